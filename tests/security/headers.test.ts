import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIR } from '../../src/server/paths.ts';
import { createProbeApp, type ProbeApp } from './helpers.ts';
import { probeRoutes } from './probe-routes.ts';

let p: ProbeApp;
let proxied: ProbeApp;
beforeAll(async () => {
  p = await createProbeApp({}, probeRoutes({ json: 0 }));
  proxied = await createProbeApp({ TRUST_PROXY: 'true' }, probeRoutes({ json: 0 }));
});
afterAll(async () => {
  await p?.close();
  await proxied?.close();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const PATHS = [
  ['an API answer', '/api/health', {}],
  ['an API error', '/api/no-such-thing', {}],
  ['a page', '/jobs', { accept: 'text/html' }],
  ['the configuration', '/assets/configs/app_config.json', {}],
] as const;

describe('security headers', () => {
  it.each(PATHS)('on %s: CSP without inline script, nosniff, referrer policy, no framing', async (_n, url, headers) => {
    const res = await p.app.inject({ method: 'GET', url, headers });
    const csp = directives(String(res.headers['content-security-policy']));
    const script = csp.get('script-src') ?? csp.get('default-src')!;
    expect(script).toEqual(["'self'"]);
    for (const values of csp.values()) {
      expect(values).not.toContain("'unsafe-eval'");
      expect(values.join(' ')).not.toMatch(/https?:|\*/);
    }
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS over HTTPS behind a trusted proxy, and only then', async () => {
    const https = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=(\d{8,})/);
    expect(Number(/max-age=(\d+)/.exec(String(https.headers['strict-transport-security']))![1])).toBeGreaterThanOrEqual(
      180 * 24 * 3600,
    );
    const http = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // An untrusted client cannot claim HTTPS.
    const spoofed = await p.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets the XSRF cookies SameSite=Strict, the secret one httpOnly', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/api/health' });
    const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    const secret = cookies.find((c) => c.name === '_csrf')!;
    expect(secret.httpOnly).toBe(true);
    for (const c of cookies) expect(c.sameSite).toBe('Strict');
  });
});

describe('errors tell nothing of the inside', () => {
  it('a crash answers 500 with a plain message: no stack, no internal message, no path', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/public/api/probe-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
    expect(res.body).not.toMatch(/hunter2|secret|\.ts|\/srv|stack|Error:/);
  });

  it.each([
    ['broken JSON', 'POST', '/public/api/probe-json', '{"name": ', 'application/json'],
    ['an unknown content type', 'POST', '/public/api/probe-json', 'name=x', 'application/x-www-form-urlencoded'],
    ['an unknown route', 'GET', '/api/%E0%A4%A', undefined, undefined],
  ])('%s answers a 4xx in the error shape without internals', async (_n, method, url, payload, type) => {
    const res = await p.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload,
      headers: { ...p.xsrf, ...(type ? { 'content-type': type } : {}) },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const { error } = res.json<{ error: { code: unknown; message: unknown } }>();
    expect(typeof error.code).toBe('string');
    expect(typeof error.message).toBe('string');
    expect(res.body).not.toMatch(/node_modules|\.ts:|\.js:|stack/);
  });
});

describe('compression', () => {
  it('compresses public answers for clients that accept it, and only them', async () => {
    const url = '/assets/i18n/en.json';
    const plain = await p.app.inject({ method: 'GET', url });
    const br = await p.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await p.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it("sends a script's compressed copy from the build when accepted, and never the copy under its own name", async () => {
    const script = readdirSync(`${CLIENT_DIR}/assets`).find(
      (f) =>
        f.endsWith('.js') && existsSync(`${CLIENT_DIR}/assets/${f}.br`) && existsSync(`${CLIENT_DIR}/assets/${f}.gz`),
    )!;
    const url = `/assets/${script}`;
    const file = readFileSync(`${CLIENT_DIR}/assets/${script}`);
    const plain = await p.app.inject({ method: 'GET', url });
    const br = await p.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    const gz = await p.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.rawPayload.equals(file)).toBe(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(file)).toBe(true);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(file)).toBe(true);
    for (const copy of [`${url}.br`, `${url}.gz`])
      expect((await p.app.inject({ method: 'GET', url: copy })).statusCode, copy).toBe(404);
  });

  it('never compresses an answer to a request that carries a token (no BREACH oracle)', async () => {
    const res = await p.app.inject({
      method: 'GET',
      url: '/assets/i18n/en.json',
      headers: { 'accept-encoding': 'br', authorization: 'some.token.here' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('page preload hints', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    p.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('name the configuration and the catalog of the language the client will choose, on a page it renders alone', async () => {
    expect((await page('/jobsApplications')).headers.link).toMatch(
      /<\/assets\/configs\/app_config\.json\?version=[^>]+>; rel=preload; as=fetch; crossorigin, <\/assets\/i18n\/en\.json>/,
    );
    expect((await page('/jobsApplications', { 'accept-language': 'fr-BE,fr;q=0.9' })).headers.link).toContain(
      '/i18n/fr.json',
    );
    expect((await page('/jobsApplications?lang=nl', { 'accept-language': 'fr-BE' })).headers.link).toContain(
      '/i18n/nl.json',
    );
    expect((await page('/jobsApplications', { cookie: 'lang=nl', 'accept-language': 'fr' })).headers.link).toContain(
      '/i18n/nl.json',
    );
    expect((await page('/jobsApplications', { 'accept-language': 'de-DE,de' })).headers.link).toContain(
      '/i18n/en.json',
    );
  });

  it('are not on a server-rendered page, which carries both', async () => {
    const rendered = await page('/jobs?lang=fr');
    expect(rendered.headers.link).toBeUndefined();
  });

  it('are only on pages', async () => {
    expect((await p.app.inject({ method: 'GET', url: '/api/health' })).headers.link).toBeUndefined();
  });
});

// Issue 26, item 12: the source maps of every chunk (the admin ones too) were served to anyone.
describe('source maps', () => {
  it('are neither built nor served, for any script or style sheet of the client', async () => {
    const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const assets = readdirSync(`${CLIENT_DIR}/assets`).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.some((f) => f.startsWith('Admin'))).toBe(true);
    const served: string[] = [];
    for (const file of assets) {
      const res = await p.app.inject({ method: 'GET', url: `/assets/${file}.map` });
      if (res.statusCode !== 404) served.push(`${file}.map: ${res.statusCode}`);
    }
    expect(served).toEqual([]);
  });

  it('are not named in the scripts (no sourceMappingURL for a browser to ask for)', async () => {
    const admin = readdirSync(`${CLIENT_DIR}/assets`).find((f) => /^Admin.*\.js$/.test(f))!;
    const res = await p.app.inject({ method: 'GET', url: `/assets/${admin}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.includes('sourceMappingURL'), admin).toBe(false);
  });
});
