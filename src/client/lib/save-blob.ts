/** Saves a fetched file (a blob) as a download under `name`: for files a plain link cannot fetch (headers needed). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name a response's Content-Disposition gives, else `fallback`. */
export const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
