import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../../tests/helpers/admin.ts';
import { createProfile, newMarker, personOf } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { testClock } from '../../../../tests/helpers/test-clock.ts';
import { talentInterviews } from '../../db/schema/index.ts';

/**
 * Issue 26, item 22: what a client wrote when booking is theirs. It is kept apart from the comment staff edit,
 * shown read-only, and a PATCH cannot change it.
 */
const NOW = new Date('2026-12-01T09:00:00.000Z'); // a Tuesday
let t: TestApp;
let admin: Staff;
let profileId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '0' }, { clock: testClock(NOW) });
  admin = staff(t, await t.login());
  profileId = (await createProfile(t.app, newMarker(), { display: true })).id;
});
afterAll(() => t.close());

const booking = (comment: string) => ({
  bookedDate: '2026-12-07',
  bookedTime: '10:30',
  firstName: 'Marc',
  lastName: 'Client',
  email: 'marc@client.example.be',
  phone: '+3225551234',
  client: 'Client SA',
  comment,
  website: '',
});

describe("a booking's message", () => {
  it('is stored as the client message, read-only, apart from the comment staff edit', async () => {
    const words = `Please call before noon ${newMarker()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/public/api/profile/${profileId}/interviews`,
      headers: t.xsrf,
      payload: booking(words),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: number }>().id;
    const record = (await admin.get(`/api/talent-interviews/${id}`)).json<Record<string, unknown>>();
    expect(record).toMatchObject({ clientMessage: words, comment: '' });

    const edited = await admin.send('PATCH', `/api/talent-interviews/${id}`, { comment: 'Called back, fine.' });
    expect(edited.statusCode).toBe(200);
    const refused = await admin.send('PATCH', `/api/talent-interviews/${id}`, { clientMessage: 'Overwritten' });
    expect(refused.statusCode).toBe(400);
    const after = (await admin.get(`/api/talent-interviews/${id}`)).json<Record<string, unknown>>();
    expect(after).toMatchObject({ clientMessage: words, comment: 'Called back, fine.' });
  });

  it("moves an existing booking's comment to the client message (the migration's hand-written step)", async () => {
    const migration = readFileSync(
      join(import.meta.dirname, '../../db/migrations/0015_interview_client_message.sql'),
      'utf8',
    );
    const step = migration.slice(migration.indexOf('-- hand-written:'));
    const [booked] = await t.app.db
      .insert(talentInterviews)
      .values({
        kind: 'BOOKING',
        email: 'old@client.example.be',
        personId: await personOf(t.app.db, { email: 'old@client.example.be' }),
        process: 'REQUESTED',
        comment: 'Old words',
      })
      .returning();
    const [request] = await t.app.db
      .insert(talentInterviews)
      .values({
        kind: 'TALENT_REQUEST',
        email: 'req@client.example.be',
        personId: await personOf(t.app.db, { email: 'req@client.example.be' }),
        process: 'REQUESTED',
        comment: 'Staff',
      })
      .returning();
    await t.app.db.execute(sql.raw(step));
    const rowOf = async (id: number) =>
      (await t.app.db.select().from(talentInterviews).where(eq(talentInterviews.id, id)))[0];
    expect(await rowOf(booked!.id)).toMatchObject({ clientMessage: 'Old words', comment: '' });
    expect(await rowOf(request!.id)).toMatchObject({ clientMessage: '', comment: 'Staff' });
  });
});
