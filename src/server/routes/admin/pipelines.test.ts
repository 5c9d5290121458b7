import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firmDay } from '../../../shared/firm-time.ts';
import { nextStates } from '../../../shared/schemas/process.ts';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';
import {
  createContactMessage,
  createInterviewBooking,
  createJobApplication,
  createSpontaneousApplication,
  cvUpload,
  moveRecord,
  newMarker,
} from '../../../../tests/helpers/factories.ts';

const ctx = adminTestApp();
const DAY_MS = 86_400_000;

/**
 * The test's own records: eight job applications over two weeks (three today, one of Verbeke, one in review),
 * three spontaneous applications, two client bookings (one confirmed) and a contact.
 */
beforeAll(async () => {
  const app = ctx.t.app;
  const now = app.clock.now().getTime();
  for (let i = 0; i < 8; i++) {
    const at = new Date(now - Math.max(0, i - 2) * 2 * DAY_MS);
    const application = await createJobApplication(app, { at, ...(i === 5 ? { lastName: 'Verbeke' } : {}) });
    if (i === 6) await moveRecord(app, 'job-applications', application.id, { process: 'IN_REVIEW' });
  }
  for (let i = 0; i < 3; i++)
    await createSpontaneousApplication(app, { cv: cvUpload(newMarker(), `CV_Spontaneous_${i}.pdf`) });
  await createInterviewBooking(app);
  const confirmed = await createInterviewBooking(app);
  await moveRecord(app, 'talent-interviews', confirmed.id, { process: 'CONFIRMED' });
  await createContactMessage(app);
});

interface Detail {
  id: number;
  process: string;
  history: { fromState: string | null; toState: string; comment: string; changedBy: string | null }[];
  files: { id: string; fileName: string }[];
  related: { id: number; label: string } | null;
}
const firstIn = async (resource: string, process: string) =>
  body<{ items: { id: number }[] }>(await ctx.admin.get(`/api/${resource}?process=${process}&size=1`)).items[0]!.id;

describe('pipeline lists', () => {
  it('filter by state and creation date, search and sort', async () => {
    const all = body<{ items: { process: string; creationDate: string }[]; total: number }>(
      await ctx.admin.get('/api/job-applications?size=100&sort=creationDate:asc'),
    );
    expect(all.total).toBeGreaterThan(5);
    const dates = all.items.map((a) => a.creationDate);
    expect(dates).toEqual([...dates].sort());
    const open = body<{ items: { process: string }[] }>(
      await ctx.admin.get('/api/job-applications?process=NEW,IN_REVIEW'),
    );
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.items.every((a) => ['NEW', 'IN_REVIEW'].includes(a.process))).toBe(true);
    // `from` and `to` are the firm's days (shared/firm-time.ts): between 23:00 and 24:00 UTC the UTC date of a record
    // is the day before the firm's, and this test failed then.
    const day = firmDay(new Date(all.items[0]!.creationDate));
    const onDay = body<{ items: { creationDate: string }[] }>(
      await ctx.admin.get(`/api/job-applications?from=${day}&to=${day}`),
    );
    expect(onDay.items.length).toBeGreaterThan(0);
    expect(onDay.items.every((a) => firmDay(new Date(a.creationDate)) === day)).toBe(true);
    const search = body<{ items: { lastName: string }[] }>(await ctx.admin.get('/api/job-applications?q=verbeke'));
    expect(search.items.map((a) => a.lastName)).toEqual(['Verbeke']);
    // LIKE wildcards are searched for literally.
    expect(body(await ctx.admin.get('/api/contacts?q=%25'))).toMatchObject({ total: 0 });
  });

  it('refuse unknown states, a reversed date range and unknown sort fields', async () => {
    const state = await ctx.admin.get('/api/contacts?process=HIRED');
    expect(state.statusCode).toBe(400);
    expect(body(state)).toMatchObject({ error: { fields: { process: 'validation.invalid' } } });
    const range = await ctx.admin.get('/api/talent-interviews?from=2026-03-02&to=2026-03-01');
    expect(body(range)).toMatchObject({ error: { fields: { to: 'validation.dateRange' } } });
    expect((await ctx.admin.get('/api/spontaneous-applications?sort=email:asc')).statusCode).toBe(400);
    expect((await ctx.admin.get('/api/spontaneous-applications?from=yesterday')).statusCode).toBe(400);
  });
});

