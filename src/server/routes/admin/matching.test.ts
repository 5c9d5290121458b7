import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { staff, type Staff } from '../../../../tests/helpers/admin.ts';
import {
  createCompany,
  createInterviewBooking,
  createJob,
  createManager,
  createSpontaneousApplication,
  createTalentPoolJoin,
  createTalentRequest,
  newMarker,
} from '../../../../tests/helpers/factories.ts';
import { adminTestApp } from '../../../../tests/helpers/admin.ts';
import { errorBody } from '../../../shared/schemas/errors.ts';
import { jobMatch, matchList, personMatch, profileMatch, similarJob } from '../../../shared/schemas/matching.ts';
import { initialState } from '../../../shared/schemas/process.ts';
import {
  auditLog,
  jobApplications,
  matchDirty,
  outboxMails,
  people,
  profiles,
  stateHistory,
} from '../../db/schema/index.ts';
import { runMatchJob } from '../../matching/match-job.ts';
import type { jobs } from '../../db/schema/index.ts';
import { inviteKey } from '../../matching-actions/invite-to-apply.ts';
import { suppressEmail } from '../../privacy/suppression.ts';

/**
 * Matching's API (issue 32 items 1-4, docs/decisions/0065): shapes, bad input, the two actions on a suggestion,
 * the charge of a limited MANAGER, the public similar jobs. No rank order nor score is asserted: the engine ranks.
 */
const ctx = adminTestApp();
const M = newMarker();
/** A skill of the vocabulary (src/server/matching/vocabulary.ts) that the job and its fitting people share. */
const SKILL = 'Kotlin';

/** Runs the matching queue's work now (the test app's queue is off): every person and job marked since. */
async function settle() {
  const marked = await ctx.t.app.db.select().from(matchDirty);
  for (const kind of ['person', 'job'] as const) {
    const ids = marked.filter((m) => m.kind === kind).map((m) => m.id);
    if (ids.length) await runMatchJob(ctx.t.app.db, { kind, ids, markedBefore: new Date().toISOString() });
  }
}

async function kotlinJob(overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const job = await createJob(ctx.t.app, newMarker(), {
    title: `Developer ${SKILL}`,
    technicalSkills: `${SKILL}, Gradle`,
    descriptionEn: `We build services in ${SKILL} with Gradle.`,
    ...overrides,
  });
  await settle();
  return job;
}

/** Someone in the talent pool (consent given) who fits the job, in French. */
const poolPerson = async (lang: 'fr' | 'en' | 'nl' = 'fr') => {
  const profile = await createTalentPoolJoin(ctx.t.app, {
    technicalSkills: `${SKILL}, Gradle`,
    postTitle: `Developer ${SKILL}`,
    lang,
  });
  await settle();
  return profile.personId;
};

const items = <T>(res: { json: () => unknown }) => (res.json() as { items: T[] }).items;
const expectError = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(errorBody.safeParse(res.json()).success).toBe(true);
};

describe('GET /api/jobs/{id}/matches', () => {
  it('answers the people who may fit, in the item shape, without rank or score asserted', async () => {
    const job = await kotlinJob();
    const personId = await poolPerson();
    const res = await ctx.admin.get(`/api/jobs/${job.id}/matches?limit=50&lang=fr`);
    expect(res.statusCode, res.body).toBe(200);
    const parsed = matchList(personMatch).parse(res.json());
    expect(parsed.items.map((i) => i.personId)).toContain(personId);
    for (const item of parsed.items) {
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(1);
    }
  });

  it('refuses bad input with the error shape, never a 500', async () => {
    const job = await kotlinJob();
    expectError(await ctx.admin.get('/api/jobs/abc/matches'), 400);
    expectError(await ctx.admin.get(`/api/jobs/${job.id}/matches?limit=0`), 400);
    expectError(await ctx.admin.get(`/api/jobs/${job.id}/matches?limit=1000`), 400);
    expectError(await ctx.admin.get(`/api/jobs/${job.id}/matches?limit=ten`), 400);
    expectError(await ctx.admin.get(`/api/jobs/${job.id}/matches?lang=de`), 400);
    expectError(await ctx.admin.get('/api/jobs/2147483000/matches'), 404);
  });

  it('answers a clear empty list for a job with no text', async () => {
    const job = await createJob(ctx.t.app, newMarker(), {
      title: '',
      descriptionEn: '',
      descriptionFr: '',
      descriptionsNl: '',
      technicalSkills: '',
    });
    const res = await ctx.admin.get(`/api/jobs/${job.id}/matches`);
    expect(res.statusCode, res.body).toBe(200);
    expect(matchList(personMatch).parse(res.json()).items).toEqual([]);
  });
});

