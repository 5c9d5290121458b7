import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, body, staff } from '../../../../tests/helpers/admin.ts';
import { multipart } from '../../../../tests/helpers/multipart.ts';
import {
  createInterviewBooking,
  createJob,
  createJobApplication,
  createManager,
  createProfile,
  createUser,
  newMarker,
  signIn,
} from '../../../../tests/helpers/factories.ts';
import type {
  ApplicationInterviews,
  CalendarEvent,
  CandidateInterview,
  InterviewSlotOffer,
  PublicSlotOffer,
} from '../../../shared/schemas/candidate-interview.ts';
import { outboxMails, stateHistory, talentInterviews, users } from '../../db/schema/index.ts';
import { signSlotToken } from '../../interviews/slot-link.ts';
import { renderMail } from '../../mail/render-mail.ts';

/**
 * Interviews with candidates (issue 29 items 3 and 4; docs/decisions/0058): scheduling, rescheduling and cancelling
 * with their invitations, offers of slots picked by a signed link, and the calendar's list.
 */
const ctx = adminTestApp();

type Fields = { error: { code: string; fields?: Record<string, string> } };
const HOUR = 3_600_000;
/** An instant `hours` from the app's now, on the minute. */
const later = (hours: number) =>
  new Date(Math.floor((ctx.t.app.clock.now().getTime() + hours * HOUR) / 60_000) * 60_000);

/** A staff member with an address (their manager's) and a mail language. */
async function attendee(language: 'fr' | 'en' | 'nl' = 'nl') {
  const manager = await createManager(ctx.t.app);
  const user = await createUser(ctx.t.app, { idManager: manager.id });
  await ctx.t.app.db.update(users).set({ language }).where(eq(users.id, user.id));
  return { user, manager };
}

const mailsOf = (applicationId: number) =>
  ctx.t.app.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.recordType, 'job-applications'), eq(outboxMails.recordId, applicationId)))
    .orderBy(asc(outboxMails.id));

/** The .ics an outbox mail carries, rendered as the mail worker renders it, unfolded. */
async function icsOf(mail: typeof outboxMails.$inferSelect) {
  const rendered = await renderMail(mail, 'office@example.com');
  const part = rendered.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(part, 'an .ics attachment').toBeTruthy();
  return { ics: part!.content.replace(/\r\n[ \t]/g, ''), contentType: part!.contentType, text: rendered.text };
}
const field = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.trim();

const historyOf = (applicationId: number) =>
  ctx.t.app.db
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.recordType, 'job-applications'), eq(stateHistory.recordId, applicationId)))
    .orderBy(asc(stateHistory.id));

