import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminTestApp, body } from '../../../tests/helpers/admin.ts';
import { newMarker, personOf } from '../../../tests/helpers/factories.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import fr from '../../shared/i18n/fr/admin.json';
import nl from '../../shared/i18n/nl/admin.json';
import en from '../../shared/i18n/en/admin.json';
import type { Page } from '../../shared/schemas/pagination.ts';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import { ERASED_COMMENT, type HistoryEntry } from '../../shared/schemas/pipeline-records.ts';
import { ERASED_END_STATE, statesOf } from '../../shared/schemas/process.ts';
import { LIST_SPECS } from '../admin/list-specs.ts';
import { contacts, jobApplications, profiles, spontaneousApplications, talentInterviews } from '../db/schema/index.ts';
import { storeFile } from '../files/stored-file.ts';

/**
 * Issue 26, item 1: one erased person emptied the back-office's lists (500: the record schemas wanted the file ids
 * an erasure clears). One record of each of the five kinds is erased, then every list, state filter, sort, search,
 * record page and CSV export of the back-office is walked: each answers 200 with the record in it, marked.
 */
const ctx = adminTestApp();
const marker = newMarker();
const phone = () => `+32478${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
type Row = { id: number; anonymisedAt: string | null; firstName: string; process: string };

/** The record of each kind, open before its erasure, with `marker` in a field that an erasure keeps. */
async function openRecords(): Promise<Record<PipelineResource, number>> {
  const { db } = ctx.t.app;
  const file = (name: string) =>
    storeFile(db, { fileName: `${name}.pdf`, mimeType: 'application/pdf', data: Buffer.from(`%PDF-1.4 ${name}`) });
  const person = async (kind: string) => {
    const fields = {
      firstName: `First${kind}`,
      lastName: `Last${marker}`,
      email: `${kind}.${marker}@example.org`,
      phone: phone(),
    };
    return { ...fields, personId: await personOf(db, fields) };
  };
  const [job] = await db
    .insert(jobApplications)
    .values({ ...(await person('job')), jobTitle: `Job ${marker}`, fileId: await file('job'), process: 'IN_REVIEW' })
    .returning();
  const [spontaneous] = await db
    .insert(spontaneousApplications)
    .values({
      ...(await person('spontaneous')),
      post: `Post ${marker}`,
      availability: 'now',
      cvFileId: await file('spontaneous'),
      process: 'NEW',
    })
    .returning();
  const [profile] = await db
    .insert(profiles)
    .values({
      ...(await person('profile')),
      profileTitle: `Talent ${marker}`,
      cvFileId: await file('profile'),
      process: 'NEW',
    })
    .returning();
  const [interview] = await db
    .insert(talentInterviews)
    .values({
      ...(await person('interview')),
      kind: 'TALENT_REQUEST',
      client: `Client ${marker}`,
      process: 'CONFIRMED',
    })
    .returning();
  const [contact] = await db
    .insert(contacts)
    .values({
      ...(await person('contact')),
      message: 'Hello',
      post: `Post ${marker}`,
      fileId: await file('contact'),
      process: 'NEW',
    })
    .returning();
  return {
    'job-applications': job!.id,
    'spontaneous-applications': spontaneous!.id,
    profiles: profile!.id,
    'talent-interviews': interview!.id,
    contacts: contact!.id,
  };
}

/** Every record a list selects, page after page by its cursor: the ids, and each page answered 200. */
async function walk(url: string): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | null | undefined;
  do {
    const res = await ctx.admin.get(`${url}${url.includes('?') ? '&' : '?'}size=100${after ? `&after=${after}` : ''}`);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    const page = body<Page<Row>>(res);
    rows.push(...page.items);
    after = page.next;
  } while (after);
  return rows;
}

const CATALOGS = { en, fr, nl };
const RESOURCES: PipelineResource[] = [
  'job-applications',
  'spontaneous-applications',
  'talent-interviews',
  'contacts',
  'profiles',
];

describe('anonymised records in the back-office', () => {
  it('list, filter, sort, search, open and export like any other, marked as anonymised, and ended', async () => {
    const ids = await openRecords();
    for (const resource of RESOURCES) {
      const erased = await ctx.admin.send('POST', '/api/privacy/erase', { recordType: resource, id: ids[resource] });
      expect(erased.statusCode, erased.body).toBe(200);
    }

    for (const resource of RESOURCES) {
      const id = ids[resource];
      const marked = (rows: Row[], where: string) => {
        const row = rows.find((r) => r.id === id);
        expect(row, `${resource} ${id} missing from ${where}`).toBeDefined();
        expect(row!.anonymisedAt, where).toEqual(expect.any(String));
        expect(row!.process, where).toBe(ERASED_END_STATE[resource]);
      };

      // The first page as the screen opens it: the newest first.
      const first = await ctx.admin.get(`/api/${resource}`);
      expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
      marked(body<Page<Row>>(first).items, 'the first page');

      for (const state of statesOf(resource)) {
        const rows = await walk(`/api/${resource}?process=${state}`);
        if (state === ERASED_END_STATE[resource]) marked(rows, `process=${state}`);
        else expect(rows.some((r) => r.id === id)).toBe(false);
      }
      for (const field of Object.keys(LIST_SPECS[resource].sortable)) {
        for (const direction of ['asc', 'desc'])
          marked(await walk(`/api/${resource}?sort=${field}:${direction}`), field);
      }
      marked(await walk(`/api/${resource}?q=${marker}`), 'q');
      if (resource === 'profiles') {
        marked(await walk(`/api/profiles?display=false`), 'display=false');
      }

      const record = await ctx.admin.get(`/api/${resource}/${id}`);
      expect(record.statusCode, record.body.slice(0, 300)).toBe(200);
      const detail = body<Row & { files: unknown[]; history: HistoryEntry[] }>(record);
      expect(detail.anonymisedAt).toEqual(expect.any(String));
      expect(detail.files).toEqual([]);
      // The open record ended with the erasure, and its history says so.
      expect(detail.process).toBe(ERASED_END_STATE[resource]);
      expect(detail.history.at(-1)).toMatchObject({
        toState: ERASED_END_STATE[resource],
        comment: ERASED_COMMENT,
        changedBy: 'admin',
      });

      if (resource === 'profiles') continue; // Profiles have no CSV export.
      for (const lang of LANGUAGES) {
        const csv = await ctx.admin.get(`/api/${resource}/export?lang=${lang}&q=${marker}`);
        expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
        const line = csv.body.split('\r\n').find((l) => l.startsWith(`${id};`));
        expect(line, `${resource} ${lang} CSV`).toBeDefined();
        expect(line).toContain(`;${CATALOGS[lang].admin.anonymised.label};`);
      }
      const all = await ctx.admin.get(`/api/${resource}/export`);
      expect(all.statusCode).toBe(200);
      expect(all.body.split('\r\n').some((l) => l.startsWith(`${id};`))).toBe(true);
    }
  });

  it('keeps an ended record where it ended, and its state no longer moves', async () => {
    const fields = { firstName: 'No', lastName: `Go${marker}`, email: `nogo.${marker}@example.org`, phone: phone() };
    const [row] = await ctx.t.app.db
      .insert(jobApplications)
      .values({ ...fields, personId: await personOf(ctx.t.app.db, fields), process: 'NO_GO' })
      .returning();
    const erased = await ctx.admin.send('POST', '/api/privacy/erase', { recordType: 'job-applications', id: row!.id });
    expect(erased.statusCode).toBe(200);
    const record = body<Row & { history: HistoryEntry[] }>(await ctx.admin.get(`/api/job-applications/${row!.id}`));
    expect(record.process).toBe('NO_GO');
    expect(record.history).toEqual([]);
    // NO_GO may go back to review, but not once the person it was about is gone.
    const moved = await ctx.admin.send('PUT', `/api/job-applications/${row!.id}/process`, { process: 'IN_REVIEW' });
    expect(moved.statusCode).toBe(409);
  });
});
