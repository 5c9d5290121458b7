import type { App } from '../../src/server/app.ts';

/** The ADMIN account a bench makes with `ensureAdmin` and signs in as. */
export const BENCH_ADMIN = { userName: 'bench.admin', password: 'bench-admin-password-1' } as const;

/**
 * Signs the bench's ADMIN in through the real routes: the token (the `authorization` header) and the XSRF pair
 * (`cookie` and `x-xsrf-token`) that a request changing something also sends.
 */
export async function signInBenchAdmin(
  app: App,
): Promise<{ authorization: string; xsrf: { cookie: string; 'x-xsrf-token': string } }> {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  const cookies = health.cookies as { name: string; value: string }[];
  const xsrf = {
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    'x-xsrf-token': cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
  };
  const login = await app.inject({
    method: 'POST',
    url: '/api/token',
    headers: xsrf,
    payload: { username: BENCH_ADMIN.userName, password: BENCH_ADMIN.password },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return { authorization: login.body, xsrf };
}
