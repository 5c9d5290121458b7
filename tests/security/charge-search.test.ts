import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTexts, managers } from '../../src/server/db/schema/index.ts';
import type { SearchResult } from '../../src/shared/schemas/search.ts';
import { staff, type Staff } from '../helpers/admin.ts';
import {
  createJob,
  createJobApplication,
  createUser,
  firmDayFromNow,
  moveRecord,
  newMarker,
  signIn,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 44 item 17 (security, low): a MANAGER limited to their charge (docs/decisions/0046) learnt about records
 * outside it from the search's counts: a word found only in another manager's job's application answered
 * `total: 1` with no items, and `jobId=<a job outside the charge>` answered the person. The charge applies to
 * every matched document and every filter before anything is counted; a job outside it matches nothing.
 */
let t: TestApp;
let admin: Staff;
let scoped: Staff;
/** A word only in the application to the other manager's job, and one only in the application to mine. */
const THEIRS = newMarker();
const MINE = newMarker();
const lastName = newMarker();
let myJob: number;
let theirJob: number;
let theirApplication: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = staff(t, await t.login());
  // No CV extraction needed: the messages are what is searched here.
  await t.app.db.update(fileTexts).set({ status: 'failed' }).where(eq(fileTexts.status, 'pending'));
  const [a, b] = await t.app.db
    .insert(managers)
    .values([
      { firstName: 'Anna', lastName: 'Mine', email: `a-${MINE}@example.com` },
      { firstName: 'Bert', lastName: 'Theirs', email: `b-${THEIRS}@example.com` },
    ])
    .returning();
  const open = { endApplicationDate: firmDayFromNow(t.app, 30) };
  myJob = (await createJob(t.app, MINE, { ...open, managerId: a!.id })).id;
  theirJob = (await createJob(t.app, THEIRS, { ...open, managerId: b!.id })).id;
  // One candidate, in my charge through my job, who applied to the other manager's job too.
  const email = `cand-${lastName}@example.com`;
  const candidate = { firstName: 'Cand', lastName, email };
  await createJobApplication(t.app, { ...candidate, jobId: myJob, message: `Hello ${MINE}` });
  theirApplication = (await createJobApplication(t.app, { ...candidate, jobId: theirJob, message: `Hello ${THEIRS}` }))
    .id;
  const user = await createUser(t.app, { idManager: a!.id, recordScope: 'charge' });
  scoped = staff(t, await signIn(t, user));
});
afterAll(() => t.close());

const search = (who: Staff, query: string) => who.get(`/api/search?${query}`);
async function found(who: Staff, query: string) {
  const res = await search(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResult>();
}

describe('the search of a MANAGER limited to their charge', () => {
  it('counts nothing that only a record outside the charge holds', async () => {
    const result = await found(scoped, `q=${THEIRS}`);
    expect(result).toMatchObject({ total: 0, items: [] });
    // The person is still found by what their record in the charge holds.
    const mine = await found(scoped, `q=${MINE}`);
    expect(mine.total).toBe(1);
    expect(mine.items.map((i) => i.name)).toEqual([`Cand ${lastName}`]);
  });

  it('matches nothing with a job outside the charge, and the person with a job in it', async () => {
    expect(await found(scoped, `q=${lastName}&jobId=${theirJob}`)).toMatchObject({ total: 0, items: [] });
    const inCharge = await found(scoped, `q=${lastName}&jobId=${myJob}`);
    expect(inCharge.total).toBe(1);
    expect(inCharge.items.map((i) => i.name)).toEqual([`Cand ${lastName}`]);
  });

  it('matches nothing with a state that only a record outside the charge is in', async () => {
    await moveRecord(t.app, 'job-applications', theirApplication, { process: 'IN_REVIEW', tellCandidate: false });
    expect(await found(scoped, `q=${lastName}&state=IN_REVIEW`)).toMatchObject({ total: 0, items: [] });
    expect((await found(admin, `q=${lastName}&state=IN_REVIEW`)).total).toBe(1);
  });

  it('leaves an ADMIN finding all, and a stranger nothing at all', async () => {
    const all = await found(admin, `q=${THEIRS}`);
    expect(all.total).toBe(1);
    expect(all.items[0]!.name).toBe(`Cand ${lastName}`);
    expect((await found(admin, `q=${lastName}&jobId=${theirJob}`)).total).toBe(1);
    const stranger = await t.app.inject({ method: 'GET', url: `/api/search?q=${THEIRS}` });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toContain(lastName);
  });
});
