import { randomBytes } from 'node:crypto';

/** One part of a multipart body: a text field, or a file. */
export type Part =
  | { name: string; value: string; contentType?: string; fileName?: string }
  | { name: string; data: Buffer; fileName: string; contentType?: string };

/**
 * A multipart/form-data body, written byte by byte so that tests can also send what a browser never would
 * (odd part types, malformed JSON, extra parts). The one builder of the test suites.
 */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = '----hireframe' + randomBytes(12).toString('hex');
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type = part.contentType ?? ('data' in part ? 'application/octet-stream' : undefined);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A file as the forms send it (a CV is a PDF unless `type` says otherwise). */
export interface FilePart {
  name: string;
  fileName: string;
  data: Buffer;
  type?: string;
}

/** The body of the site's forms: one JSON part and, optionally, one file part, ready for `app.inject`. */
export function jsonForm(json: { name: string; value: unknown } | undefined, file?: FilePart) {
  const parts: Part[] = [];
  if (json) parts.push({ name: json.name, value: JSON.stringify(json.value) });
  if (file)
    parts.push({
      name: file.name,
      data: file.data,
      fileName: file.fileName,
      contentType: file.type ?? 'application/pdf',
    });
  const { body, contentType } = multipart(parts);
  return { payload: body, headers: { 'content-type': contentType } };
}
