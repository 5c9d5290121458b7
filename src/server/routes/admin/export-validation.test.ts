import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../../tests/helpers/admin.ts';
import type { ExportedPipeline } from '../../../shared/pipeline-csv.ts';

const ctx = adminTestApp();

const EXPORTED: ExportedPipeline[] = ['job-applications', 'spontaneous-applications', 'talent-interviews', 'contacts'];

// Issue 26, item 10: the export checked its state and sort after its header line was sent (a 200 cut short).
describe('CSV export: the query is checked before anything is sent', () => {
  it.each(EXPORTED)('%s: a bad parameter is a 400 in the error shape, with its field', async (resource) => {
    for (const [query, field] of [
      ['process=BOGUS', 'process'],
      ['process=NEW,BOGUS', 'process'],
      ['sort=bogus:asc', 'sort'],
      ['sort=creationDate:sideways', 'sort'],
      ['from=2026-13-01', 'from'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['lang=xx', 'lang'],
      ['separator=pipe', 'separator'],
    ] as const) {
      const res = await ctx.admin.get(`/api/${resource}/export?${query}`);
      expect(res.statusCode, `${resource}?${query}: ${res.body}`).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/json/);
      const { error } = res.json<{ error: { code: string; fields?: Record<string, string> } }>();
      expect(error.code, query).toMatch(/^[A-Z_]+$/);
      expect(typeof error.fields?.[field], query).toBe('string');
    }
  });

  it.each(EXPORTED)('%s: good parameters still export', async (resource) => {
    const res = await ctx.admin.get(`/api/${resource}/export?sort=creationDate:asc&lang=nl`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
  });
});
