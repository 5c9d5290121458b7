import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { jsonForm, type FilePart } from './multipart.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type { FilePart } from './multipart.ts';
export { pdf } from './public-forms.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls of one logged-in staff member: the raw token, and the XSRF headers on every unsafe request. */
export function staff(t: TestApp, token: string) {
  return {
    token,
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } }),
    send: (method: Method, url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { ...t.xsrf, authorization: token },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    /** A multipart request: one JSON part and, optionally, one file part. */
    async form(method: Method, url: string, json: { name: string; value: unknown }, file?: FilePart) {
      const body = jsonForm(json, file);
      return t.app.inject({
        method,
        url,
        headers: { ...t.xsrf, ...body.headers, authorization: token },
        payload: body.payload,
      });
    },
  };
}
export type Staff = ReturnType<typeof staff>;

/**
 * One fresh app for the calling test file, with the ADMIN logged in; on an empty database unless `options.demo`
 * (tests/helpers/test-database.ts). Its fields are set in `beforeAll`, so read them inside tests only.
 */
export function adminTestApp(options: { demo?: boolean } = {}) {
  const ctx = {} as { t: TestApp; admin: Staff };
  beforeAll(async () => {
    ctx.t = await createTestApp({}, options);
    ctx.admin = staff(ctx.t, await ctx.t.login());
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

/** Creates a MANAGER account (as the ADMIN `admin`) and answers its token. */
export async function managerToken(
  t: TestApp,
  admin: Staff,
  userName = 'manager.one',
  idManager: number | null = null,
) {
  const password = 'manager-password-1';
  const res = await admin.send('POST', '/api/user/add', { userName, password, role: 'MANAGER', idManager });
  if (res.statusCode !== 201) throw new Error(`manager not created: ${res.statusCode} ${res.body}`);
  return t.login(userName, password);
}

export const body = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json<T>();