describe('interviews with candidates', () => {
  it('schedule, reschedule, cancel: one invitation per person, same UID, SEQUENCE up, CANCEL, history', async () => {
    const application = await createJobApplication(ctx.t.app, { lang: 'fr' });
    const { user, manager } = await attendee('nl');
    const start = later(48);
    const res = await ctx.admin.send('POST', `/api/job-applications/${application.id}/interviews`, {
      start: start.toISOString(),
      durationMinutes: 45,
      location: 'Avenue Louise 54, Brussels',
      videoUrl: 'https://meet.example.com/abc',
      attendeeUserIds: [user.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const interview = body<CandidateInterview>(res);
    expect(interview).toMatchObject({ status: 'SCHEDULED', sequence: 0, durationMinutes: 45 });
    expect(interview.attendees.map((a) => a.userId)).toEqual([user.id]);

    let mails = await mailsOf(application.id);
    const first = mails.filter((m) => m.template === 'candidate-interview-invitation');
    expect(first.map((m) => [m.recipient, m.lang]).sort()).toEqual(
      [
        [application.email, 'fr'],
        [manager.email, 'nl'],
      ].sort(),
    );
    const candidateIcs = await icsOf(first.find((m) => m.recipient === application.email)!);
    const staffIcs = await icsOf(first.find((m) => m.recipient === manager.email)!);
    expect(candidateIcs.contentType).toContain('method=REQUEST');
    expect(field(candidateIcs.ics, 'METHOD')).toBe('REQUEST');
    expect(field(candidateIcs.ics, 'SEQUENCE')).toBe('0');
    const uid = field(candidateIcs.ics, 'UID');
    expect(uid).toMatch(new RegExp(`^candidate-interview-${interview.id}@`));
    expect(field(staffIcs.ics, 'UID')).toBe(uid);
    // The start in UTC (no floating time): the firm's 14:00 is 13:00Z in winter, 12:00Z in summer.
    const stamp = start
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(field(candidateIcs.ics, 'DTSTART')).toBe(stamp);
    expect(candidateIcs.ics).toContain(`mailto:${manager.email}`);
    expect(candidateIcs.ics).toContain(`mailto:${application.email}`);
    expect(candidateIcs.text).toContain('https://meet.example.com/abc');

    // Rescheduled: same UID, SEQUENCE 1, to both again.
    const moved = later(72);
    const patched = await ctx.admin.send('PATCH', `/api/interviews/${interview.id}`, { start: moved.toISOString() });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(body<CandidateInterview>(patched)).toMatchObject({ sequence: 1, start: moved.toISOString() });
    mails = await mailsOf(application.id);
    const second = mails.filter((m) => m.template === 'candidate-interview-invitation').slice(2);
    expect(second).toHaveLength(2);
    for (const m of second) {
      const { ics } = await icsOf(m);
      expect(field(ics, 'UID')).toBe(uid);
      expect(field(ics, 'SEQUENCE')).toBe('1');
      expect(field(ics, 'METHOD')).toBe('REQUEST');
    }
    expect(second.find((m) => m.recipient === application.email)!.subject).toMatch(/déplacé/);

    // Nothing changed: nothing sent.
    const same = await ctx.admin.send('PATCH', `/api/interviews/${interview.id}`, { start: moved.toISOString() });
    expect(body<CandidateInterview>(same).sequence).toBe(1);
    expect(await mailsOf(application.id)).toHaveLength(mails.length);

    // Cancelled: METHOD:CANCEL, SEQUENCE 2, same UID, to both.
    const cancelled = await ctx.admin.send('DELETE', `/api/interviews/${interview.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    mails = await mailsOf(application.id);
    const third = mails.filter((m) => m.template === 'candidate-interview-cancelled');
    expect(third.map((m) => m.recipient).sort()).toEqual([application.email, manager.email].sort());
    for (const m of third) {
      const { ics, contentType } = await icsOf(m);
      expect(contentType).toContain('method=CANCEL');
      expect(field(ics, 'METHOD')).toBe('CANCEL');
      expect(field(ics, 'STATUS')).toBe('CANCELLED');
      expect(field(ics, 'UID')).toBe(uid);
      expect(field(ics, 'SEQUENCE')).toBe('2');
    }
    // Cancelled again: nothing more; a cancelled interview is not moved.
    expect((await ctx.admin.send('DELETE', `/api/interviews/${interview.id}`)).statusCode).toBe(204);
    expect(await mailsOf(application.id)).toHaveLength(mails.length);
    const refused = await ctx.admin.send('PATCH', `/api/interviews/${interview.id}`, {
      start: later(96).toISOString(),
    });
    expect(refused.statusCode).toBe(409);

    const events = (await historyOf(application.id)).map((h) => h.event).filter(Boolean);
    expect(events).toEqual(['interview-scheduled', 'interview-rescheduled', 'interview-cancelled']);
    const record = body<{ history: { event?: string | null }[] }>(
      await ctx.admin.get(`/api/job-applications/${application.id}`),
    );
    expect(record.history.map((h) => h.event).filter(Boolean)).toEqual(events);
    const listed = body<ApplicationInterviews>(
      await ctx.admin.get(`/api/job-applications/${application.id}/interviews`),
    );
    expect(listed.interviews.map((i) => [i.id, i.status])).toEqual([[interview.id, 'CANCELLED']]);
  });

  it('an attendee taken off gets the cancellation alone; one added gets the invitation', async () => {
    const application = await createJobApplication(ctx.t.app);
    const a = await attendee('en');
    const b = await attendee('fr');
    const res = await ctx.admin.send('POST', `/api/job-applications/${application.id}/interviews`, {
      start: later(30).toISOString(),
      durationMinutes: 60,
      attendeeUserIds: [a.user.id],
    });
    const interview = body<CandidateInterview>(res);
    await ctx.admin.send('PATCH', `/api/interviews/${interview.id}`, { attendeeUserIds: [b.user.id] });
    const mails = (await mailsOf(application.id)).filter((m) => m.template.startsWith('candidate-interview'));
    const last = mails.slice(2);
    expect(last.map((m) => [m.recipient, m.template]).sort()).toEqual(
      [
        [application.email, 'candidate-interview-invitation'],
        [b.manager.email, 'candidate-interview-invitation'],
        [a.manager.email, 'candidate-interview-cancelled'],
      ].sort(),
    );
    const { ics } = await icsOf(last.find((m) => m.recipient === a.manager.email)!);
    expect(field(ics, 'SEQUENCE')).toBe('1');
    expect(field(ics, 'METHOD')).toBe('CANCEL');
    expect((await historyOf(application.id)).map((h) => h.event).filter(Boolean)).toEqual([
      'interview-scheduled',
      'interview-updated',
    ]);
  });

  it('an interview set moves the application to INTERVIEW (history row), not once it is further on', async () => {
    const processOf = async (id: number) =>
      body<{ process: string }>(await ctx.admin.get(`/api/job-applications/${id}`)).process;
    const schedule = (id: number) =>
      ctx.admin.send('POST', `/api/job-applications/${id}/interviews`, {
        start: later(40).toISOString(),
        durationMinutes: 30,
      });
    const moveTo = (id: number, process: string) =>
      ctx.admin.send('PUT', `/api/job-applications/${id}/process`, { process });

    // NEW: moved, with its state history row (no event) before the interview's own row.
    const fresh = await createJobApplication(ctx.t.app);
    expect((await schedule(fresh.id)).statusCode).toBe(201);
    expect(await processOf(fresh.id)).toBe('INTERVIEW');
    const rows = (await historyOf(fresh.id)).map((h) => [h.fromState, h.toState, h.event, h.changedBy]);
    expect(rows.slice(-2)).toEqual([
      ['NEW', 'INTERVIEW', null, 'admin'],
      ['INTERVIEW', 'INTERVIEW', 'interview-scheduled', 'admin'],
    ]);
    // A second interview: already there, no second move.
    expect((await schedule(fresh.id)).statusCode).toBe(201);
    expect((await historyOf(fresh.id)).filter((h) => !h.event && h.toState === 'INTERVIEW')).toHaveLength(1);

    // An offer made: further on, it stays.
    const offered = await createJobApplication(ctx.t.app);
    expect((await moveTo(offered.id, 'OFFER')).statusCode).toBe(200);
    expect((await schedule(offered.id)).statusCode).toBe(201);
    expect(await processOf(offered.id)).toBe('OFFER');
    expect((await historyOf(offered.id)).filter((h) => h.toState === 'INTERVIEW')).toHaveLength(0);

    // Closed (hired): no interview at all, no move.
    const hired = await createJobApplication(ctx.t.app);
    expect((await moveTo(hired.id, 'HIRED')).statusCode).toBe(200);
    expect((await schedule(hired.id)).statusCode).toBe(409);
    expect(await processOf(hired.id)).toBe('HIRED');

    // The candidate's pick of an offered slot moves it too (changed by the website: no user).
    const picked = await createJobApplication(ctx.t.app);
    expect((await moveTo(picked.id, 'IN_REVIEW')).statusCode).toBe(200);
    const offer = body<InterviewSlotOffer>(
      await ctx.admin.send('POST', `/api/job-applications/${picked.id}/interview-slots`, {
        slots: [later(30).toISOString()],
        durationMinutes: 30,
      }),
    );
    expect(await processOf(picked.id)).toBe('IN_REVIEW');
    const token = signSlotToken(ctx.t.config.mail.interviewSlotKey, offer.id, later(30));
    const chosen = await ctx.t.app.inject({
      method: 'POST',
      url: `/public/api/interview-slots/${token}`,
      headers: ctx.t.xsrf,
      payload: { slotId: offer.slots[0]!.id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await processOf(picked.id)).toBe('INTERVIEW');
    expect((await historyOf(picked.id)).map((h) => [h.fromState, h.toState, h.event, h.changedBy]).slice(-2)).toEqual([
      ['IN_REVIEW', 'INTERVIEW', null, null],
      ['INTERVIEW', 'INTERVIEW', 'interview-slot-chosen', null],
    ]);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const application = await createJobApplication(ctx.t.app);
    const disabled = await createUser(ctx.t.app);
    await ctx.t.app.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
    const url = `/api/job-applications/${application.id}/interviews`;
    const good = { start: later(24).toISOString(), durationMinutes: 60, attendeeUserIds: [] };
    const cases: [object, string][] = [
      [{ ...good, start: later(-1).toISOString() }, 'start'],
      [{ ...good, start: 'tomorrow' }, 'start'],
      [{ ...good, start: '2031-01-06T10:00:00' }, 'start'],
      [{ ...good, durationMinutes: 10 }, 'durationMinutes'],
      [{ ...good, durationMinutes: 481 }, 'durationMinutes'],
      [{ ...good, videoUrl: 'http://meet.example.com/x' }, 'videoUrl'],
      [{ ...good, videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
      [{ ...good, attendeeUserIds: [disabled.id] }, 'attendeeUserIds'],
      [{ ...good, attendeeUserIds: [999_999] }, 'attendeeUserIds'],
    ];
    for (const [payload, name] of cases) {
      const res = await ctx.admin.send('POST', url, payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(Object.keys(body<Fields>(res).error.fields ?? {}), res.body).toContain(name);
    }
    const slots = await ctx.admin.send('POST', `/api/job-applications/${application.id}/interview-slots`, {
      slots: [1, 2, 3, 4, 5, 6].map((h) => later(24 + h).toISOString()),
      durationMinutes: 30,
    });
    expect(slots.statusCode).toBe(400);
    expect(Object.keys(body<Fields>(slots).error.fields ?? {})).toContain('slots');
    const past = await ctx.admin.send('POST', `/api/job-applications/${application.id}/interview-slots`, {
      slots: [later(-2).toISOString()],
      durationMinutes: 30,
    });
    expect(past.statusCode).toBe(400);
    expect(Object.keys(body<Fields>(past).error.fields ?? {})).toContain('slots');
    expect(await mailsOf(application.id).then((m) => m.filter((x) => /interview/.test(x.template)))).toEqual([]);
    expect((await historyOf(application.id)).filter((h) => h.event)).toEqual([]);
    expect((await ctx.admin.send('POST', '/api/job-applications/999999/interviews', good)).statusCode).toBe(404);
  });
});

describe('slots offered to the candidate', () => {
  it('offer, pick by the signed link, the others free up, a second pick is refused', async () => {
    const application = await createJobApplication(ctx.t.app, { lang: 'nl' });
    const { user, manager } = await attendee('fr');
    const starts = [later(50), later(26), later(74)];
    const res = await ctx.admin.send('POST', `/api/job-applications/${application.id}/interview-slots`, {
      slots: starts.map((s) => s.toISOString()),
      durationMinutes: 30,
      location: 'Gent',
      attendeeUserIds: [user.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const offer = body<InterviewSlotOffer>(res);
    expect(offer.slots.map((s) => s.start)).toEqual([starts[1], starts[0], starts[2]].map((s) => s!.toISOString()));

    const [mail] = (await mailsOf(application.id)).filter((m) => m.template === 'interview-slots-offered');
    expect(mail).toMatchObject({ recipient: application.email, lang: 'nl' });
    const link = String((mail!.data as { link: string }).link);
    expect(link).toMatch(/\/interview-slots\/[\w-]+\.[\w-]+\?lang=nl$/);
    const rendered = await renderMail(mail!, 'office@example.com');
    expect(rendered.text).toContain(link);
    const token = new URL(link).pathname.split('/').pop()!;
    const url = `/public/api/interview-slots/${token}`;

    const page = await ctx.t.app.inject({ method: 'GET', url });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const shown = body<PublicSlotOffer>(page);
    expect(shown).toMatchObject({ firstName: application.firstName, durationMinutes: 30, chosen: null });
    expect(shown.slots).toHaveLength(3);

    const pick = (slotId: number) =>
      ctx.t.app.inject({ method: 'POST', url, headers: ctx.t.xsrf, payload: { slotId } });
    const chosen = await pick(offer.slots[1]!.id);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(body<PublicSlotOffer>(chosen)).toMatchObject({ chosen: { start: offer.slots[1]!.start }, slots: [] });
    // The same slot again, and another slot of the settled offer: refused.
    for (const id of [offer.slots[1]!.id, offer.slots[0]!.id]) {
      const again = await pick(id);
      expect(again.statusCode, again.body).toBe(409);
      expect(body<Fields>(again).error.fields).toEqual({ slotId: 'validation.slotTaken' });
    }
    const listed = body<ApplicationInterviews>(
      await ctx.admin.get(`/api/job-applications/${application.id}/interviews`),
    );
    expect(listed.interviews).toHaveLength(1);
    expect(listed.interviews[0]).toMatchObject({ start: offer.slots[1]!.start, fromSlots: true, durationMinutes: 30 });
    expect(listed.offers[0]).toMatchObject({ id: offer.id, interviewId: listed.interviews[0]!.id });
    const invitations = (await mailsOf(application.id)).filter((m) => m.template === 'candidate-interview-invitation');
    expect(invitations.map((m) => m.recipient).sort()).toEqual([application.email, manager.email].sort());
    expect((await historyOf(application.id)).map((h) => [h.event, h.changedBy]).filter(([e]) => e)).toEqual([
      ['interview-slots-offered', 'admin'],
      ['interview-slot-chosen', null],
    ]);
  });

  it('the page takes the choice as a plain HTML post (no JavaScript): 303 to its confirmation', async () => {
    const application = await createJobApplication(ctx.t.app, { lang: 'fr' });
    const offer = body<InterviewSlotOffer>(
      await ctx.admin.send('POST', `/api/job-applications/${application.id}/interview-slots`, {
        slots: [later(20).toISOString(), later(21).toISOString()],
        durationMinutes: 45,
      }),
    );
    const token = signSlotToken(ctx.t.config.mail.interviewSlotKey, offer.id, later(21));
    const form = multipart([
      { name: '_form', value: 'interviewSlot' },
      { name: 'slotId', value: String(offer.slots[0]!.id) },
    ]);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/interview-slots/${token}?lang=fr`,
      headers: { 'content-type': form.contentType, accept: 'text/html', 'sec-fetch-site': 'same-origin' },
      payload: form.body,
    });
    expect(res.statusCode, res.body).toBe(303);
    // The answered page opens at its confirmation (issue 44 item 13).
    expect(res.headers.location).toBe(`/interview-slots/${token}?lang=fr&sent=interviewSlot#form-sent`);
    const listed = body<ApplicationInterviews>(
      await ctx.admin.get(`/api/job-applications/${application.id}/interviews`),
    );
    expect(listed.interviews.map((i) => i.start)).toEqual([offer.slots[0]!.start]);
    // Another site's post is refused (origin check), as every page form's.
    const forged = await ctx.t.app.inject({
      method: 'POST',
      url: `/interview-slots/${token}`,
      headers: { 'content-type': form.contentType, 'sec-fetch-site': 'cross-site' },
      payload: form.body,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('a forged, altered or expired link answers a clear 4xx', async () => {
    const application = await createJobApplication(ctx.t.app);
    const res = await ctx.admin.send('POST', `/api/job-applications/${application.id}/interview-slots`, {
      slots: [later(5).toISOString()],
      durationMinutes: 30,
    });
    const offer = body<InterviewSlotOffer>(res);
    const forged = signSlotToken('another-key', offer.id, later(5));
    const expired = signSlotToken(ctx.t.config.mail.interviewSlotKey, offer.id, later(-1));
    const good = signSlotToken(ctx.t.config.mail.interviewSlotKey, offer.id, later(5));
    const [payload] = good.split('.');
    const other = Buffer.from(JSON.stringify({ o: offer.id + 1, x: 4_000_000_000 })).toString('base64url');
    const altered = `${other}.${good.split('.')[1]}`;
    for (const [token, status, code] of [
      [forged, 401, 'INVALID_LINK'],
      [altered, 401, 'INVALID_LINK'],
      [`${payload}.`, 401, 'INVALID_LINK'],
      ['nonsense', 401, 'INVALID_LINK'],
      [expired, 410, 'LINK_GONE'],
    ] as const) {
      const get = await ctx.t.app.inject({ method: 'GET', url: `/public/api/interview-slots/${token}` });
      expect(get.statusCode, `${token}: ${get.body}`).toBe(status);
      expect(body<Fields>(get).error.code).toBe(code);
      const post = await ctx.t.app.inject({
        method: 'POST',
        url: `/public/api/interview-slots/${token}`,
        headers: ctx.t.xsrf,
        payload: { slotId: offer.slots[0]!.id },
      });
      expect(post.statusCode).toBe(status);
    }
    expect(
      body<ApplicationInterviews>(await ctx.admin.get(`/api/job-applications/${application.id}/interviews`)).interviews,
    ).toEqual([]);
  });
});

describe('the interview calendar', () => {
  it('lists candidate interviews and client bookings in a window, mine or all, and a scoped MANAGER their charge', async () => {
    const managerA = await createManager(ctx.t.app);
    const managerB = await createManager(ctx.t.app);
    const jobA = await createJob(ctx.t.app, newMarker(), { managerId: managerA.id });
    const jobB = await createJob(ctx.t.app, newMarker(), { managerId: managerB.id });
    const inCharge = await createJobApplication(ctx.t.app, { jobId: jobA.id });
    const outside = await createJobApplication(ctx.t.app, { jobId: jobB.id });
    const scopedUser = await createUser(ctx.t.app, { idManager: managerA.id });
    await ctx.t.app.db.update(users).set({ recordScope: 'charge' }).where(eq(users.id, scopedUser.id));
    const scoped = staff(ctx.t, await signIn(ctx.t, scopedUser));

    const at = later(24 * 9);
    const make = async (applicationId: number, hours: number, attendeeUserIds: number[] = []) =>
      body<CandidateInterview>(
        await ctx.admin.send('POST', `/api/job-applications/${applicationId}/interviews`, {
          start: new Date(at.getTime() + hours * HOUR).toISOString(),
          durationMinutes: 60,
          attendeeUserIds,
        }),
      );
    const mineOne = await make(inCharge.id, 0, [scopedUser.id]);
    const theirs = await make(outside.id, 1);
    const tooLate = await make(inCharge.id, 24 * 5);
    // A client's booking of a consultant of manager A, confirmed at a firm time inside the window.
    const profile = await createProfile(ctx.t.app, newMarker(), { managerId: managerA.id, display: true });
    const booking = await createInterviewBooking(ctx.t.app, { profileId: profile.id });
    const slot = new Date(at.getTime() + 3 * HOUR);
    const brussels = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Brussels',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(slot);
    const part = (type: string) => brussels.find((p) => p.type === type)!.value;
    await ctx.t.app.db
      .update(talentInterviews)
      .set({
        bookedDate: `${part('year')}-${part('month')}-${part('day')}`,
        bookedTime: `${part('hour')}:${part('minute')}`,
      })
      .where(eq(talentInterviews.id, booking.id));

    const window = `from=${encodeURIComponent(new Date(at.getTime() - HOUR).toISOString())}&to=${encodeURIComponent(new Date(at.getTime() + 48 * HOUR).toISOString())}`;
    const list = async (who: typeof ctx.admin, query = '') => {
      const res = await who.get(`/api/interviews?${window}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return body<{ items: CalendarEvent[] }>(res).items;
    };
    const all = await list(ctx.admin);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual(
      expect.arrayContaining([`interview-${mineOne.id}`, `interview-${theirs.id}`, `booking-${booking.id}`]),
    );
    expect(ids).not.toContain(`interview-${tooLate.id}`);
    const bookingEvent = all.find((e) => e.id === `booking-${booking.id}`)!;
    expect(bookingEvent).toMatchObject({ kind: 'talent', recordType: 'talent-interviews', recordId: booking.id });
    expect(bookingEvent.start).toBe(slot.toISOString());
    expect(all.find((e) => e.id === `interview-${mineOne.id}`)).toMatchObject({
      kind: 'candidate',
      recordType: 'job-applications',
      recordId: inCharge.id,
    });

    // Mine: the interviews the scoped user attends, and the bookings of the profiles their manager manages.
    const mine = (await list(scoped, '&mine=true')).map((e) => e.id).sort();
    expect(mine).toEqual([`booking-${booking.id}`, `interview-${mineOne.id}`].sort());
    // Their charge: manager A's job's applications and profile's bookings; never manager B's.
    const charged = (await list(scoped)).map((e) => e.id);
    expect(charged).toContain(`interview-${mineOne.id}`);
    expect(charged).not.toContain(`interview-${theirs.id}`);
    expect((await scoped.send('PATCH', `/api/interviews/${theirs.id}`, { location: 'x' })).statusCode).toBe(404);
    expect((await scoped.send('DELETE', `/api/interviews/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (
        await scoped.send('POST', `/api/job-applications/${outside.id}/interviews`, {
          start: later(30).toISOString(),
          durationMinutes: 30,
        })
      ).statusCode,
    ).toBe(404);
    expect((await scoped.send('PATCH', `/api/interviews/${mineOne.id}`, { location: 'Room 2' })).statusCode).toBe(200);

    // Bad windows.
    expect((await ctx.admin.get('/api/interviews?from=x&to=y')).statusCode).toBe(400);
    const wide = await ctx.admin.get(
      `/api/interviews?from=${encodeURIComponent(at.toISOString())}&to=${encodeURIComponent(new Date(at.getTime() + 90 * 24 * HOUR).toISOString())}`,
    );
    expect(wide.statusCode).toBe(400);
    expect(body<Fields>(wide).error.fields).toHaveProperty('to');
  });
});
