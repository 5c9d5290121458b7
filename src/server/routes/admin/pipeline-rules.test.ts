import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema/index.ts';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';
import {
  createContactMessage,
  createInterviewBooking,
  createJobApplication,
  moveRecord,
} from '../../../../tests/helpers/factories.ts';

const ctx = adminTestApp();

/** The test's own records: a new and a closed contact, three booked interviews (one confirmed), an application. */
beforeAll(async () => {
  const app = ctx.t.app;
  await createContactMessage(app);
  const closed = await createContactMessage(app);
  await moveRecord(app, 'contacts', closed.id, { process: 'IN_PROGRESS' });
  await moveRecord(app, 'contacts', closed.id, { process: 'CLOSED' });
  for (let i = 0; i < 3; i++) {
    const booking = await createInterviewBooking(app);
    if (i === 0) await moveRecord(app, 'talent-interviews', booking.id, { process: 'CONFIRMED' });
  }
  await createJobApplication(app);
});

interface History {
  fromState: string | null;
  toState: string;
  comment: string;
  slotDate: string | null;
  slotTime: string | null;
}
const firstIn = async (resource: string, process: string) =>
  body<{ items: { id: number }[] }>(await ctx.admin.get(`/api/${resource}?process=${process}&size=1`)).items[0]!.id;

describe('a contact (decisions: NEW → IN_PROGRESS → CLOSED)', () => {
  it('cannot be closed before it is taken in hand', async () => {
    const id = await firstIn('contacts', 'NEW');
    const move = (process: string) => ctx.admin.send('PUT', `/api/contacts/${id}/process`, { process });
    const direct = await move('CLOSED');
    expect(direct.statusCode).toBe(409);
    expect(body(direct)).toMatchObject({ error: { fields: { process: 'validation.invalidTransition' } } });
    expect((await move('IN_PROGRESS')).statusCode).toBe(200);
    expect((await move('CLOSED')).statusCode).toBe(200);
  });
});

describe('a rescheduled interview', () => {
  it('is listed and sorted by its new slot, and its history names the new slot', async () => {
    const id = await firstIn('talent-interviews', 'CONFIRMED');
    const res = await ctx.admin.send('PUT', `/api/talent-interviews/${id}/process`, {
      process: 'RESCHEDULED',
      rescheduledBookedDate: '2099-01-02',
      rescheduledBookedTime: '14:15',
      comment: 'The client is travelling',
    });
    expect(res.statusCode).toBe(200);
    const moved = body<{ history: History[] }>(res).history.at(-1)!;
    expect(moved).toMatchObject({
      toState: 'RESCHEDULED',
      slotDate: '2099-01-02',
      slotTime: '14:15',
      comment: 'The client is travelling',
    });
    // The latest slot of all: last of the planned ones when sorted by slot, whatever its first booked date was.
    const list = body<{ items: { id: number; bookedDate: string | null; rescheduledBookedDate: string | null }[] }>(
      await ctx.admin.get('/api/talent-interviews?sort=bookedDate:asc&size=100'),
    );
    const planned = list.items.filter((i) => i.bookedDate || i.rescheduledBookedDate);
    expect(planned.length).toBeGreaterThan(2);
    expect(planned.at(-1)!.id).toBe(id);
  });
});

describe('the reason for a no go', () => {
  it('is one field: written by the move to NO_GO, refused elsewhere, cleared when the record moves on', async () => {
    const id = await firstIn('job-applications', 'NEW');
    const url = `/api/job-applications/${id}`;
    const early = await ctx.admin.send('PATCH', url, { noGoComment: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(body(early)).toMatchObject({ error: { fields: { noGoComment: 'validation.noGoOnly' } } });

    const noGo = await ctx.admin.send('PUT', `${url}/process`, { process: 'NO_GO', noGoComment: 'No Dutch' });
    expect(body(noGo)).toMatchObject({ process: 'NO_GO', noGoComment: 'No Dutch' });
    expect(body<{ history: History[] }>(noGo).history.at(-1)!.comment).toBe('No Dutch');
    expect(body(await ctx.admin.send('PATCH', url, { noGoComment: 'No Dutch, no French' }))).toMatchObject({
      noGoComment: 'No Dutch, no French',
    });

    const back = await ctx.admin.send('PUT', `${url}/process`, { process: 'IN_REVIEW', comment: 'Learns Dutch' });
    expect(body(back)).toMatchObject({ process: 'IN_REVIEW', noGoComment: '' });
  });
});

describe('"Received between"', () => {
  it('counts days in the firm time zone (Europe/Brussels)', async () => {
    const id = await firstIn('contacts', 'CLOSED');
    // 23:30 UTC on 4 March is 00:30 on 5 March in Brussels.
    await ctx.t.app.db
      .update(contacts)
      .set({ creationDate: new Date('2021-03-04T23:30:00Z') })
      .where(eq(contacts.id, id));
    const ids = async (from: string, to: string) =>
      body<{ items: { id: number }[] }>(await ctx.admin.get(`/api/contacts?from=${from}&to=${to}`)).items.map(
        (c) => c.id,
      );
    expect(await ids('2021-03-05', '2021-03-05')).toEqual([id]);
    expect(await ids('2021-03-04', '2021-03-04')).toEqual([]);
  });
});
