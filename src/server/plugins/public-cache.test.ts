import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../tests/helpers/admin.ts';
import { createJob, newMarker } from '../../../tests/helpers/factories.ts';
import { jobs } from '../db/schema/index.ts';
import { AnswerStore } from './answer-store.ts';

const ctx = adminTestApp();
/** On PostgreSQL a change's notification reaches the app a moment after its commit (on PGlite, with it). */
const notified = () => new Promise((resolve) => setTimeout(resolve, 200));
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ method: 'GET', url, headers: { cookie: ctx.t.xsrf.cookie!, ...headers } });

/** Changes a job's title without firing migration 0007's trigger: what a stale cache would go on showing. */
async function retitleSilently(id: number, title: string) {
  const { app } = ctx.t;
  await app.db.execute(sql`alter table jobs disable trigger jobs_public_cache`);
  try {
    await app.db.update(jobs).set({ title }).where(eq(jobs.id, id));
  } finally {
    await app.db.execute(sql`alter table jobs enable trigger jobs_public_cache`);
  }
  await notified();
}

describe('cached public answers', () => {
  it('answers a second request from memory, with an ETag, a shared Cache-Control and a 304', async () => {
    const job = await createJob(ctx.t.app, newMarker(), { title: 'Cached title' });
    await notified();
    const first = await get(`/public/api/job/${job.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    await retitleSilently(job.id, 'Changed behind the cache');
    const second = await get(`/public/api/job/${job.id}`);
    expect(second.json()).toMatchObject({ title: 'Cached title' });
    expect(second.headers.etag).toBe(etag);
    // A hit carries the same headers as the answer it keeps (security headers included).
    const { date: _firstDate, ...firstHeaders } = first.headers;
    const { date: _secondDate, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(second.headers['x-content-type-options']).toBe('nosniff');

    const notModified = await get(`/public/api/job/${job.id}`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
  });

  it('drops the answers as soon as the back-office changes a job, or anything writes the table', async () => {
    const job = await createJob(ctx.t.app, newMarker(), { title: 'Before the edit' });
    await notified();
    const url = `/public/api/job/${job.id}`;
    expect((await get(url)).json()).toMatchObject({ title: 'Before the edit' });
    const list = (await get('/public/api/jobs?size=100')).json<{ items: { id: number }[] }>();
    expect(list.items.map((i) => i.id)).toContain(job.id);

    // The back-office hides the job: both the job and the list change at once.
    const record = await ctx.admin.get(`/api/jobs/${job.id}`);
    expect(record.statusCode).toBe(200);
    const edit = await ctx.admin.send('PUT', '/api/job/edit', { ...editable(record.json()), displayJob: false });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    const after = (await get('/public/api/jobs?size=100')).json<{ items: { id: number }[] }>();
    expect(after.items.map((i) => i.id)).not.toContain(job.id);

    // A write outside the back-office (the seed, a maintenance job) reaches the cache through the trigger.
    await ctx.t.app.db.update(jobs).set({ displayJob: true, title: 'Written by a job' }).where(eq(jobs.id, job.id));
    await notified();
    expect((await get(url)).json()).toMatchObject({ title: 'Written by a job' });
  });

  it('renders a job page once, and again with the change once the back-office edits the job', async () => {
    const job = await createJob(ctx.t.app, newMarker(), { title: 'Rendered before the edit' });
    await notified();
    const url = `/jobs/${job.id}?lang=en`;
    const html = { accept: 'text/html' };
    const first = await get(url, html);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Rendered before the edit'); // in the server-rendered HTML
    await retitleSilently(job.id, 'Changed behind the cache');
    expect((await get(url, html)).body).toBe(first.body); // kept

    const record = await ctx.admin.get(`/api/jobs/${job.id}`);
    const edit = await ctx.admin.send('PUT', '/api/job/edit', { ...editable(record.json()), title: 'Edited by staff' });
    expect(edit.statusCode, edit.body).toBe(200);
    await notified();
    const after = await get(url, html);
    expect(after.body).toContain('Edited by staff');
    expect(after.body).not.toContain('Rendered before the edit');
  });

  it('sets no cookie on a public read, so that a shared cache may keep it; the XSRF pair has its own path', async () => {
    const bare = (url: string, headers: Record<string, string> = {}) =>
      ctx.t.app.inject({ method: 'GET', url, headers });
    // Issue 44.28: a visitor without cookies, the first and the second time, on the API and on a page.
    for (const [url, headers] of [
      ['/public/api/services', {}],
      ['/public/api/jobs', {}],
      ['/jobs', { accept: 'text/html' }],
    ] as const) {
      const first = await bare(url, headers);
      const second = await bare(url, headers);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['set-cookie'], url).toBeUndefined();
      expect(second.headers['set-cookie'], url).toBeUndefined();
      if (url.startsWith('/public/api')) expect(second.headers['cache-control'], url).toBe('public, max-age=1');
      const withCookies = await get(url, headers);
      expect(withCookies.headers['set-cookie'], url).toBeUndefined();
      expect(withCookies.body, url).toBe(second.body);
    }
    // The pair a change must echo: each visitor gets their own, never kept by any cache.
    const tokens = [await bare('/api/xsrf-token'), await bare('/api/xsrf-token')];
    for (const res of tokens) {
      expect(res.statusCode).toBe(204);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(String(res.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    }
    expect(String(tokens[1]!.headers['set-cookie'])).not.toBe(String(tokens[0]!.headers['set-cookie']));
  });

  it('keeps one answer per language and per encoding, and none for a signed-in request', async () => {
    const fr = await get('/jobs', { 'accept-language': 'fr' });
    const nl = await get('/jobs', { 'accept-language': 'nl' });
    const frAgain = await get('/jobs', { 'accept-language': 'fr' });
    expect(fr.body).toContain('<html lang="fr"');
    expect(nl.body).toContain('<html lang="nl"');
    expect(frAgain.body).toBe(fr.body);
    expect(frAgain.body).toContain('<script type="application/json" id="page-state">'); // rendered, with its state
    expect(fr.headers['cache-control']).toBe('private, no-cache'); // the language came from a header
    expect((await get('/jobs?lang=fr')).headers['cache-control']).toBe('public, max-age=1');

    const brotli = await get('/public/api/jobs', { 'accept-encoding': 'br' });
    const plain = await get('/public/api/jobs', { 'accept-encoding': 'identity' });
    const brotliAgain = await get('/public/api/jobs', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliAgain.headers['content-encoding']).toBe('br');
    expect(brotliAgain.rawPayload.equals(brotli.rawPayload)).toBe(true);

    const job = await createJob(ctx.t.app, newMarker(), { title: 'Seen by staff' });
    await notified();
    await get(`/public/api/job/${job.id}`);
    await retitleSilently(job.id, 'Fresh for staff');
    const signedIn = await ctx.admin.get(`/public/api/job/${job.id}`);
    expect(signedIn.json()).toMatchObject({ title: 'Fresh for staff' });
    expect(signedIn.headers.etag).toBeUndefined();
  });
});

/** The admin record as the edit form sends it back. */
function editable(record: Record<string, unknown>) {
  const { creationDate: _c, updateDate: _u, ...rest } = record;
  return rest;
}

describe('the answer store', () => {
  const answer = (n: number) => ({ body: Buffer.alloc(4000, n), headers: {}, etag: `"${n}"` });

  it('drops the least recently used answers beyond its byte cap', () => {
    const store = new AnswerStore(64 * 1024, 60_000);
    for (let i = 0; i < 10; i++) store.set(`k${i}`, store.generation, answer(i), 0);
    expect(store.get('k0', 1)?.etag).toBe('"0"'); // k0 is now the most recently used
    for (let i = 10; i < 20; i++) store.set(`k${i}`, store.generation, answer(i), 0);
    expect(store.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(store.size).toBeLessThan(20);
    expect(store.get('k0', 1)).toBeDefined();
    expect(store.get('k1', 1)).toBeUndefined();
    expect(store.get('k19', 1)).toBeDefined();
  });

  it('forgets an answer after its time, and refuses one computed before a change', () => {
    const store = new AnswerStore(64 * 1024, 1000);
    store.set('k', store.generation, answer(1), 0);
    expect(store.get('k', 999)).toBeDefined();
    expect(store.get('k', 1000)).toBeUndefined();
    const before = store.generation;
    store.clear();
    store.set('k', before, answer(2), 0);
    expect(store.get('k', 1)).toBeUndefined();
  });
});
