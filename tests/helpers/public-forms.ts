import { makeDemoPdf } from '../../src/server/seed/demo-pdf.ts';
import { jsonForm, type FilePart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** A small, valid PDF: what a candidate's CV looks like to the server. */
export const pdf = (text = 'Jane Doe\nCurriculum vitae') => makeDemoPdf(text);

/** Posts a multipart form (one JSON part, optionally one file) with the XSRF headers. */
export async function postForm(
  t: TestApp,
  url: string,
  json: { name: string; value: unknown } | undefined,
  file?: FilePart,
) {
  const body = jsonForm(json, file);
  return t.app.inject({ method: 'POST', url, headers: { ...t.xsrf, ...body.headers }, payload: body.payload });
}
