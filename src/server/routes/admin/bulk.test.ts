import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';
import {
  createContactMessage,
  createJob,
  createJobApplication,
  moveRecord,
  newMarker,
} from '../../../../tests/helpers/factories.ts';
import type { BulkSummary } from '../../../shared/schemas/bulk.ts';
import type { Tag } from '../../../shared/schemas/tags.ts';
import { auditLog, jobApplications, outboxMails, stateHistory } from '../../db/schema/index.ts';
import { loadApplicationMarks } from '../../tags/application-marks.ts';

/** POST /api/bulk (issue 28, item 5; decision 0055). */
const ctx = adminTestApp();

type Fields = { error: { code: string; fields?: Record<string, string> } };

const bulk = (payload: unknown) => ctx.admin.send('POST', '/api/bulk', payload);
const apps = (...ids: number[]) => ids.map((id) => ({ recordType: 'job-applications', id }));

async function auditRows(action: string, ids: number[]) {
  const rows = await ctx.t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((r) => ids.includes(Number(r.detail.id)));
}

describe('bulk actions', () => {
  it('move each record through its state machine and history, and say which were refused and why', async () => {
    const [a, b, hired] = [
      await createJobApplication(ctx.t.app),
      await createJobApplication(ctx.t.app),
      await createJobApplication(ctx.t.app),
    ];
    await moveRecord(ctx.t.app, 'job-applications', hired.id, { process: 'HIRED' });
    const res = await bulk({ action: 'move', records: apps(a.id, b.id, hired.id), state: 'INTERVIEW' });
    expect(res.statusCode, res.body).toBe(200);
    const summary = body<BulkSummary>(res);
    expect(summary.moved).toEqual(apps(a.id, b.id));
    expect(summary.refused).toEqual([
      expect.objectContaining({ recordType: 'job-applications', id: hired.id, reason: 'validation.invalidTransition' }),
    ]);
    const rows = await ctx.t.app.db
      .select()
      .from(jobApplications)
      .where(inArray(jobApplications.id, [a.id, b.id, hired.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.process]))).toEqual({
      [a.id]: 'INTERVIEW',
      [b.id]: 'INTERVIEW',
      [hired.id]: 'HIRED',
    });
    const history = await ctx.t.app.db
      .select()
      .from(stateHistory)
      .where(and(eq(stateHistory.recordType, 'job-applications'), eq(stateHistory.recordId, a.id)));
    expect(history.at(-1)).toMatchObject({ fromState: 'NEW', toState: 'INTERVIEW', changedBy: 'admin' });
    // One audit row per record, refused ones included; none for the request as a whole.
    const audited = await auditRows('bulk.move', [a.id, b.id, hired.id]);
    expect(audited.map((r) => [r.detail.id, r.detail.outcome]).sort()).toEqual(
      [
        [a.id, 'done'],
        [b.id, 'done'],
        [hired.id, 'refused'],
      ].sort(),
    );
    expect(audited.every((r) => r.userName === 'admin')).toBe(true);
    const perRequest = await ctx.t.app.db.select().from(auditLog).where(eq(auditLog.action, 'POST /api/bulk'));
    expect(perRequest).toEqual([]);
  });

  it('a move to a state that needs a reason needs it once for all (400 naming it); unknown states are refused', async () => {
    const a = await createJobApplication(ctx.t.app);
    const noReason = await bulk({ action: 'move', records: apps(a.id), state: 'NO_GO' });
    expect(noReason.statusCode).toBe(400);
    expect(body<Fields>(noReason).error.fields).toEqual({ reason: 'validation.required' });
    const contact = await createContactMessage(ctx.t.app);
    const res = await bulk({
      action: 'move',
      records: [...apps(a.id), { recordType: 'contacts', id: contact.id }],
      state: 'IN_REVIEW',
    });
    const summary = body<BulkSummary>(res);
    expect(summary.moved).toEqual(apps(a.id));
    expect(summary.refused).toEqual([expect.objectContaining({ recordType: 'contacts', id: contact.id })]);
  });

  it("reject each application with the rejection mail in its person's language", async () => {
    const [fr, nl, en] = [
      await createJobApplication(ctx.t.app, { lang: 'fr' }),
      await createJobApplication(ctx.t.app, { lang: 'nl' }),
      await createJobApplication(ctx.t.app, { lang: 'en' }),
    ];
    const contact = await createContactMessage(ctx.t.app);
    const res = await bulk({
      action: 'reject',
      records: [...apps(fr.id, nl.id, en.id), { recordType: 'contacts', id: contact.id }],
      reason: 'Profile does not match',
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = body<BulkSummary>(res);
    expect(summary.moved).toEqual(apps(fr.id, nl.id, en.id));
    expect(summary.refused).toEqual([
      expect.objectContaining({ recordType: 'contacts', reason: 'bulk.refused.noRejection' }),
    ]);
    const rows = await ctx.t.app.db
      .select()
      .from(jobApplications)
      .where(inArray(jobApplications.id, [fr.id, nl.id, en.id]));
    expect(rows.map((r) => [r.process, r.noGoComment])).toEqual(Array(3).fill(['NO_GO', 'Profile does not match']));
    const mails = await ctx.t.app.db
      .select()
      .from(outboxMails)
      .where(
        and(eq(outboxMails.template, 'application-rejected'), inArray(outboxMails.recordId, [fr.id, nl.id, en.id])),
      );
    expect(Object.fromEntries(mails.map((m) => [m.recordId, m.lang]))).toEqual({
      [fr.id]: 'fr',
      [nl.id]: 'nl',
      [en.id]: 'en',
    });
    expect(new Set(mails.map((m) => m.subject)).size).toBe(3);
    expect(Object.fromEntries(mails.map((m) => [m.recordId, m.recipient]))).toEqual({
      [fr.id]: fr.email,
      [nl.id]: nl.email,
      [en.id]: en.email,
    });

    // "Don't send": the state changes, no mail.
    const quiet = await createJobApplication(ctx.t.app, { lang: 'nl' });
    await bulk({ action: 'reject', records: apps(quiet.id), reason: 'Closed', sendMail: false });
    expect(
      await ctx.t.app.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.recordId, quiet.id), eq(outboxMails.template, 'application-rejected'))),
    ).toEqual([]);
    const [row] = await ctx.t.app.db.select().from(jobApplications).where(eq(jobApplications.id, quiet.id));
    expect(row?.process).toBe('NO_GO');
  });

  it('add and remove tags on applications and people', async () => {
    const tag = body<Tag>(await ctx.admin.send('POST', '/api/tags', { name: `bulk-${newMarker()}`, color: 'lime' }));
    const [a, b] = [await createJobApplication(ctx.t.app), await createJobApplication(ctx.t.app)];
    const res = await bulk({
      action: 'tag',
      records: [...apps(a.id, b.id, 999_999), { recordType: 'people', id: a.personId }],
      add: [tag.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = body<BulkSummary>(res);
    expect(summary.tagged).toEqual([...apps(a.id, b.id), { recordType: 'people', id: a.personId }]);
    expect(summary.refused).toEqual([expect.objectContaining({ id: 999_999, reason: 'bulk.refused.notFound' })]);
    expect((await loadApplicationMarks(ctx.t.app.db, [a.id])).get(a.id)?.tags).toEqual([tag]);
    await bulk({ action: 'tag', records: apps(a.id), remove: [tag.id] });
    expect((await loadApplicationMarks(ctx.t.app.db, [a.id, b.id])).get(a.id)?.tags).toEqual([]);
    const unknown = await bulk({ action: 'tag', records: apps(a.id), add: [999_999] });
    expect(body<Fields>(unknown).error.fields).toEqual({ add: 'validation.unknownTag' });
    const nothing = await bulk({ action: 'tag', records: apps(a.id) });
    expect(body<Fields>(nothing).error.fields).toEqual({ add: 'validation.required' });
  });

  it('act on all a list filter matches, in the same scope as the list', async () => {
    const marker = newMarker();
    const job = await createJob(ctx.t.app, marker);
    const matching = [
      await createJobApplication(ctx.t.app, { jobId: job.id, lastName: `${marker}x` }),
      await createJobApplication(ctx.t.app, { jobId: job.id, lastName: `${marker}y` }),
    ];
    const other = await createJobApplication(ctx.t.app);
    const res = await bulk({
      action: 'move',
      filter: { recordType: 'job-applications', q: marker, process: 'NEW' },
      state: 'OFFER',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<BulkSummary>(res).moved).toEqual(apps(...matching.map((m) => m.id)));
    const [untouched] = await ctx.t.app.db.select().from(jobApplications).where(eq(jobApplications.id, other.id));
    expect(untouched?.process).toBe('NEW');
    // Records or a filter: one of them.
    const both = await bulk({ action: 'move', records: [], filter: { recordType: 'contacts' }, state: 'NEW' });
    expect(body<Fields>(both).error.fields).toEqual({ records: 'validation.recordsOrFilter' });
    // A filter the list has not: 400 naming it, as the list's own query refuses it.
    const badFilter = await bulk({ action: 'move', filter: { recordType: 'contacts', tag: 1 }, state: 'NEW' });
    expect(body<Fields>(badFilter).error.fields).toEqual({ 'filter.tag': 'validation.invalid' });
    expect((await ctx.admin.get('/api/contacts?tag=1')).json<Fields>().error.fields).toEqual({
      tag: 'validation.invalid',
    });
  });

  it("take every filter of the list as its query does: the knock-out mark and the source (the list's own schema)", async () => {
    const marker = newMarker();
    const job = await createJob(ctx.t.app, marker);
    const [a, b, c] = [
      await createJobApplication(ctx.t.app, { jobId: job.id, lastName: `${marker}a` }),
      await createJobApplication(ctx.t.app, { jobId: job.id, lastName: `${marker}b` }),
      await createJobApplication(ctx.t.app, { jobId: job.id, lastName: `${marker}c` }),
    ];
    const mark = (id: number, knockedOut: boolean, source: string) =>
      ctx.t.app.db.update(jobApplications).set({ knockedOut, source }).where(eq(jobApplications.id, id));
    await mark(a.id, true, 'linkedin.com');
    await mark(b.id, false, 'linkedin.com');
    await mark(c.id, true, 'direct');
    const filter = { recordType: 'job-applications', q: marker, knockedOut: 'true', source: 'linkedin.com' };
    // The list shows exactly what "all matching" then acts on.
    const listed = await ctx.admin.get(`/api/job-applications?q=${marker}&knockedOut=true&source=linkedin.com`);
    expect(listed.json<{ items: { id: number }[] }>().items.map((i) => i.id)).toEqual([a.id]);
    const res = await bulk({ action: 'move', filter, state: 'IN_REVIEW' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<BulkSummary>(res).moved).toEqual(apps(a.id));
    const bySource = await bulk({ action: 'move', filter: { ...filter, knockedOut: 'false' }, state: 'IN_REVIEW' });
    expect(body<BulkSummary>(bySource).moved).toEqual(apps(b.id));
    const rows = await ctx.t.app.db
      .select({ id: jobApplications.id, process: jobApplications.process })
      .from(jobApplications)
      .where(inArray(jobApplications.id, [a.id, b.id, c.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.process]))).toEqual({
      [a.id]: 'IN_REVIEW',
      [b.id]: 'IN_REVIEW',
      [c.id]: 'NEW',
    });
    // Checked as the list checks them: a mark is true or false, named when it is not.
    const bad = await bulk({ action: 'move', filter: { ...filter, knockedOut: 'maybe' }, state: 'NEW' });
    expect(body<Fields>(bad).error.fields).toEqual({ 'filter.knockedOut': 'validation.invalid' });
  });

  it('export the selection as its list exports it, one list at a time', async () => {
    const [a, b] = [await createJobApplication(ctx.t.app), await createJobApplication(ctx.t.app)];
    const other = await createJobApplication(ctx.t.app);
    const res = await bulk({ action: 'export', records: apps(a.id, b.id), lang: 'fr', separator: 'comma' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(a.lastName);
    expect(res.body).toContain(b.lastName);
    expect(res.body).not.toContain(other.lastName);
    expect((await auditRows('bulk.export', [a.id, b.id])).length).toBe(2);
    const contact = await createContactMessage(ctx.t.app);
    const mixed = await bulk({
      action: 'export',
      records: [...apps(a.id), { recordType: 'contacts', id: contact.id }],
    });
    expect(mixed.statusCode).toBe(400);
    expect(body<Fields>(mixed).error.fields).toEqual({ records: 'validation.oneList' });
  });

  it('over 5,000 records answers 400 naming records, and does nothing', async () => {
    const a = await createJobApplication(ctx.t.app);
    const records = [...apps(a.id), ...Array.from({ length: 5000 }, (_, i) => ({ recordType: 'contacts', id: i + 1 }))];
    const res = await bulk({ action: 'move', records, state: 'IN_REVIEW' });
    expect(res.statusCode).toBe(400);
    expect(body<Fields>(res).error.fields).toEqual({ records: 'validation.tooManyRecords' });
    const [row] = await ctx.t.app.db.select().from(jobApplications).where(eq(jobApplications.id, a.id));
    expect(row?.process).toBe('NEW');
    expect(await auditRows('bulk.move', [a.id])).toEqual([]);
  });

  it('refuses what is not an action, and is for staff only', async () => {
    expect(body<Fields>(await bulk({ action: 'delete', records: [] })).error.fields).toHaveProperty('action');
    expect(
      body<Fields>(await bulk({ action: 'move', records: [{ recordType: 'users', id: 1 }], state: 'NEW' })).error
        .fields,
    ).toHaveProperty(['records.0.recordType']);
    const anonymous = await ctx.t.app.inject({ method: 'POST', url: '/api/bulk', payload: { action: 'export' } });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});
