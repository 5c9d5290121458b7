import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../tests/helpers/admin.ts';
import { createJob, createJobApplication, newMarker } from '../../../tests/helpers/factories.ts';
import { readableSearch } from './web-search.ts';

/**
 * Issue 44 item 15: a search of 33 or more minus signs made `websearch_to_tsquery` fail ("tsquery stack too small")
 * and every search box answer 500. Each box now answers 200 (nothing found, for a search of operators only) or 400
 * naming its field (too long), never 500: one rule (src/server/search/web-search.ts) for every text-search query.
 */
const DASHES = [33, 40, 1000].map((n) => '-'.repeat(n));
const PATHOLOGICAL = [
  ...DASHES,
  '- '.repeat(40),
  '-!'.repeat(40),
  '-('.repeat(40) + 'java',
  '-|-&-<'.repeat(15),
  `java or ${'-'.repeat(40)}`,
  '-'.repeat(40) + 'java',
  '"' + '-'.repeat(60),
  '\\'.repeat(40),
  '%_%_'.repeat(20),
];

/** Every search box of the product: its path and the parameter that carries the text. */
const BOXES: { url: string; field: string; staff: boolean }[] = [
  { url: '/public/api/jobs?keyword=', field: 'keyword', staff: false },
  { url: '/public/api/profiles?keyword=', field: 'keyword', staff: false },
  { url: '/api/search?q=', field: 'q', staff: true },
  { url: '/api/jobs?q=', field: 'q', staff: true },
  { url: '/api/people?q=', field: 'q', staff: true },
  { url: '/api/companies?q=', field: 'q', staff: true },
  { url: '/api/job-applications?q=', field: 'q', staff: true },
  { url: '/api/spontaneous-applications?q=', field: 'q', staff: true },
  { url: '/api/talent-interviews?q=', field: 'q', staff: true },
  { url: '/api/contacts?q=', field: 'q', staff: true },
  { url: '/api/profiles?q=', field: 'q', staff: true },
  { url: '/api/outbox?q=', field: 'q', staff: true },
  { url: '/api/audit-log?q=', field: 'q', staff: true },
];

describe('pathological searches (issue 44 item 15)', () => {
  const ctx = adminTestApp();
  const m = newMarker();

  it('every search box answers 200 or 400 naming its field, never 500, for runs of minus signs and the like', async () => {
    await createJob(ctx.t.app, `java ${m}`, { title: `Java developer ${m}` });
    await createJobApplication(ctx.t.app, { firstName: 'Jan', lastName: `Java${m}` });
    const failures: string[] = [];
    for (const box of BOXES) {
      for (const text of PATHOLOGICAL) {
        const url = `${box.url}${encodeURIComponent(text)}`;
        const res = box.staff ? await ctx.admin.get(url) : await ctx.t.app.inject({ method: 'GET', url });
        const label = `${box.url}${text.slice(0, 12)}… (${text.length})`;
        if (res.statusCode === 400) {
          const fields = res.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {};
          if (!(box.field in fields)) failures.push(`${label}: 400 without the field (${res.body})`);
        } else if (res.statusCode !== 200) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the public job search and the staff search find nothing for 33, 40 dashes and 400 for 1,000', async () => {
    for (const text of DASHES) {
      const jobs = await ctx.t.app.inject({ method: 'GET', url: `/public/api/jobs?keyword=${text}` });
      const people = await ctx.admin.get(`/api/search?q=${text}`);
      if (text.length > 500) {
        expect([jobs.statusCode, people.statusCode]).toEqual([400, 400]);
        expect(jobs.json<{ error: { fields: object } }>().error.fields).toHaveProperty('keyword');
        expect(people.json<{ error: { fields: object } }>().error.fields).toHaveProperty('q');
        continue;
      }
      expect([jobs.statusCode, people.statusCode]).toEqual([200, 200]);
      expect(jobs.json<{ items: unknown[] }>().items).toEqual([]);
      expect(people.json<{ items: unknown[] }>().items).toEqual([]);
    }
    // Still the web-search syntax: a run of minus signs before a word means what it always meant (an odd run: not).
    const notJava = await ctx.t.app.inject({ method: 'GET', url: `/public/api/jobs?keyword=${'-'.repeat(41)}java` });
    expect(notJava.statusCode).toBe(200);
    const found = await ctx.t.app.inject({ method: 'GET', url: `/public/api/jobs?keyword=${'-'.repeat(40)}${m}` });
    expect(found.json<{ items: { title: string }[] }>().items.map((j) => j.title)).toEqual([`Java developer ${m}`]);
  });

  it('readableSearch keeps ordinary searches as they are', () => {
    for (const text of ['front-end', '-java', 'c-sharp -php', '"a - b"', 'java or kotlin', '.net -"project manager"'])
      expect(readableSearch(text)).toBe(text);
    expect(readableSearch('--java').trim()).toBe('java');
    expect(readableSearch('- - -java')).toBe('-java');
  });
});
