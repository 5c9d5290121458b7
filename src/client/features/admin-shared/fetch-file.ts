import { apiUrl, keepRenewedToken, requestHeaders, toApiError } from '../../lib/api.ts';

/** A stored file, fetched with the session's token (a plain link could not send it). */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(apiUrl(path), {
    headers: await requestHeaders('GET', false),
    credentials: 'same-origin',
  });
  keepRenewedToken((name) => response.headers.get(name));
  if (!response.ok) throw await toApiError(response.status, await response.text());
  return response.blob();
}

/** A file a POST answers (a bulk export's CSV), with the session's token. */
export async function postForFile(path: string, body: unknown): Promise<Blob> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: await requestHeaders('POST', true),
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  keepRenewedToken((name) => response.headers.get(name));
  if (!response.ok) throw await toApiError(response.status, await response.text());
  return response.blob();
}
