import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers /api/health once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sets security headers with a CSP that allows no inline script and no remote origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/https?:/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the runtime configuration and the three translation files', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/assets/configs/app_config.json?version=0.0.0' });
    const body = config.json<{ firmName: string; phones: string[] }>();
    expect(body.firmName.length).toBeGreaterThan(0);
    expect(body.phones).toHaveLength(2);
    for (const lang of ['fr', 'en', 'nl']) {
      const res = await t.app.inject({ method: 'GET', url: `/assets/i18n/${lang}.json` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('menu.home');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/i18n/de.json' })).statusCode).toBe(404);
  });

  it('tells the client the retention periods it applies, so that the privacy page and the forms state them', async () => {
    const other = await createTestApp({
      RETENTION_ENDED_MONTHS: '3',
      RETENTION_POOL_MONTHS: '12',
      RETENTION_REMINDER_DAYS: '14, 2',
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/assets/configs/app_config.json?version=0.0.0' });
      expect(res.json()).toMatchObject({ retention: { endedMonths: 3, poolMonths: 12, reminderDays: [14, 2] } });
    } finally {
      await other.close();
    }
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers unknown page paths with the app (plain-path fallback)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/unknown/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });
});
