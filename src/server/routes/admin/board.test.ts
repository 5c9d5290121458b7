import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, body, staff } from '../../../../tests/helpers/admin.ts';
import {
  createJob,
  createJobApplication,
  createManager,
  createSpontaneousApplication,
  newMarker,
  signedInUser,
} from '../../../../tests/helpers/factories.ts';
import type { Board } from '../../../shared/schemas/board.ts';
import { jobApplications, people, stateHistory } from '../../db/schema/index.ts';

/** The boards (issue 28 item 1, docs/decisions/0053): GET /api/jobs/{id}/board, POST …/{id}/move, the jobs list. */
const ctx = adminTestApp();

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

const boardOf = async (jobId: number, query = '') => {
  const res = await ctx.admin.get(`/api/jobs/${jobId}/board${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<Board>(res);
};
const column = (b: Board, state: string) => b.columns.find((c) => c.state === state)!;
const idsIn = (b: Board, state: string) => column(b, state).cards.map((c) => c.applicationId);
const move = (id: number, payload: Record<string, unknown>) =>
  ctx.admin.send('POST', `/api/job-applications/${id}/move`, payload);

/** A job with `n` applications, created one after the other (the newest comes first on the board). */
async function jobWith(n: number, overrides: Parameters<typeof createJob>[2] = {}) {
  const job = await createJob(ctx.t.app, newMarker(), overrides);
  const apps = [];
  for (let i = 0; i < n; i++) apps.push(await createJobApplication(ctx.t.app, { jobId: job.id }));
  return { job, ids: apps.map((a) => a.id), apps };
}

describe("a job's board", () => {
  it('has a column per state of the pipeline, counted, newest application first, with the card markers', async () => {
    const { job, ids, apps } = await jobWith(3);
    // The same e-mail applies again to the same job: flagged as a duplicate of the first.
    const again = await createJobApplication(ctx.t.app, { jobId: job.id, email: apps[0]!.email });
    await ctx.t.app.db
      .update(jobApplications)
      .set({ stateChangedAt: sql`now() - interval '3 days 2 hours'` })
      .where(eq(jobApplications.id, ids[0]!));

    const b = await boardOf(job.id);
    expect(b.job).toMatchObject({ id: job.id, title: job.title });
    expect(b.columns.map((c) => c.state)).toEqual([
      'NEW',
      'IN_REVIEW',
      'INTERVIEW',
      'OFFER',
      'HIRED',
      'NO_GO',
      'WITHDRAWN',
    ]);
    expect(b.columns.map((c) => c.count)).toEqual([4, 0, 0, 0, 0, 0, 0]);
    expect(column(b, 'NO_GO').ended).toBe(true);
    expect(idsIn(b, 'NEW')).toEqual([again.id, ...[...ids].reverse()]);
    const first = column(b, 'NEW').cards.find((c) => c.applicationId === ids[0])!;
    expect(first).toMatchObject({
      personId: apps[0]!.personId,
      name: `${apps[0]!.firstName} ${apps[0]!.lastName}`,
      rating: null,
      tags: [],
      daysInState: 3,
      hasCv: true,
      duplicateOf: null,
      anonymised: false,
    });
    expect(column(b, 'NEW').cards[0]).toMatchObject({ duplicateOf: ids[0], daysInState: 0 });

    // The text filter (name, e-mail, phone), and the first cards of a column only, with its whole count.
    const found = await boardOf(job.id, `?q=${encodeURIComponent(apps[1]!.lastName)}`);
    expect(idsIn(found, 'NEW')).toEqual([ids[1]]);
    expect(column(found, 'NEW').count).toBe(1);
    const two = await boardOf(job.id, '?limit=2');
    expect(column(two, 'NEW')).toMatchObject({ count: 4 });
    expect(idsIn(two, 'NEW')).toEqual(idsIn(b, 'NEW').slice(0, 2));
    // The tag and rating filters are part of the query (no card has marks yet); a wrong one is a 400 naming it.
    expect(column(await boardOf(job.id, '?rating=3'), 'NEW').count).toBe(0);
    const bad = await ctx.admin.get(`/api/jobs/${job.id}/board?rating=9`);
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorAnswer>(bad).error.fields).toHaveProperty('rating');
    expect((await ctx.admin.get('/api/jobs/2147483000/board')).statusCode).toBe(404);
  });

  it("marks a card whose person shares a phone with someone else as a possible duplicate (decision 0069's flag)", async () => {
    const { job, ids, apps } = await jobWith(2);
    const phone = `+3249${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const setPhone = (personId: number, value: string) =>
      ctx.t.app.db.update(people).set({ phone: value }).where(eq(people.id, personId));
    const marks = async () =>
      column(await boardOf(job.id), 'NEW').cards.map((c) => [c.applicationId, c.possibleDuplicate]);
    await setPhone(apps[0]!.personId, phone);
    await setPhone(apps[1]!.personId, phone);
    expect(await marks()).toEqual([
      [ids[1], true],
      [ids[0], true],
    ]);
    await setPhone(apps[1]!.personId, '');
    expect(await marks()).toEqual([
      [ids[1], false],
      [ids[0], false],
    ]);
  });

  it("shows each card's tags and average rating, and filters the columns by them (one statement)", async () => {
    const { job, ids } = await jobWith(3);
    const tag = body<{ id: number; name: string; color: string }>(
      await ctx.admin.send('POST', '/api/tags', { name: `board-${newMarker()}`, color: 'lime' }),
    );
    await ctx.admin.send('PUT', `/api/job-applications/${ids[0]}/tags`, { tagIds: [tag.id] });
    await ctx.admin.send('PUT', `/api/job-applications/${ids[1]}/tags`, { tagIds: [tag.id] });
    await ctx.admin.send('PUT', `/api/job-applications/${ids[0]}/rating`, { rating: 5 });
    await ctx.admin.send('PUT', `/api/job-applications/${ids[1]}/rating`, { rating: 2 });
    const card = (b: Board, id: number) => column(b, 'NEW').cards.find((c) => c.applicationId === id);
    const all = await boardOf(job.id);
    expect(card(all, ids[0]!)).toMatchObject({ rating: 5, tags: [tag] });
    expect(card(all, ids[1]!)).toMatchObject({ rating: 2, tags: [tag] });
    expect(card(all, ids[2]!)).toMatchObject({ rating: null, tags: [] });
    const tagged = await boardOf(job.id, `?tag=${tag.id}`);
    expect(column(tagged, 'NEW').count).toBe(2);
    expect(idsIn(tagged, 'NEW')).toEqual([ids[1], ids[0]]);
    const rated = await boardOf(job.id, `?tag=${tag.id}&rating=4`);
    expect(column(rated, 'NEW').count).toBe(1);
    expect(idsIn(rated, 'NEW')).toEqual([ids[0]]);
  });

  it('keeps the order of the cards a move places: before a card, last, or within its own column', async () => {
    const { job, ids } = await jobWith(4);
    const [a, b, c, d] = ids as [number, number, number, number];
    expect((await move(a, { state: 'IN_REVIEW' })).statusCode).toBe(200);
    expect((await move(b, { state: 'IN_REVIEW', beforeId: a })).statusCode).toBe(200);
    expect((await move(c, { state: 'IN_REVIEW' })).statusCode).toBe(200);
    expect(idsIn(await boardOf(job.id), 'IN_REVIEW')).toEqual([b, a, c]);

    // Within its column: only its place changes, no history row.
    const historyOf = async (id: number) =>
      ctx.t.app.db
        .select()
        .from(stateHistory)
        .where(and(eq(stateHistory.recordType, 'job-applications'), eq(stateHistory.recordId, id)));
    const before = (await historyOf(c)).length;
    const reorder = await move(c, { state: 'IN_REVIEW', beforeId: b, expectedState: 'IN_REVIEW' });
    expect(body(reorder)).toEqual({ applicationId: c, state: 'IN_REVIEW', changed: false });
    expect((await historyOf(c)).length).toBe(before);
    expect(idsIn(await boardOf(job.id), 'IN_REVIEW')).toEqual([c, b, a]);

    // Many moves between the same two cards: the order holds (the column is numbered again when needed).
    for (let i = 0; i < 60; i++) {
      const mover = i % 2 === 0 ? d : a;
      const res = await move(mover, { state: 'IN_REVIEW', beforeId: b });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(idsIn(await boardOf(job.id), 'IN_REVIEW')).toEqual([c, d, a, b]);

    // A change of state writes its history row, as the record page's does.
    const history = await historyOf(a);
    expect(history.at(-1)).toMatchObject({ fromState: 'NEW', toState: 'IN_REVIEW', changedBy: 'admin' });

    // A card placed before one that is not in the target column: 400 naming beforeId.
    const elsewhere = await move(d, { state: 'INTERVIEW', beforeId: b });
    expect(elsewhere.statusCode).toBe(400);
    expect(body<ErrorAnswer>(elsewhere).error.fields).toEqual({ beforeId: 'validation.notInColumn' });
    expect(idsIn(await boardOf(job.id), 'IN_REVIEW')).toContain(d);
  });

  it('answers 409 to the second of two staff moving the same card from the same state', async () => {
    const { job, ids } = await jobWith(1);
    const id = ids[0]!;
    const first = await move(id, { state: 'INTERVIEW', expectedState: 'NEW' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await move(id, { state: 'OFFER', expectedState: 'NEW' });
    expect(second.statusCode).toBe(409);
    expect(body<ErrorAnswer>(second).error).toMatchObject({
      code: 'STALE',
      fields: { state: 'validation.movedMeanwhile' },
    });
    expect(body<ErrorAnswer>(second).error.message).toContain('INTERVIEW');
    // Nothing of the second was written.
    expect(idsIn(await boardOf(job.id), 'INTERVIEW')).toEqual([id]);
  });

  it('refuses a move the rules forbid, and asks for the reason a no go needs', async () => {
    const { job, ids } = await jobWith(2);
    const [hired, refused] = ids as [number, number];
    expect((await move(hired, { state: 'HIRED' })).statusCode).toBe(200);
    const back = await move(hired, { state: 'NEW' });
    expect(back.statusCode).toBe(409);
    expect(body<ErrorAnswer>(back).error.fields).toEqual({ state: 'validation.invalidTransition' });
    expect(body<ErrorAnswer>(back).error.message).toContain('HIRED');

    const noReason = await move(refused, { state: 'NO_GO' });
    expect(noReason.statusCode).toBe(400);
    expect(body<ErrorAnswer>(noReason).error.fields).toEqual({ reason: 'validation.required' });
    expect(idsIn(await boardOf(job.id), 'NEW')).toEqual([refused]);

    const mailsBefore = body<unknown[]>(await ctx.admin.get(`/api/job-applications/${refused}/mails`)).length;
    const noGo = await move(refused, { state: 'NO_GO', reason: 'No Dutch', sendMail: true });
    expect(noGo.statusCode, noGo.body).toBe(200);
    const record = body<{ noGoComment: string; history: { toState: string; comment: string }[] }>(
      await ctx.admin.get(`/api/job-applications/${refused}`),
    );
    expect(record.noGoComment).toBe('No Dutch');
    expect(record.history.at(-1)).toMatchObject({ toState: 'NO_GO', comment: 'No Dutch' });
    const mails = body<{ template: string }[]>(await ctx.admin.get(`/api/job-applications/${refused}/mails`));
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.map((m) => m.template)).toContain('application-rejected');

    const unknown = await move(refused, { state: 'PUBLISHED' });
    expect(unknown.statusCode).toBe(400);
    expect(body<ErrorAnswer>(unknown).error.fields).toHaveProperty('state');
  });

  it('is in a limited MANAGER’s charge only for their jobs', async () => {
    const manager = await createManager(ctx.t.app);
    const mine = await jobWith(1, { managerId: manager.id });
    const theirs = await jobWith(1);
    const { token } = await signedInUser(ctx.t, {
      role: 'MANAGER',
      idManager: manager.id,
      recordScope: 'charge',
    });
    const scoped = staff(ctx.t, token);
    const own = await scoped.get(`/api/jobs/${mine.job.id}/board`);
    expect(own.statusCode, own.body).toBe(200);
    expect(idsIn(body<Board>(own), 'NEW')).toEqual(mine.ids);
    expect((await scoped.get(`/api/jobs/${theirs.job.id}/board`)).statusCode).toBe(404);
    const foreign = await scoped.send('POST', `/api/job-applications/${theirs.ids[0]}/move`, { state: 'IN_REVIEW' });
    expect(foreign.statusCode).toBe(404);
    expect(idsIn(await boardOf(theirs.job.id), 'NEW')).toEqual(theirs.ids);
    const moved = await scoped.send('POST', `/api/job-applications/${mine.ids[0]}/move`, { state: 'IN_REVIEW' });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('the jobs list', () => {
  it("shows each job's applications per state", async () => {
    const { job, ids } = await jobWith(3);
    await move(ids[0]!, { state: 'INTERVIEW' });
    const empty = await createJob(ctx.t.app, newMarker());
    const list = async (marker: string) =>
      body<{ items: { id: number; stateCounts: Record<string, number> }[] }>(
        await ctx.admin.get(`/api/jobs?q=${encodeURIComponent(marker)}`),
      ).items;
    expect((await list(job.jobRef)).find((j) => j.id === job.id)?.stateCounts).toEqual({ NEW: 2, INTERVIEW: 1 });
    expect((await list(empty.jobRef)).find((j) => j.id === empty.id)?.stateCounts).toEqual({});
  });
});

describe("the spontaneous applications' board", () => {
  it('lists them by state and moves them through their pipeline', async () => {
    const a = await createSpontaneousApplication(ctx.t.app);
    const url = `/api/spontaneous-applications/board?q=${encodeURIComponent(a.lastName)}`;
    const b = body<Board>(await ctx.admin.get(url));
    expect(b).toMatchObject({ resource: 'spontaneous-applications', job: null });
    expect(idsIn(b, 'NEW')).toEqual([a.id]);
    const res = await ctx.admin.send('POST', `/api/spontaneous-applications/${a.id}/move`, {
      state: 'INTERVIEW',
      expectedState: 'NEW',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(idsIn(body<Board>(await ctx.admin.get(url)), 'INTERVIEW')).toEqual([a.id]);
  });
});