describe('a job application', () => {
  it('is shown with its CV, its job and its history', async () => {
    const id = await firstIn('job-applications', 'IN_REVIEW');
    const record = body<Detail>(await ctx.admin.get(`/api/job-applications/${id}`));
    expect(record.files).toHaveLength(1);
    expect(record.related?.label).toBeTruthy();
    expect(record.history[0]).toMatchObject({ fromState: null, toState: 'NEW', changedBy: null });
    expect(record.history.at(-1)).toMatchObject({ toState: 'IN_REVIEW', changedBy: 'admin' });
    expect((await ctx.admin.get('/api/job-applications/99999')).statusCode).toBe(404);
  });

  it('moves only as its state machine allows, and NO_GO needs a reason', async () => {
    const id = await firstIn('job-applications', 'NEW');
    const move = (payload: object) => ctx.admin.send('PUT', `/api/job-applications/${id}/process`, payload);

    expect(body(await move({ process: 'REQUESTED' }))).toMatchObject({
      error: { fields: { process: 'validation.invalid' } },
    });
    expect((await move({})).statusCode).toBe(400);

    expect(body(await move({ process: 'IN_REVIEW', comment: 'CV looks good' }))).toMatchObject({
      process: 'IN_REVIEW',
    });
    expect((await move({ process: 'INTERVIEW' })).statusCode).toBe(200);
    const noReason = await move({ process: 'NO_GO', comment: 'no' });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason)).toMatchObject({ error: { fields: { noGoComment: 'validation.required' } } });
    const noGo = body<Detail & { noGoComment: string }>(
      await move({ process: 'NO_GO', noGoComment: 'Salary expectations too high' }),
    );
    expect(noGo).toMatchObject({ process: 'NO_GO', noGoComment: 'Salary expectations too high' });
    expect(noGo.history.slice(-3)).toEqual([
      expect.objectContaining({ fromState: 'NEW', toState: 'IN_REVIEW', comment: 'CV looks good', changedBy: 'admin' }),
      expect.objectContaining({ fromState: 'IN_REVIEW', toState: 'INTERVIEW' }),
      expect.objectContaining({ fromState: 'INTERVIEW', toState: 'NO_GO', comment: 'Salary expectations too high' }),
    ]);
    expect((await move({ process: 'IN_REVIEW' })).statusCode).toBe(200);
    expect(
      (await ctx.admin.send('PUT', '/api/job-applications/99999/process', { process: 'IN_REVIEW' })).statusCode,
    ).toBe(404);
  });

  it('PATCH edits comment and notes, and nothing else', async () => {
    const id = await firstIn('job-applications', 'NEW');
    const res = await ctx.admin.send('PATCH', `/api/job-applications/${id}`, {
      comment: 'Call back Monday',
      notes: 'Speaks NL',
    });
    expect(body(res)).toMatchObject({ comment: 'Call back Monday', notes: 'Speaks NL', process: 'NEW' });
    expect((await ctx.admin.send('PATCH', `/api/job-applications/${id}`, { process: 'HIRED' })).statusCode).toBe(400);
    expect((await ctx.admin.send('PATCH', `/api/job-applications/${id}`, { email: 'x@y.be' })).statusCode).toBe(400);
    expect((await ctx.admin.send('PATCH', '/api/job-applications/99999', { notes: 'x' })).statusCode).toBe(404);
  });
});

