import { XSRF_COOKIE, XSRF_TOKEN_PATH } from '../../shared/constants.ts';
import type { ErrorBody } from '../../shared/schemas/errors.ts';
import { getAppConfig } from './config.ts';
import { loginNotice, session, type LoginNotice } from './storage.ts';
import { loadPageOfTheApp } from './start-on-intent.ts';

/** An error answer of the API: status, code, message, and the i18n key of each field at fault. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

function readCookie(name: string): string | undefined {
  const prefix = name + '=';
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function apiUrl(path: string, query?: Query): string {
  const base = getAppConfig().apiUrl.replace(/\/$/, '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${base}${path}${qs ? '?' + qs : ''}`;
}

/**
 * The public reads set no cookie (so that shared caches may keep them): a client that holds no XSRF cookie yet asks
 * for its pair once, before its first change.
 */
let xsrfRequest: Promise<unknown> | undefined;
async function ensureXsrfCookie(): Promise<void> {
  if (readCookie(XSRF_COOKIE)) return;
  xsrfRequest ??= fetch(apiUrl(XSRF_TOKEN_PATH), { credentials: 'same-origin' }).finally(() => {
    xsrfRequest = undefined;
  });
  await xsrfRequest;
}

/** docs/spec/product-spec.md#7-the-calls-it-makes: the raw token in Authorization; X-XSRF-TOKEN from the XSRF-TOKEN cookie on non-GET requests. */
export async function requestHeaders(method: string, json: boolean): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = session.token();
  if (token) headers.Authorization = token;
  if (method !== 'GET' && method !== 'HEAD') {
    await ensureXsrfCookie();
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The header in which the server answers the session's token renewed (docs/decisions/0035). */
const RENEWED_TOKEN_HEADER = 'X-Session-Token';

/** Keeps the renewed token of an answer: the session's inactivity counts again from this request. */
export function keepRenewedToken(header: (name: string) => string | null): void {
  const renewed = header(RENEWED_TOKEN_HEADER);
  if (renewed) session.renew(renewed);
}

const NOTICE_OF: Record<string, LoginNotice> = {
  ACCOUNT_DISABLED: 'accountDisabled',
  SESSION_EXPIRED: 'sessionExpired',
};

/**
 * An expired or revoked session, or a disabled account: back to the login page (spec: logout hard-navigates to
 * /login), which tells why.
 */
function endSession(code: string): void {
  session.clear();
  loginNotice.set(NOTICE_OF[code] ?? 'sessionEnded');
  loadPageOfTheApp('/login');
}

export async function toApiError(status: number, text: string): Promise<ApiError> {
  try {
    const body = JSON.parse(text) as ErrorBody;
    return new ApiError(status, body.error.code, body.error.message, body.error.fields);
  } catch {
    return new ApiError(status, 'ERROR', text || `HTTP ${status}`);
  }
}

/** How the server's rendering of a page reads the public API: it asks the app itself, without a network. */
export type ServerGet = (url: string) => Promise<{ status: number; body: string; contentType: string }>;
let serverGet: ServerGet | undefined;

/** Set once by the server rendering entry (src/client/entry-server.tsx); never in the browser. */
export function setServerGet(get: ServerGet): void {
  serverGet = get;
}

async function getOnServer<T>(get: ServerGet, path: string, options: RequestOptions): Promise<T> {
  const { status, body, contentType } = await get(apiUrl(path, options.query));
  if (status >= 400) throw await toApiError(status, body);
  if (!body) return undefined as T;
  return (contentType.includes('application/json') ? JSON.parse(body) : body) as T;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  if (serverGet && method === 'GET') return getOnServer<T>(serverGet, path, options);
  const isForm = options.body instanceof FormData;
  const json = options.body !== undefined && !isForm;
  const response = await fetch(apiUrl(path, options.query), {
    method,
    headers: await requestHeaders(method, json),
    body: json ? JSON.stringify(options.body) : (options.body as FormData | undefined),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  keepRenewedToken((name) => response.headers.get(name));
  if (!response.ok) {
    const error = await toApiError(response.status, text);
    if (response.status === 401 && session.token() && path !== '/api/token') endSession(error.code);
    throw error;
  }
  if (!text) return undefined as T;
  return (response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text) as T;
}

/** A multipart upload that reports its progress (0-100); fetch cannot, so this uses XMLHttpRequest. */
export async function upload<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  method = 'POST',
): Promise<T> {
  const headers = await requestHeaders(method, false);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      keepRenewedToken((name) => xhr.getResponseHeader(name));
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        const ct = xhr.getResponseHeader('content-type') ?? '';
        resolve((xhr.responseText && ct.includes('json') ? JSON.parse(xhr.responseText) : xhr.responseText) as T);
      } else {
        void toApiError(xhr.status, xhr.responseText).then(reject);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'network'));
    xhr.send(form);
  });
}