describe('POST /api/jobs/{id}/matches/{personId}/add', () => {
  it("adds the person to the job's pipeline in its first state, source matching, audited, then no longer suggests them", async () => {
    const job = await kotlinJob();
    const personId = await poolPerson('nl');
    const res = await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/${personId}/add`);
    expect(res.statusCode, res.body).toBe(201);
    const { applicationId } = res.json<{ applicationId: number }>();
    const [row] = await ctx.t.app.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(row).toMatchObject({
      jobId: job.id,
      personId,
      process: initialState('job-applications'),
      source: 'matching',
      lang: 'nl',
      jobTitle: job.title,
    });
    const history = await ctx.t.app.db
      .select()
      .from(stateHistory)
      .where(and(eq(stateHistory.recordType, 'job-applications'), eq(stateHistory.recordId, applicationId)));
    expect(history).toEqual([expect.objectContaining({ fromState: null, changedBy: 'admin' })]);
    await vi.waitFor(async () => {
      const audit = await ctx.t.app.db
        .select()
        .from(auditLog)
        .where(like(auditLog.action, 'POST /api/jobs/:id/matches/:personId/add'));
      expect(audit.some((a) => JSON.stringify(a.detail).includes(String(personId)))).toBe(true);
    });

    const after = await ctx.admin.get(`/api/jobs/${job.id}/matches?limit=50`);
    expect(after.statusCode).toBe(200);
    expect(items<{ personId: number }>(after).map((i) => i.personId)).not.toContain(personId);

    const again = await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/${personId}/add`);
    expectError(again, 409);
    expect(again.json()).toMatchObject({ error: { fields: { personId: 'matching.errors.alreadyInPipeline' } } });
  });

  it('refuses an unknown job or person (404), an erased person (404) and ids that are no ids (400)', async () => {
    const job = await kotlinJob();
    const personId = await poolPerson();
    expectError(await ctx.admin.send('POST', `/api/jobs/2147483000/matches/${personId}/add`), 404);
    expectError(await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/2147483000/add`), 404);
    expectError(await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/x/add`), 400);
    expectError(await ctx.admin.send('POST', `/api/jobs/x/matches/${personId}/add`), 400);
    await ctx.t.app.db.update(people).set({ anonymisedAt: new Date() }).where(eq(people.id, personId));
    expectError(await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/${personId}/add`), 404);
  });
});

describe('POST /api/jobs/{id}/matches/{personId}/invite', () => {
  it("writes one mail to the outbox in the person's language with the job's public link, once", async () => {
    const job = await kotlinJob();
    const application = await createSpontaneousApplication(ctx.t.app, { post: `Developer ${SKILL}`, lang: 'nl' });
    await settle();
    const personId = application.personId;
    const res = await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/${personId}/invite`);
    expect(res.statusCode, res.body).toBe(201);
    const { outboxId } = res.json<{ outboxId: number }>();
    const [mail] = await ctx.t.app.db.select().from(outboxMails).where(eq(outboxMails.id, outboxId));
    expect(mail).toMatchObject({
      template: 'written',
      lang: 'nl',
      recipient: application.email,
      personId,
      recordType: 'jobs',
      recordId: job.id,
      sentBy: 'admin',
      idempotencyKey: inviteKey(job.id, personId),
    });
    expect(mail!.subject).toContain(job.title);
    expect(String(mail!.data.html)).toContain(`/jobs/${job.id}?lang=nl`);
    expect(String(mail!.data.html)).toContain('solliciteren');

    const again = await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/${personId}/invite`);
    expectError(again, 409);
    expect(again.json()).toMatchObject({ error: { code: 'ALREADY_INVITED' } });
    const written = await ctx.t.app.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.idempotencyKey, inviteKey(job.id, personId)));
    expect(written).toHaveLength(1);
  });

  it('refuses a person without an address or on the suppression list, and a closed job (409, nothing written)', async () => {
    const job = await kotlinJob();
    const [noMail] = await ctx.t.app.db
      .insert(people)
      .values({ firstName: 'No', lastName: `Mail ${M}`, email: '' })
      .returning();
    const noEmail = await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/${noMail!.id}/invite`);
    expectError(noEmail, 409);
    expect(noEmail.json()).toMatchObject({ error: { fields: { personId: 'matching.errors.noEmail' } } });

    const suppressed = await createSpontaneousApplication(ctx.t.app, { post: `Developer ${SKILL}` });
    await settle();
    await suppressEmail(ctx.t.app.db, suppressed.email);
    const refused = await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/${suppressed.personId}/invite`);
    expectError(refused, 409);
    expect(refused.json()).toMatchObject({ error: { fields: { personId: 'matching.errors.suppressed' } } });

    const hidden = await kotlinJob({ displayJob: false });
    const person = await createSpontaneousApplication(ctx.t.app, { post: `Developer ${SKILL}` });
    await settle();
    expectError(await ctx.admin.send('POST', `/api/jobs/${hidden.id}/matches/${person.personId}/invite`), 409);
    const none = await ctx.t.app.db
      .select()
      .from(outboxMails)
      .where(like(outboxMails.idempotencyKey, `matching:invite:${hidden.id}:%`));
    expect(none).toEqual([]);
    expectError(await ctx.admin.send('POST', `/api/jobs/${job.id}/matches/2147483000/invite`), 404);
  });
});

describe('the other rankings', () => {
  it('GET /api/people/{id}/matching-jobs answers open jobs with jobId and title; 404 and 400 otherwise', async () => {
    const personId = await poolPerson('en');
    await kotlinJob();
    const res = await ctx.admin.get(`/api/people/${personId}/matching-jobs?limit=5`);
    expect(res.statusCode, res.body).toBe(200);
    const list = matchList(jobMatch).parse(res.json()).items;
    expect(list.length).toBeLessThanOrEqual(5);
    expectError(await ctx.admin.get('/api/people/2147483000/matching-jobs'), 404);
    expectError(await ctx.admin.get('/api/people/0/matching-jobs'), 400);
    expectError(await ctx.admin.get(`/api/people/${personId}/matching-jobs?limit=51`), 400);
  });

  it('GET /api/talent-interviews/{id}/matches answers published consultant profiles; a booking answers none', async () => {
    const request = await createTalentRequest(ctx.t.app, { skills: `${SKILL}, Gradle`, lang: 'fr' });
    await settle();
    const res = await ctx.admin.get(`/api/talent-interviews/${request.id}/matches?lang=fr`);
    expect(res.statusCode, res.body).toBe(200);
    const list = matchList(profileMatch).parse(res.json()).items;
    if (list.length) {
      const shown = await ctx.t.app.db.select({ id: profiles.id, display: profiles.display }).from(profiles);
      const published = new Set(shown.filter((p) => p.display).map((p) => p.id));
      for (const item of list) expect(published.has(item.profileId)).toBe(true);
    }
    const booking = await createInterviewBooking(ctx.t.app);
    const none = await ctx.admin.get(`/api/talent-interviews/${booking.id}/matches`);
    expect(none.statusCode, none.body).toBe(200);
    expect(items(none)).toEqual([]);
    expectError(await ctx.admin.get('/api/talent-interviews/2147483000/matches'), 404);
  });

  it('GET /api/companies/{id}/matches answers consultant profiles; 404 for no company', async () => {
    const company = await createCompany(ctx.t.app, newMarker());
    const res = await ctx.admin.get(`/api/companies/${company.id}/matches`);
    expect(res.statusCode, res.body).toBe(200);
    matchList(profileMatch).parse(res.json());
    expectError(await ctx.admin.get('/api/companies/2147483000/matches'), 404);
  });
});

describe('a MANAGER limited to their charge', () => {
  let scoped: Staff;
  let mineId: number;
  let theirsId: number;

  it('gets 404 for a job outside it, and sees only people in it', async () => {
    const me = await createManager(ctx.t.app, { email: `me-${M}@example.com` });
    const other = await createManager(ctx.t.app, { email: `other-${M}@example.com` });
    const res = await ctx.admin.send('POST', '/api/user/add', {
      userName: `scoped.${M}`,
      password: 'manager-password-1',
      role: 'MANAGER',
      idManager: me.id,
      recordScope: 'charge',
    });
    expect(res.statusCode, res.body).toBe(201);
    scoped = staff(ctx.t, await ctx.t.login(`scoped.${M}`, 'manager-password-1'));
    mineId = (await kotlinJob({ managerId: me.id })).id;
    theirsId = (await kotlinJob({ managerId: other.id })).id;
    const personId = await poolPerson();

    expectError(await scoped.get(`/api/jobs/${theirsId}/matches`), 404);
    expectError(await scoped.send('POST', `/api/jobs/${theirsId}/matches/${personId}/add`), 404);
    expectError(await scoped.send('POST', `/api/jobs/${theirsId}/matches/${personId}/invite`), 404);
    // The pool person is in nobody's charge: not shown to the limited MANAGER, and not theirs to act on.
    const mine = await scoped.get(`/api/jobs/${mineId}/matches?limit=50`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(items<{ personId: number }>(mine).map((i) => i.personId)).not.toContain(personId);
    expectError(await scoped.send('POST', `/api/jobs/${mineId}/matches/${personId}/add`), 404);
    // The unlimited ADMIN sees them for the same job.
    const all = await ctx.admin.get(`/api/jobs/${mineId}/matches?limit=50`);
    expect(items<{ personId: number }>(all).map((i) => i.personId)).toContain(personId);
  });
});

describe('GET /public/api/job/{id}/similar', () => {
  it('answers up to five published open jobs, never the job itself, kept like the other public reads', async () => {
    const job = await kotlinJob();
    const others = await Promise.all([kotlinJob(), kotlinJob(), kotlinJob()]);
    const hidden = await kotlinJob({ displayJob: false });
    const url = `/public/api/job/${job.id}/similar?lang=fr`;
    // With the XSRF cookie a visitor's browser holds, so that the answer is one a shared cache may keep.
    const headers = { cookie: ctx.t.xsrf.cookie! };
    const res = await ctx.t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    const list = matchList(similarJob).parse(res.json()).items;
    expect(list.length).toBeLessThanOrEqual(5);
    const ids = list.map((i) => i.id);
    expect(ids).not.toContain(job.id);
    expect(ids).not.toContain(hidden.id);
    expect(others.length).toBe(3);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    const etag = String(res.headers.etag);
    const again = await ctx.t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a job visitors cannot see, 400 for an id that is none', async () => {
    const hidden = await kotlinJob({ displayJob: false });
    expectError(await ctx.t.app.inject({ method: 'GET', url: `/public/api/job/${hidden.id}/similar` }), 404);
    expectError(await ctx.t.app.inject({ method: 'GET', url: '/public/api/job/2147483000/similar' }), 404);
    expectError(await ctx.t.app.inject({ method: 'GET', url: '/public/api/job/abc/similar' }), 400);
  });
});