describe('a talent interview', () => {
  it('needs a new date and time to be RESCHEDULED, then is CONFIRMED again', async () => {
    const id = await firstIn('talent-interviews', 'REQUESTED');
    const move = (payload: object) => ctx.admin.send('PUT', `/api/talent-interviews/${id}/process`, payload);
    const missing = await move({ process: 'RESCHEDULED' });
    expect(body(missing)).toMatchObject({
      error: { fields: { rescheduledBookedDate: 'validation.required', rescheduledBookedTime: 'validation.required' } },
    });
    expect(
      body(await move({ process: 'RESCHEDULED', rescheduledBookedDate: '2026-12-10', rescheduledBookedTime: '25:00' })),
    ).toMatchObject({ error: { fields: { rescheduledBookedTime: 'validation.time' } } });
    const moved = await move({
      process: 'RESCHEDULED',
      rescheduledBookedDate: '2026-12-10',
      rescheduledBookedTime: '09:30',
    });
    expect(body(moved)).toMatchObject({
      process: 'RESCHEDULED',
      rescheduledBookedDate: '2026-12-10',
      rescheduledBookedTime: '09:30',
    });
    expect((await move({ process: 'DONE' })).statusCode).toBe(409);
    expect((await move({ process: 'CONFIRMED' })).statusCode).toBe(200);
  });

  it('records feedback and the resume with PATCH', async () => {
    const id = await firstIn('talent-interviews', 'CONFIRMED');
    const res = await ctx.admin.send('PATCH', `/api/talent-interviews/${id}`, {
      feedbackConsultant: 'Good fit',
      feedbackClient: 'Wants a second round',
      interviewResume: 'Discussed the migration project.',
    });
    expect(body(res)).toMatchObject({ feedbackClient: 'Wants a second round' });
    expect((await ctx.admin.send('PATCH', `/api/talent-interviews/${id}`, { commentAdmin: 'x' })).statusCode).toBe(400);
  });
});

describe('a contact', () => {
  it('takes a commentAdmin and moves NEW → IN_PROGRESS → CLOSED, never back', async () => {
    const id = await firstIn('contacts', 'NEW');
    expect(body(await ctx.admin.send('PATCH', `/api/contacts/${id}`, { commentAdmin: 'Called back' }))).toMatchObject({
      commentAdmin: 'Called back',
    });
    expect((await ctx.admin.send('PATCH', `/api/contacts/${id}`, { feedbackClient: 'x' })).statusCode).toBe(400);
    expect((await ctx.admin.send('PUT', `/api/contacts/${id}/process`, { process: 'IN_PROGRESS' })).statusCode).toBe(
      200,
    );
    expect((await ctx.admin.send('PUT', `/api/contacts/${id}/process`, { process: 'CLOSED' })).statusCode).toBe(200);
    expect((await ctx.admin.send('PUT', `/api/contacts/${id}/process`, { process: 'NEW' })).statusCode).toBe(409);
  });
});

