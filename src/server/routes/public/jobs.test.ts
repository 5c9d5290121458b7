import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, firmDayFromNow, newMarker } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { PublicJob } from '../../../shared/schemas/job.ts';
import type { Page } from '../../../shared/schemas/pagination.ts';
import { jobApplications, stateHistory, storedFiles } from '../../db/schema/index.ts';
import { readStoredFileBytes } from '../../files/stored-file.ts';
import { pdf, postForm } from '../../../../tests/helpers/public-forms.ts';

let t: TestApp;
/** The word this file's jobs carry: searching it counts them and nothing else. */
const marker = newMarker();
let hiddenId: number;
let expiredId: number;
let lastDayId: number;
let openId: number;
let openTitle: string;
beforeAll(async () => {
  t = await createTestApp();
  const job = (overrides: Parameters<typeof createJob>[2] = {}) => createJob(t.app, marker, overrides);
  hiddenId = (await job({ displayJob: false })).id;
  expiredId = (await job({ endApplicationDate: firmDayFromNow(t.app, -1) })).id;
  // The deadline day itself is still open, in the firm's time zone.
  lastDayId = (await job({ endApplicationDate: firmDayFromNow(t.app, 0) })).id;
  const open = await job({ title: `Senior Java Developer ${marker}`, endApplicationDate: firmDayFromNow(t.app, 30) });
  [openId, openTitle] = [open.id, open.title];
  for (let i = 0; i < 9; i++) await job({ urgentStatus: i === 4, type: i % 2 ? 'FREELANCE' : 'CDI' });
  // Two jobs of another word, that the keyword and filter searches below find.
  const other = newMarker();
  await createJob(t.app, other, { descriptionFr: `Pour une banque privée (${other}).` });
  await createJob(t.app, other, { region: 'Antwerpen', industry: 'LOGISTICS' });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/public/api/jobs?${query}` });
  return { status: res.statusCode, body: res.json<Page<PublicJob>>() };
};

describe('GET /public/api/jobs', () => {
  it('lists the open jobs only, a page at a time, urgent ones first', async () => {
    // This file's jobs: 9 plain ones, one open until its last day (today), one open for a month.
    const { status, body } = await search(`keyword=${marker}&size=4`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 11, page: 1, size: 4 });
    expect(body.items).toHaveLength(4);
    expect(body.items[0]!.urgentStatus).toBe(true);
    const all = (await search(`keyword=${marker}&size=100`)).body.items;
    expect(all).toHaveLength(11);
    expect(all.map((j) => j.id)).toContain(lastDayId);
    expect(all.map((j) => j.id)).not.toContain(hiddenId);
    expect(all.map((j) => j.id)).not.toContain(expiredId);
    expect(all.every((j) => j.open)).toBe(true);
    expect(Object.keys(all[0]!)).not.toContain('manager');
    expect((await search(`keyword=${marker}&size=4&page=3`)).body.items).toHaveLength(3);
    // Without a keyword, the whole list is urgent jobs first.
    const first = (await search('')).body.items;
    expect(first[0]!.urgentStatus).toBe(true);
    expect(first.map((j) => j.id)).not.toContain(expiredId);
  });

  it('finds a keyword in any of the three languages, best match first', async () => {
    const java = (await search('keyword=java')).body;
    expect(java.total).toBeGreaterThan(0);
    expect(java.items[0]!.title).toMatch(/Java/);
    // Each language's text is searched: the marker is in all three descriptions of this file's jobs.
    expect((await search(`keyword=${encodeURIComponent(`emploi ${marker}`)}`)).body.total).toBeGreaterThan(0);
    // "banque" is only in the French descriptions.
    const banque = (await search('keyword=banque')).body;
    expect(banque.total).toBeGreaterThan(0);
    expect(banque.items.every((j) => /banque/i.test(j.descriptionFr))).toBe(true);
    expect((await search('keyword=xyzzy-nothing')).body).toMatchObject({ total: 0, items: [] });
    // websearch syntax never fails, whatever the visitor types.
    expect((await search(`keyword=${encodeURIComponent('"java -kafka or (:&!')}`)).status).toBe(200);
  });

  it('filters by type, province, industry, seniority and experience', async () => {
    const freelance = (await search(`keyword=${marker}&type=FREELANCE&size=100`)).body;
    expect(freelance.total).toBe(4);
    expect(freelance.items.every((j) => j.type === 'FREELANCE')).toBe(true);
    const antwerp = (await search('province=Antwerpen&industry=LOGISTICS&size=100')).body;
    expect(antwerp.total).toBeGreaterThan(0);
    expect(antwerp.items.every((j) => j.region === 'Antwerpen' && j.industry === 'LOGISTICS')).toBe(true);
    const senior = (await search('seniorityLevel=SENIOR&experience=5-10&size=100')).body;
    expect(senior.items.every((j) => j.seniorityLevel === 'SENIOR' && j.experience === '5-10')).toBe(true);
  });

  it('refuses bad paging with the field at fault', async () => {
    const tooBig = await search('size=1000');
    expect(tooBig.status).toBe(400);
    expect(Object.keys((tooBig.body as unknown as { error: { fields: object } }).error.fields)).toEqual(['size']);
    expect((await search('page=0')).status).toBe(400);
    expect((await search(`keyword=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('GET /public/api/job/{id}', () => {
  it('answers an open job, a closed one as closed, and 404 for a hidden one', async () => {
    const open = await t.app.inject({ method: 'GET', url: `/public/api/job/${openId}` });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ id: openId, title: openTitle, open: true });
    const expired = await t.app.inject({ method: 'GET', url: `/public/api/job/${expiredId}` });
    expect(expired.json()).toMatchObject({ id: expiredId, open: false });
    const lastDay = await t.app.inject({ method: 'GET', url: `/public/api/job/${lastDayId}` });
    expect(lastDay.json()).toMatchObject({ id: lastDayId, open: true });
    expect((await t.app.inject({ method: 'GET', url: `/public/api/job/${hiddenId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/public/api/job/99999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/public/api/job/abc' })).statusCode).toBe(400);
  });
});

describe('POST /public/api/job/{id}/apply', () => {
  const application = {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    phone: '+32470123456',
    message: 'I would love to join this project.',
    website: '',
  };
  const cv = () => ({ name: 'file', fileName: 'jane-doe-cv.pdf', data: pdf() });
  const apply = (id: number, value: unknown, file: Parameters<typeof postForm>[3] | null = cv(), lang = 'fr') =>
    postForm(t, `/public/api/job/${id}/apply?lang=${lang}`, { name: 'application', value }, file ?? undefined);
  const counts = async () => ({
    applications: (await t.app.db.select({ n: count() }).from(jobApplications))[0]!.n,
    files: (await t.app.db.select({ n: count() }).from(storedFiles))[0]!.n,
  });

  it('stores the application, its CV and its first history row', async () => {
    const res = await apply(openId, application);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row).toMatchObject({
      jobId: openId,
      jobTitle: openTitle,
      email: 'jane.doe@example.com',
      process: 'NEW',
      lang: 'fr',
    });
    const [file] = await t.app.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(file).toMatchObject({ fileName: 'jane-doe-cv.pdf', mimeType: 'application/pdf' });
    expect((await readStoredFileBytes(t.app.db, file!.id)).subarray(0, 5).toString()).toBe('%PDF-');
    const history = await t.app.db
      .select()
      .from(stateHistory)
      .where(and(eq(stateHistory.recordType, 'job-applications'), eq(stateHistory.recordId, id)));
    expect(history).toEqual([expect.objectContaining({ fromState: null, toState: 'NEW', changedBy: null })]);
  });

  it('refuses bad fields with their i18n keys and saves nothing', async () => {
    const before = await counts();
    const res = await apply(openId, { ...application, email: 'Jane@Example', phone: '0470', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        fields: { email: 'validation.emailDomain', phone: 'validation.phoneTooShort', message: 'validation.required' },
      },
    });
    const missing = await apply(openId, {}, null);
    expect(missing.json()).toMatchObject({
      error: {
        fields: { firstName: 'validation.required', lastName: 'validation.required', file: 'validation.fileRequired' },
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that is not a CV document (415) or too large (413), naming the file field', async () => {
    const before = await counts();
    const text = await apply(openId, application, { name: 'file', fileName: 'cv.pdf', data: Buffer.from('just text') });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { fields: { file: 'validation.fileType' } } });
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await apply(openId, application, { name: 'file', fileName: 'cv.pdf', data: big });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error: { fields: { file: 'validation.fileTooLarge' } } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a closed job with 409, and a hidden job or one that does not exist with 404 like its GET', async () => {
    const before = await counts();
    const closed = await apply(expiredId, application);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      error: { code: 'JOB_CLOSED', message: 'Applications for this job are closed' },
    });
    for (const id of [hiddenId, 99999]) {
      const get = await t.app.inject({ method: 'GET', url: `/public/api/job/${id}` });
      const res = await apply(id, application);
      expect(get.statusCode).toBe(404);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(get.json());
    }
    expect(await counts()).toEqual(before);
  });

  it('takes everyday Belgian input and stores it in the spec form', async () => {
    const res = await apply(openId, { ...application, email: ' Jan.Peeters@Gmail.com', phone: '0470 12 34 56' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, res.json<{ id: number }>().id));
    expect(row).toMatchObject({ email: 'jan.peeters@gmail.com', phone: '+32470123456' });
    const plus = await apply(openId, { ...application, phone: '+32 470 12 34 56' });
    expect(plus.statusCode).toBe(201);
  });

  it('refuses a JSON body: the CV must come with it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/public/api/job/${openId}/apply`,
      headers: t.xsrf,
      payload: application,
    });
    expect(res.statusCode).toBe(415);
  });
});
