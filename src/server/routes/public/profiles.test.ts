import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, newMarker } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { Page } from '../../../shared/schemas/pagination.ts';
import { publicProfile, type PublicProfile } from '../../../shared/schemas/profile.ts';
import { earliestBookingDay } from '../../../shared/booking-slots.ts';
import { profiles, stateHistory, talentInterviews } from '../../db/schema/index.ts';

let t: TestApp;
let hiddenId: number;
let publishedId: number;
let privateContacts: string[];
let all: (typeof profiles.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  const contact = (m: string, phone: string) => ({ email: `${m}@example.com`, phone });
  const m = [newMarker(), newMarker(), newMarker()] as const;
  publishedId = (
    await createProfile(t.app, m[0], {
      firstName: 'Lucas',
      displayedFirstName: 'Lucas',
      displayedLastName: 'P.',
      profileTitle: 'Senior Java Developer',
      technologies: 'Java, Kafka, Kubernetes',
      experience: '10+',
      ...contact(m[0], '+32470111001'),
    })
  ).id;
  await createProfile(t.app, m[1], {
    profileTitle: 'DevOps Engineer',
    technologies: 'Terraform, Java',
    experience: '5-10',
    ...contact(m[1], '+32470111002'),
  });
  hiddenId = (await createProfile(t.app, m[2], { display: false, process: 'NEW', ...contact(m[2], '+32470111003') }))
    .id;
  all = await t.app.db.select().from(profiles);
  privateContacts = all.flatMap((p) => [p.email, p.phone]).filter(Boolean);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Nothing in an answer may carry a profile's own e-mail address or phone number. */
function expectNoPrivateContact(body: string) {
  for (const value of privateContacts) expect(body).not.toContain(value);
}

describe('GET /public/api/profiles', () => {
  it('lists the published profiles with their displayed fields only', async () => {
    const res = await get('/public/api/profiles?size=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<Page<PublicProfile>>();
    // As many as are published, whatever the seed holds.
    expect(body.total).toBe(all.filter((p) => p.display).length);
    expect(body.items.map((p) => p.id)).not.toContain(hiddenId);
    expect(Object.keys(body.items[0]!).sort()).toEqual(Object.keys(publicProfile.shape).sort());
    expectNoPrivateContact(res.body);
  });

  it('searches by keyword, technologies and experience', async () => {
    const java = (await get('/public/api/profiles?technologies=java,%20kafka')).json<Page<PublicProfile>>();
    expect(java.total).toBeGreaterThan(0);
    expect(java.items.every((p) => /java/i.test(p.technologies) && /kafka/i.test(p.technologies))).toBe(true);
    const senior = (await get('/public/api/profiles?experience=10%2B')).json<Page<PublicProfile>>();
    expect(senior.total).toBeGreaterThan(0);
    expect(senior.items.every((p) => p.experience === '10+')).toBe(true);
    const devops = (await get('/public/api/profiles?keyword=devops')).json<Page<PublicProfile>>();
    expect(devops.items.map((p) => p.profileTitle)).toContain('DevOps Engineer');
    expect((await get('/public/api/profiles?keyword=%25')).json<Page<PublicProfile>>().total).toBe(0);
    expect((await get('/public/api/profiles?size=0')).statusCode).toBe(400);
  });
});

describe('GET /api/public/profile/{id}', () => {
  it('answers a published profile without its own contact details, 404 for an unpublished one', async () => {
    const res = await get(`/api/public/profile/${publishedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: publishedId, displayedFirstName: 'Lucas', displayedLastName: 'P.' });
    expect(res.json()).not.toHaveProperty('email');
    expect(res.json()).not.toHaveProperty('phone');
    expectNoPrivateContact(res.body);
    expect((await get(`/api/public/profile/${hiddenId}`)).statusCode).toBe(404);
    expect((await get('/api/public/profile/0')).statusCode).toBe(400);
  });
});

describe('POST /public/api/profile/{id}/interviews', () => {
  // The first day a client may book (one working day of notice, issue 26), whatever day the test runs.
  const tomorrow = earliestBookingDay(new Date(), 1);
  const booking = {
    bookedDate: tomorrow,
    bookedTime: '10:30',
    firstName: 'Marc',
    lastName: 'Client',
    email: 'marc@client.example.be',
    phone: '+3225551234',
    client: 'Client SA',
    comment: 'Available in the morning.',
    website: '',
  };
  const book = (id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/public/api/profile/${id}/interviews`, headers: t.xsrf, payload });

  it('creates a talent interview REQUESTED with its first history row', async () => {
    const res = await book(publishedId, booking);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.app.db.select().from(talentInterviews).where(eq(talentInterviews.id, id));
    expect(row).toMatchObject({
      kind: 'BOOKING',
      profileId: publishedId,
      process: 'REQUESTED',
      bookedDate: tomorrow,
      bookedTime: '10:30',
      client: 'Client SA',
      jobTitle: 'Senior Java Developer',
    });
    const history = await t.app.db
      .select()
      .from(stateHistory)
      .where(and(eq(stateHistory.recordType, 'talent-interviews'), eq(stateHistory.recordId, id)));
    expect(history).toEqual([expect.objectContaining({ fromState: null, toState: 'REQUESTED', changedBy: null })]);
  });

  it('refuses a date in the past, a bad time and missing fields', async () => {
    const res = await book(publishedId, { ...booking, bookedTime: '25:00', client: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { fields: { bookedTime: 'validation.time', client: 'validation.required' } },
    });
    const past = await book(publishedId, { ...booking, bookedDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: { fields: { bookedDate: 'validation.dateInPast' } } });
    const phone = await book(publishedId, { ...booking, phone: '02 555', email: 'marc@client' });
    expect(phone.json()).toMatchObject({
      error: { fields: { phone: 'validation.phoneTooShort', email: 'validation.emailDomain' } },
    });
  });

  it('refuses an unpublished profile with 404', async () => {
    expect((await book(hiddenId, booking)).statusCode).toBe(404);
  });
});