describe('GET /api/files/{id}', () => {
  it('downloads a CV as an attachment of its stored type', async () => {
    const id = await firstIn('spontaneous-applications', 'NEW');
    const { files } = body<Detail>(await ctx.admin.get(`/api/spontaneous-applications/${id}`));
    const res = await ctx.admin.get(`/api/files/${files[0]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="CV_.*\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await ctx.admin.get('/api/files/3f0c5a8e-6b1d-4c55-9a7e-1f2b3c4d5e6f')).statusCode).toBe(404);
    expect((await ctx.admin.get('/api/files/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /api/dashboard', () => {
  it('counts each pipeline by state, lists what waits, and charts applications a week', async () => {
    const d = body<{
      counts: Record<string, Record<string, number>>;
      waiting: { resource: string; process: string }[];
      applicationsPerWeek: { week: string; jobApplications: number }[];
    }>(await ctx.admin.get('/api/dashboard'));
    const total = body<{ total: number }>(await ctx.admin.get('/api/contacts')).total;
    expect(Object.values(d.counts.contacts!).reduce((a, b) => a + b, 0)).toBe(total);
    expect(d.waiting.length).toBeGreaterThan(0);
    expect(d.waiting.every((w) => w.process === (w.resource === 'talent-interviews' ? 'REQUESTED' : 'NEW'))).toBe(true);
    expect(d.applicationsPerWeek).toHaveLength(16);
    expect(d.applicationsPerWeek.reduce((a, w) => a + w.jobApplications, 0)).toBeGreaterThan(0);
  });

  it('charts each week as many applications as the tables hold, as they arrive, move and go', async () => {
    const run = async (text: string) => (await ctx.t.app.db.execute(sql.raw(text))) as { rows: unknown[] };
    /** Applications per week (Monday, UTC) counted in the table itself. */
    const counted = async (table: string) =>
      new Map(
        (
          await run(`select to_char(date_trunc('week', creation_date at time zone 'UTC'), 'YYYY-MM-DD') as week,
            count(*)::int as n from ${table} group by 1`)
        ).rows.map((r) => [(r as { week: string }).week, (r as { n: number }).n]),
      );
    const id = await firstIn('job-applications', 'NEW');
    await run(`insert into job_applications (person_id, job_id, job_title, first_name, last_name, email, phone, process)
      select person_id, job_id, job_title, 'Week', 'Count', 'week.count@example.test', phone, 'NEW' from job_applications
      where id = ${id}`);
    await run(`update job_applications set creation_date = now() - interval '3 weeks' where id = ${id}`);
    await run(`delete from spontaneous_applications where id = (select min(id) from spontaneous_applications)`);

    const chart = body<{
      applicationsPerWeek: { week: string; jobApplications: number; spontaneousApplications: number }[];
    }>(await ctx.admin.get('/api/dashboard')).applicationsPerWeek;
    const [jobs, spontaneous] = [await counted('job_applications'), await counted('spontaneous_applications')];
    expect(chart.map((w) => [w.week, w.jobApplications, w.spontaneousApplications])).toEqual(
      chart.map((w) => [w.week, jobs.get(w.week) ?? 0, spontaneous.get(w.week) ?? 0]),
    );
    expect(chart.at(-1)!.jobApplications).toBeGreaterThan(0);
  });
});

// Last: it moves records out of NEW, which the tests above pick.
describe('moving through a pipeline (docs/product-decisions.md section 7)', () => {
  // docs/product-decisions.md section 7, "Moving through a pipeline".
  it('skips stages and steps back between open states, reopens a no go anywhere, each move a history row', async () => {
    for (const resource of ['job-applications', 'spontaneous-applications']) {
      const id = await firstIn(resource, 'NEW');
      const move = (payload: object) => ctx.admin.send('PUT', `/api/${resource}/${id}/process`, payload);
      expect((await move({ process: 'OFFER', comment: 'Known to the client' })).statusCode).toBe(200);
      expect((await move({ process: 'NEW' })).statusCode).toBe(200);
      expect((await move({ process: 'INTERVIEW' })).statusCode).toBe(200);
      expect((await move({ process: 'NO_GO' })).statusCode).toBe(400);
      expect((await move({ process: 'NO_GO', noGoComment: 'Chose another offer' })).statusCode).toBe(200);
      expect((await move({ process: 'OFFER' })).statusCode).toBe(200);
      const hired = body<Detail>(await move({ process: 'HIRED' }));
      expect(hired.history.slice(-6).map((h) => [h.fromState, h.toState])).toEqual([
        ['NEW', 'OFFER'],
        ['OFFER', 'NEW'],
        ['NEW', 'INTERVIEW'],
        ['INTERVIEW', 'NO_GO'],
        ['NO_GO', 'OFFER'],
        ['OFFER', 'HIRED'],
      ]);
      // Hired is final; so is a move to the state a record is in.
      for (const process of ['NEW', 'NO_GO', 'WITHDRAWN', 'HIRED'])
        expect((await move({ process, noGoComment: 'x' })).statusCode).toBe(409);
    }
  });

  it('keeps the talent interviews and contacts to their states, and a talent to its stages', () => {
    expect(nextStates('contacts', 'NEW')).toEqual(['IN_PROGRESS']);
    expect(nextStates('contacts', 'IN_PROGRESS')).toEqual(['CLOSED']);
    expect(nextStates('talent-interviews', 'REQUESTED')).toEqual(['CONFIRMED', 'RESCHEDULED', 'CANCELLED']);
    expect(nextStates('talent-interviews', 'DONE')).toEqual([]);
    expect(nextStates('profiles', 'NEW')).toEqual(['IN_REVIEW', 'NO_GO', 'WITHDRAWN']);
    // An application's: every open state but its own, then the ends; a no go reopens to any open state.
    expect(nextStates('job-applications', 'IN_REVIEW')).toEqual([
      'NEW',
      'INTERVIEW',
      'OFFER',
      'HIRED',
      'NO_GO',
      'WITHDRAWN',
    ]);
    expect(nextStates('spontaneous-applications', 'NO_GO')).toEqual(['NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER']);
    expect(nextStates('job-applications', 'HIRED')).toEqual([]);
  });
});
