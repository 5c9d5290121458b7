import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, and } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import {
  createContactMessage,
  createFollowUp,
  createInterview,
  createInterviewBooking,
  createJob,
  createJobApplication,
  createManager,
  createPerson,
  createProfile,
  createService,
  createSpontaneousApplication,
  createTag,
  createTalentPoolJoin,
  createTalentRequest,
  createUser,
  moveRecord,
  newMarker,
  signIn,
} from '../../tests/helpers/factories.ts';
import { jobApplications, jobs, people, stateHistory } from './db/schema/index.ts';

/** The factories write what the product writes: each record has its person, its CV and its first history row. */
describe('test factories (an empty database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { demo: false });
  });
  afterAll(() => t.close());

  it('starts without the demo: no job, one account', async () => {
    const [row] = await t.app.db.select({ n: count() }).from(jobs);
    expect(row!.n).toBe(0);
  });

  it('makes staff, services and managers', async () => {
    const manager = await createManager(t.app);
    const user = await createUser(t.app, { idManager: manager.id });
    expect(user).toMatchObject({ role: 'MANAGER', idManager: manager.id });
    const token = await signIn(t, user);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: token } })).statusCode).toBe(
      200,
    );
    const admin = await createUser(t.app, { role: 'ADMIN' });
    expect(admin.role).toBe('ADMIN');
    expect((await createService(t.app, { displayOrder: 3 })).displayOrder).toBe(3);
  });

  it('links every record of the five pipelines to its person, found by e-mail', async () => {
    const email = `${newMarker()}@example.com`;
    const person = await createPerson(t.app, { email, firstName: 'Ada' });
    const job = await createJob(t.app, newMarker());
    const application = await createJobApplication(t.app, { jobId: job.id, email });
    expect(application).toMatchObject({ jobId: job.id, personId: person.id, process: 'NEW' });
    expect(application.fileId).toBeTruthy();
    expect((await createSpontaneousApplication(t.app, { email })).personId).toBe(person.id);
    const joined = await createTalentPoolJoin(t.app, { email });
    expect(joined.personId).toBe(person.id);
    expect(joined.cvFileId).toBeTruthy();
    const profile = await createProfile(t.app, newMarker());
    const booking = await createInterviewBooking(t.app, { profileId: profile.id, email });
    expect(booking).toMatchObject({ kind: 'BOOKING', profileId: profile.id, personId: person.id });
    expect((await createTalentRequest(t.app, { email })).personId).toBe(person.id);
    expect((await createContactMessage(t.app, { email })).personId).toBe(person.id);
    const [row] = await t.app.db.select({ n: count() }).from(people).where(eq(people.email, email));
    expect(row!.n).toBe(1);
  });

  it('moves a record through its pipeline, with its history', async () => {
    const application = await createJobApplication(t.app);
    await moveRecord(t.app, 'job-applications', application.id, { process: 'IN_REVIEW' });
    const history = await t.app.db
      .select({ from: stateHistory.fromState, to: stateHistory.toState, by: stateHistory.changedBy })
      .from(stateHistory)
      .where(and(eq(stateHistory.recordType, 'job-applications'), eq(stateHistory.recordId, application.id)))
      .orderBy(stateHistory.id);
    expect(history).toEqual([
      { from: null, to: 'NEW', by: null },
      { from: 'NEW', to: 'IN_REVIEW', by: 'admin' },
    ]);
  });
});

describe('test factories (interviews, follow-ups, tags)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('schedules an interview as staff do: the application moves to INTERVIEW', async () => {
    const application = await createJobApplication(t.app);
    const interview = await createInterview(t.app, application.id, { location: 'Room 7' });
    expect(interview).toMatchObject({ jobApplicationId: application.id, location: 'Room 7', status: 'SCHEDULED' });
    const [moved] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(moved!.process).toBe('INTERVIEW');
  });

  it('makes a follow-up on a record and a tag', async () => {
    const application = await createJobApplication(t.app);
    const followUp = await createFollowUp(t.app, { recordType: 'job-applications', recordId: application.id });
    expect(followUp).toMatchObject({ recordType: 'job-applications', recordId: application.id, doneAt: null });
    const tag = await createTag(t.app, { color: 'red' });
    expect(tag).toMatchObject({ color: 'red' });
    expect(tag.name).toMatch(/^tag zq/);
  });
});

describe('test factories (the demo)', () => {
  it('a test that asks for the demo gets it', async () => {
    const t = await createTestApp({}, { demo: true });
    try {
      const [row] = await t.app.db.select({ n: count() }).from(jobs);
      expect(row!.n).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
