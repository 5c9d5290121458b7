import { apiUrl, requestHeaders, toApiError } from '../../lib/api.ts';
import { fileNameOf, saveBlob } from '../../lib/save-blob.ts';

/** The header that carries the "My data" link's token (src/server/privacy/self-service-link.ts); never the URL. */
export const MY_DATA_TOKEN_HEADER = 'x-my-data-token';

export interface MyDataRecord {
  recordType: string;
  id: number;
  about: string;
  process: string;
  creationDate: string;
  canWithdraw: boolean;
}

export interface MyData {
  email: string;
  records: MyDataRecord[];
  poolConsent: { inForce: boolean; action: string; expiresAt: string | null } | null;
}

/** The API's headers (the XSRF one on a POST) without a staff session's token: these calls are the person's. */
async function publicHeaders(method: string, json: boolean): Promise<Record<string, string>> {
  const { Authorization: _session, ...headers } = await requestHeaders(method, json);
  return headers;
}

async function call(token: string, path: string, method: 'GET' | 'POST', body?: unknown): Promise<Response> {
  const headers = { ...(await publicHeaders(method, body !== undefined)), [MY_DATA_TOKEN_HEADER]: token };
  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response.status, await response.text());
  return response;
}

/** The token of the page's link: `/my-data#<token>`, read in the browser only. */
export function tokenFromHash(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, '')).trim();
}

export const getMyData = async (token: string) =>
  (await call(token, '/public/api/my-data', 'GET')).json() as Promise<MyData>;

export const withdrawMyApplication = (token: string, record: { recordType: string; id: number }) =>
  call(token, '/public/api/my-data/withdraw', 'POST', { recordType: record.recordType, id: record.id });

export const changeMyPoolConsent = (token: string, action: 'renewed' | 'withdrawn') =>
  call(token, '/public/api/my-data/pool-consent', 'POST', { action });

export const eraseMyData = (token: string) => call(token, '/public/api/my-data/erase', 'POST', { confirm: true });

/** Downloads the person's ZIP: fetched with the token's header, then saved under the server's file name. */
export async function downloadMyData(token: string): Promise<void> {
  const response = await call(token, '/public/api/my-data/export', 'GET');
  saveBlob(await response.blob(), fileNameOf(response, 'my-data.zip'));
}

/** "Send me my link": always answers the same, known address or not. */
export async function sendMyLink(email: string): Promise<void> {
  const response = await fetch(apiUrl('/public/api/my-data/link'), {
    method: 'POST',
    headers: await publicHeaders('POST', true),
    body: JSON.stringify({ email }),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response.status, await response.text());
}
