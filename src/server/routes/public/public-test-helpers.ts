import type { TestApp } from '../../../../tests/helpers/test-app.ts';
import { makeDemoPdf } from '../../db/seed/demo-pdf.ts';

/** A small, valid PDF: what a candidate's CV looks like to the server. */
export const pdf = () => makeDemoPdf('Jane Doe\nCurriculum vitae');

/** A multipart body as a browser sends it: one JSON part and, optionally, one file part. */
export async function multipart(
  json: { name: string; value: unknown } | undefined,
  file?: { name: string; fileName: string; data: Buffer; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (json) form.append(json.name, JSON.stringify(json.value));
  if (file)
    form.append(
      file.name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }),
      file.fileName,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** Posts a multipart form with the XSRF headers. */
export async function postForm(
  t: TestApp,
  url: string,
  json: { name: string; value: unknown } | undefined,
  file?: { name: string; fileName: string; data: Buffer; type?: string },
) {
  const body = await multipart(json, file);
  return t.app.inject({ method: 'POST', url, headers: { ...t.xsrf, ...body.headers }, payload: body.payload });
}
