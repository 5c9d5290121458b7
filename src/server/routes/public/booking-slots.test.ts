import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../../tests/helpers/admin.ts';
import { createProfile, newMarker, personOf } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { testClock } from '../../../../tests/helpers/test-clock.ts';
import { earliestBookingDay, isSlotPast } from '../../../shared/booking-slots.ts';
import { talentInterviews } from '../../db/schema/index.ts';

/**
 * Issue 26, item 17: no interview slot in the past, and a client's booking not before the firm's notice
 * (BOOKING_NOTICE_DAYS, one working day by default), on the app's clock and in the firm's time (Brussels).
 */
// Thursday 3 December 2026, 18:10 in Brussels (17:10 UTC).
const THURSDAY_EVENING = new Date('2026-12-03T17:10:00.000Z');
const HOUR = 3_600_000;
const clock = testClock(THURSDAY_EVENING);
let t: TestApp;
let admin: Staff;
let profileId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '0' }, { clock });
  admin = staff(t, await t.login());
  profileId = (await createProfile(t.app, newMarker(), { display: true })).id;
});
afterAll(() => t.close());

const book = (bookedDate: string, bookedTime: string) =>
  t.app.inject({
    method: 'POST',
    url: `/public/api/profile/${profileId}/interviews`,
    headers: t.xsrf,
    payload: {
      bookedDate,
      bookedTime,
      firstName: 'Marc',
      lastName: 'Client',
      email: 'marc@client.example.be',
      phone: '+3225551234',
      client: 'Client SA',
      website: '',
    },
  });
const fieldsOf = (res: { json: <T>() => T }) => res.json<{ error: { fields?: Record<string, string> } }>().error.fields;

describe('the firm days', () => {
  it('count working days in Brussels time', () => {
    expect(earliestBookingDay(THURSDAY_EVENING, 1)).toBe('2026-12-04');
    expect(earliestBookingDay(new Date('2026-12-04T17:10:00.000Z'), 1)).toBe('2026-12-07'); // Friday: Monday
    expect(earliestBookingDay(new Date('2026-12-05T10:00:00.000Z'), 2)).toBe('2026-12-08'); // Saturday, two days
    // 23:30 UTC on Thursday is already Friday in Brussels.
    expect(earliestBookingDay(new Date('2026-12-03T23:30:00.000Z'), 0)).toBe('2026-12-04');
    expect(isSlotPast(THURSDAY_EVENING, '2026-12-03', '18:10')).toBe(true);
    expect(isSlotPast(THURSDAY_EVENING, '2026-12-03', '18:30')).toBe(false);
  });
});

describe('a public booking', () => {
  it('is refused for today at 08:00 at 18:10, for yesterday, and for later today (one working day of notice)', async () => {
    const morning = await book('2026-12-03', '08:00');
    expect(morning.statusCode).toBe(400);
    expect(fieldsOf(morning)).toEqual({ bookedTime: 'validation.slotInPast' });
    const yesterday = await book('2026-12-02', '10:00');
    expect(yesterday.statusCode).toBe(400);
    expect(fieldsOf(yesterday)).toEqual({ bookedDate: 'validation.dateInPast' });
    const tonight = await book('2026-12-03', '19:00');
    expect(tonight.statusCode).toBe(400);
    expect(fieldsOf(tonight)).toEqual({ bookedDate: 'validation.bookingNotice' });
    expect((await book('2026-12-04', '08:00')).statusCode).toBe(201);
  });

  it('on a Friday evening, is accepted from Monday on', async () => {
    clock.advance(24 * HOUR);
    try {
      for (const weekend of ['2026-12-05', '2026-12-06']) {
        const res = await book(weekend, '10:00');
        expect(res.statusCode).toBe(400);
        expect(fieldsOf(res)).toEqual({ bookedDate: 'validation.bookingNotice' });
      }
      expect((await book('2026-12-07', '08:00')).statusCode).toBe(201);
    } finally {
      clock.advance(-24 * HOUR);
    }
  });

  it('tells the client the notice in the served configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/configs/app_config.json' });
    expect(res.json()).toMatchObject({ booking: { noticeWorkingDays: 1 } });
  });
});

describe('moving an interview in the back-office', () => {
  const interview = async (values: Partial<typeof talentInterviews.$inferInsert> = {}) => {
    const email = `${newMarker()}@client.example.be`;
    const personId = await personOf(t.app.db, { email });
    const [row] = await t.app.db
      .insert(talentInterviews)
      .values({ kind: 'BOOKING', email, personId, process: 'REQUESTED', ...values })
      .returning();
    return row!.id;
  };

  it('refuses a new slot in the past, with the field at fault', async () => {
    const id = await interview();
    const move = (rescheduledBookedDate: string, rescheduledBookedTime: string) =>
      admin.send('PUT', `/api/talent-interviews/${id}/process`, {
        process: 'RESCHEDULED',
        rescheduledBookedDate,
        rescheduledBookedTime,
      });
    const lastWeek = await move('2026-11-26', '10:00');
    expect(lastWeek.statusCode).toBe(400);
    expect(fieldsOf(lastWeek)).toEqual({ rescheduledBookedDate: 'validation.dateInPast' });
    const thisMorning = await move('2026-12-03', '09:00');
    expect(thisMorning.statusCode).toBe(400);
    expect(fieldsOf(thisMorning)).toEqual({ rescheduledBookedTime: 'validation.slotInPast' });
    const [row] = await t.app.db.select().from(talentInterviews).where(eq(talentInterviews.id, id));
    expect(row).toMatchObject({ process: 'REQUESTED', rescheduledBookedDate: null });
    // Staff may still plan later today: the notice is for clients.
    expect((await move('2026-12-03', '18:30')).statusCode).toBe(200);
  });

  it('refuses a PATCH that moves the slot into the past, and keeps saving the notes of a past interview', async () => {
    const id = await interview({
      process: 'RESCHEDULED',
      rescheduledBookedDate: '2026-11-20',
      rescheduledBookedTime: '10:00',
    });
    const moved = await admin.send('PATCH', `/api/talent-interviews/${id}`, { rescheduledBookedDate: '2026-12-01' });
    expect(moved.statusCode).toBe(400);
    expect(fieldsOf(moved)).toEqual({ rescheduledBookedDate: 'validation.dateInPast' });
    // The record page sends every field back: an unchanged past slot does not block the notes.
    const notes = await admin.send('PATCH', `/api/talent-interviews/${id}`, {
      comment: 'It went well.',
      rescheduledBookedDate: '2026-11-20',
      rescheduledBookedTime: '10:00',
    });
    expect(notes.statusCode).toBe(200);
    const later = await admin.send('PATCH', `/api/talent-interviews/${id}`, { rescheduledBookedDate: '2026-12-10' });
    expect(later.statusCode).toBe(200);
  });
});
