import { count, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contacts, jobApplications, rateLimits, storedFiles } from '../../src/server/db/schema/index.ts';
import { createJob, newMarker } from '../helpers/factories.ts';
import { createProbeApp, multipart, pdfBytes, type ProbeApp } from './helpers.ts';
import { probeRoutes } from './probe-routes.ts';

const open: ProbeApp[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

async function probeApp(env: Record<string, string> = {}, stored = { json: 0 }, database?: ProbeApp['database']) {
  const p = await createProbeApp(env, probeRoutes(stored), database);
  open.unshift(p);
  return p;
}

/** The keys of a JSON answer and the type of each value: what a bot could compare. */
const shapeOf = (res: { json: () => unknown }) =>
  Object.entries(res.json() as Record<string, unknown>).map(([key, value]) => [key, typeof value]);
/** What a real submission of a public form answers: `{id}`. */
const ID_SHAPE = [['id', 'number']];

const send = (p: ProbeApp, headers: Record<string, string> = {}, payload: object = { name: 'Jane' }) =>
  p.app.inject({ method: 'POST', url: '/public/api/probe-json', headers: { ...p.xsrf, ...headers }, payload });

function upload(p: ProbeApp, application: object, extra: Parameters<typeof multipart>[0] = []) {
  const form = multipart([
    { name: 'application', value: JSON.stringify(application) },
    { name: 'file', data: pdfBytes(), fileName: 'cv.pdf', contentType: 'application/pdf' },
    ...extra,
  ]);
  return p.app.inject({
    method: 'POST',
    url: '/public/api/probe-upload',
    headers: { ...p.xsrf, 'content-type': form.contentType },
    payload: form.body,
  });
}

describe('the rate limit of the public forms', () => {
  it('refuses the submission past the limit with 429, in the error shape, with Retry-After', async () => {
    const p = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i++) expect((await send(p)).statusCode).toBe(201);
    const refused = await send(p);
    expect(refused.statusCode).toBe(429);
    const { error } = refused.json<{ error: { code: string; message: string } }>();
    expect(error).toEqual({ code: 'TOO_MANY_REQUESTS', message: error.message });
    expect(error.message).toMatch(/try again in 10 minutes/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
  });

  it('counts invalid submissions too, and each form on its own', async () => {
    const p = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '2' });
    expect((await send(p, {}, { name: '' })).statusCode).toBe(400);
    expect((await send(p)).statusCode).toBe(201);
    expect((await send(p)).statusCode).toBe(429);
    expect((await upload(p, { name: 'Jane' })).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For and the like unless TRUST_PROXY is set', async () => {
    const p = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '2' });
    const spoof = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await send(p, spoof(i))).statusCode);
    expect(codes).toEqual([201, 201, 429, 429]);
  });

  it('believes the proxy when TRUST_PROXY is set: one counter per client address', async () => {
    const p = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '1', TRUST_PROXY: 'true' });
    expect((await send(p, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(201);
    expect((await send(p, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    expect((await send(p, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(201);
  });

  it('keeps its counters in the database: two app processes on one database share them', async () => {
    const first = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '2' });
    const second = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '2' }, { json: 0 }, first.database);
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(second)).statusCode).toBe(201);
    expect((await send(first)).statusCode).toBe(429);
    expect((await send(second)).statusCode).toBe(429);
    const [row] = await first.app.db.select({ n: count() }).from(rateLimits).where(like(rateLimits.key, 'rl:%'));
    expect(row!.n).toBeGreaterThan(0);
  });

  it('is off with PUBLIC_FORM_RATE_LIMIT=0 and does not touch GET routes or the admin API', async () => {
    const off = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '0' });
    for (let i = 0; i < 5; i++) expect((await send(off)).statusCode).toBe(201);
    const p = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '1' });
    for (let i = 0; i < 3; i++) {
      expect((await p.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const login = await p.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: p.xsrf,
        payload: { username: 'admin', password: 'hireframe-demo' },
      });
      expect(login.statusCode).toBe(200);
    }
  });
});

