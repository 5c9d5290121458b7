import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';
import { createJob, createJobApplication, createManager, newMarker } from '../../../../tests/helpers/factories.ts';
import { jobs } from '../../db/schema/index.ts';

const ctx = adminTestApp();

/** Twelve jobs of the test's own (two hidden, one urgent: the list has a second page) and an application to one. */
beforeAll(async () => {
  newJob.manager = (await createManager(ctx.t.app)).id;
  for (let i = 0; i < 12; i++) {
    await createJob(ctx.t.app, newMarker(), { displayJob: i >= 2, urgentStatus: i === 2 });
  }
  await createJobApplication(ctx.t.app);
});

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Every job field of docs/spec/product-spec.md#3-entities-and-their-fields. */
const newJob = {
  jobRef: 'NW-TEST-1',
  title: 'Kotlin Developer',
  descriptionEn: 'Build mobile apps.',
  descriptionFr: 'Développer des apps mobiles.',
  descriptionsNl: 'Mobiele apps bouwen.',
  region: 'Brussels',
  education: 'Master',
  startDate: inAMonth,
  endDate: '',
  type: 'CDI',
  technicalSkills: 'Kotlin, Android',
  /** The test's own manager (beforeAll). */
  manager: 0,
  displayJob: true,
  experience: '2-5',
  jobTypeId: 2,
  industry: 'IT',
  employmentType: 'FULL_TIME',
  workPlaceType: 'HYBRID',
  seniorityLevel: 'MEDIOR',
  startDateUrgent: true,
  rate: '',
  urgentStatus: true,
  endApplicationDate: inAMonth,
};

describe('jobs', () => {
  let id: number;

  it('POST /api/job/add saves every field, and the job is public at once', async () => {
    const res = await ctx.admin.send('POST', '/api/job/add', newJob);
    expect(res.statusCode).toBe(201);
    const saved = body<typeof newJob & { id: number; open: boolean; endDate: string | null }>(res);
    expect(saved).toMatchObject({ ...newJob, endDate: null, open: true });
    id = saved.id;
    expect((await ctx.t.app.inject({ method: 'GET', url: `/public/api/job/${id}` })).statusCode).toBe(200);
  });

  it('refuses bad input field by field', async () => {
    const res = await ctx.admin.send('POST', '/api/job/add', {
      ...newJob,
      title: '',
      startDate: '2026-02-31',
      urgentStatus: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      error: {
        fields: { title: 'validation.required', startDate: 'validation.date', urgentStatus: 'validation.invalid' },
      },
    });
    const manager = await ctx.admin.send('POST', '/api/job/add', { ...newJob, manager: 999 });
    expect(manager.statusCode).toBe(400);
    expect(body(manager)).toMatchObject({ error: { fields: { manager: 'validation.unknownManager' } } });
  });

  it('PUT /api/job/edit saves; hiding the job takes it off the public site', async () => {
    const res = await ctx.admin.send('PUT', '/api/job/edit', { ...newJob, id, displayJob: false, title: 'Kotlin Dev' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ id, title: 'Kotlin Dev', displayJob: false, open: false });
    expect((await ctx.t.app.inject({ method: 'GET', url: `/public/api/job/${id}` })).statusCode).toBe(404);
    expect((await ctx.admin.send('PUT', '/api/job/edit', { ...newJob, id: 424242 })).statusCode).toBe(404);
  });

  it('lists jobs with search, filters and pages', async () => {
    // The two hidden jobs made above and the one the test hid.
    const hidden = body<{ total: number }>(await ctx.admin.get('/api/jobs?displayJob=false'));
    expect(hidden.total).toBe(3);
    const urgent = body<{ items: { urgentStatus: boolean }[] }>(
      await ctx.admin.get('/api/jobs?urgentStatus=true&size=50'),
    );
    expect(urgent.items.every((j) => j.urgentStatus)).toBe(true);
    const found = body<{ items: { id: number }[] }>(await ctx.admin.get('/api/jobs?q=NW-TEST'));
    expect(found.items.map((j) => j.id)).toEqual([id]);
    // A search with the shown / urgent filters reads them in the search copy (decision 0043): the same jobs.
    const ids = async (url: string) =>
      body<{ items: { id: number }[] }>(await ctx.admin.get(url)).items.map((j) => j.id);
    expect(await ids('/api/jobs?q=NW-TEST&displayJob=false')).toEqual([id]);
    expect(await ids('/api/jobs?q=NW-TEST&displayJob=true')).toEqual([]);
    const [job] = await ctx.t.app.db.select({ urgent: jobs.urgentStatus }).from(jobs).where(eq(jobs.id, id));
    expect(await ids(`/api/jobs?q=NW-TEST&urgentStatus=${job!.urgent}`)).toEqual([id]);
    expect(await ids(`/api/jobs?q=NW-TEST&urgentStatus=${!job!.urgent}`)).toEqual([]);
    const e = await ids('/api/jobs?q=e&displayJob=true&size=100');
    const eHidden = await ids('/api/jobs?q=e&displayJob=false&size=100');
    const eAll = await ids('/api/jobs?q=e&size=100');
    expect(e.length).toBeGreaterThan(0);
    expect([...e, ...eHidden].sort()).toEqual([...eAll].sort());
    const page2 = body<{ items: unknown[]; page: number; total: number }>(
      await ctx.admin.get('/api/jobs?page=2&size=10'),
    );
    // Every job is listed, whatever the seed holds: the list's total is the table's.
    const [stored] = await ctx.t.app.db.select({ n: count() }).from(jobs);
    expect(page2).toMatchObject({ page: 2, total: stored!.n });
    expect(page2.items).toHaveLength(Math.min(10, stored!.n - 10));
    expect((await ctx.admin.get('/api/jobs?size=1000')).statusCode).toBe(400);
    expect((await ctx.admin.get('/api/jobs?from=2026-05-01&to=2026-04-01')).statusCode).toBe(400);
  });

  it('DELETE /api/deleteJob/{id} deletes; applications to it stay', async () => {
    const [application] = body<{ items: { id: number; jobId: number }[] }>(
      await ctx.admin.get('/api/job-applications?size=1'),
    ).items;
    expect((await ctx.admin.send('DELETE', `/api/deleteJob/${id}`)).statusCode).toBe(204);
    expect((await ctx.admin.get(`/api/jobs/${id}`)).statusCode).toBe(404);
    expect((await ctx.admin.send('DELETE', `/api/deleteJob/${id}`)).statusCode).toBe(404);
    expect((await ctx.admin.send('DELETE', `/api/deleteJob/${application!.jobId}`)).statusCode).toBe(204);
    const kept = await ctx.admin.get(`/api/job-applications/${application!.id}`);
    expect(kept.statusCode).toBe(200);
    expect(body(kept)).toMatchObject({ jobId: null });
  });
});
