import { apiUrl, keepRenewedToken, requestHeaders, toApiError } from '../../lib/api.ts';

/** A stored file, fetched with the session's token (a plain link could not send it). */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(apiUrl(path), { headers: requestHeaders('GET', false), credentials: 'same-origin' });
  keepRenewedToken((name) => response.headers.get(name));
  if (!response.ok) throw await toApiError(response.status, await response.text());
  return response.blob();
}