describe('the honeypot', () => {
  it('answers a filled JSON form with the success status and stores nothing', async () => {
    const stored = { json: 0 };
    const p = await probeApp({}, stored);
    const bot = await send(p, {}, { name: 'Bot', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(stored.json).toBe(0);
    const human = await send(p, {}, { name: 'Jane', website: '' });
    expect(human.statusCode).toBe(201);
    expect(stored.json).toBe(1);
  });

  it('answers a filled multipart form (field inside the JSON part, or beside it) and stores no file', async () => {
    const p = await probeApp();
    const files = async () => (await p.app.db.select({ n: count() }).from(storedFiles))[0]!.n;
    const before = await files();
    const inside = await upload(p, { name: 'Bot', website: 'spam' });
    const beside = await upload(p, { name: 'Bot' }, [{ name: 'website', value: 'spam' }]);
    for (const bot of [inside, beside]) {
      expect(bot.statusCode).toBe(201);
      expect(shapeOf(bot)).toEqual(ID_SHAPE);
    }
    expect(await files()).toBe(before);
    const human = await upload(p, { name: 'Jane', website: '' });
    expect(human.statusCode).toBe(201);
    expect(shapeOf(human)).toEqual(ID_SHAPE);
    expect(await files()).toBe(before + 1);
  });

  it('catches a bot even when the rest of its form is invalid (no hint from a 400 or a 415)', async () => {
    const p = await probeApp();
    expect((await send(p, {}, { name: '', website: 'x' })).statusCode).toBe(201);
    const form = multipart([
      { name: 'application', value: JSON.stringify({ name: '', website: 'x' }) },
      { name: 'file', data: Buffer.from('<html></html>'), fileName: 'cv.html', contentType: 'text/html' },
    ]);
    const res = await p.app.inject({
      method: 'POST',
      url: '/public/api/probe-upload',
      headers: { ...p.xsrf, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('on the real public forms', () => {
  it('every POST under /public/api/ is rate limited, whatever it is sent', async () => {
    const p = await probeApp({ PUBLIC_FORM_RATE_LIMIT: '2' });
    const forms = p.app.routeList.filter((r) => r.method === 'POST' && r.url.startsWith('/public/api/'));
    expect(forms.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/public/api/job/:id/apply',
        '/public/api/spontaneous-applications',
        '/public/api/talents',
        '/public/api/contact',
        '/public/api/talent-requests',
        '/public/api/profile/:id/interviews',
      ]),
    );
    for (const form of forms) {
      const url = form.url.replace(':id', '1');
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await p.app.inject({ method: 'POST', url, headers: p.xsrf, payload: {} })).statusCode);
      }
      expect(codes[2], `${form.url}: ${codes.join(', ')}`).toBe(429);
    }
  });

  it('a filled honeypot stores no contact and no application, and answers like a real submission', async () => {
    const p = await probeApp();
    const contact = {
      firstName: 'Bot',
      lastName: 'Net',
      email: 'bot@example.com',
      phone: '+32470123456',
      message: 'Buy now',
    };
    const contactsBefore = await p.app.db.$count(contacts);
    const human = await p.app.inject({ method: 'POST', url: '/public/api/contact', headers: p.xsrf, payload: contact });
    expect(human.statusCode).toBe(201);
    const bot = await p.app.inject({
      method: 'POST',
      url: '/public/api/contact',
      headers: p.xsrf,
      payload: { ...contact, website: 'http://spam.example' },
    });
    expect(bot.statusCode).toBe(human.statusCode);
    expect(shapeOf(bot)).toEqual(ID_SHAPE);
    expect(shapeOf(human)).toEqual(ID_SHAPE);
    expect(await p.app.db.$count(contacts)).toBe(contactsBefore + 1);

    const jobId = (await createJob(p.app, newMarker())).id;
    const applicationsBefore = await p.app.db.$count(jobApplications);
    const form = multipart([
      { name: 'application', value: JSON.stringify({ ...contact, website: 'spam' }) },
      { name: 'file', data: pdfBytes(), fileName: 'cv.pdf', contentType: 'application/pdf' },
    ]);
    const applied = await p.app.inject({
      method: 'POST',
      url: `/public/api/job/${jobId}/apply`,
      headers: { ...p.xsrf, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.headers['content-type']).toBe(human.headers['content-type']);
    expect(shapeOf(applied)).toEqual(ID_SHAPE);
    // A job that does not exist answers a bot the 404 a person gets.
    const missing = await p.app.inject({
      method: 'POST',
      url: '/public/api/job/999999/apply',
      headers: { ...p.xsrf, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(missing.statusCode).toBe(404);
    expect(await p.app.db.$count(jobApplications)).toBe(applicationsBefore);
  });
});
