import { and, eq, gt, gte, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { firmClock, firmInstant } from '../../shared/firm-time.ts';
import type { Actor } from '../../shared/policy.ts';
import type { CalendarEvent } from '../../shared/schemas/candidate-interview.ts';
import type { Database } from '../db/client.ts';
import {
  companies,
  interviewAttendees,
  interviews,
  jobApplications,
  profiles,
  talentInterviews,
} from '../db/schema/index.ts';
import { chargeOf } from '../policies/index.ts';
import { toInterviews } from './interviews.ts';

type Db = Pick<Database, 'select' | 'execute'>;

/** A client's booking lasts an hour in its invitation (src/server/mail/interview-ics.ts): the calendar says the same. */
const BOOKING_MINUTES = 60;
/** The longest a candidate interview lasts: one that starts this long before `from` may still be under way. */
const LONGEST_MS = 480 * 60_000;

/**
 * The interview calendar (issue 29 item 4; docs/decisions/0058): the candidate interviews scheduled in the window,
 * and the client bookings of consultants (the talent interviews pipeline) that have a slot and are not cancelled,
 * in one list by start. `mine`: the interviews the user attends or set, and the bookings of the profiles and
 * companies they manage. A MANAGER limited to their charge sees those of the applications and bookings in it.
 */
export async function listCalendar(
  db: Db,
  actor: Actor & { id: number },
  query: { from: Date; to: Date; mine: boolean },
): Promise<CalendarEvent[]> {
  const [candidates, bookings] = await Promise.all([
    candidateEvents(db, actor, query),
    bookingEvents(db, actor, query),
  ]);
  return [...candidates, ...bookings].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

async function candidateEvents(
  db: Db,
  actor: Actor & { id: number },
  query: { from: Date; to: Date; mine: boolean },
): Promise<CalendarEvent[]> {
  const attends = sql`exists (select 1 from ${interviewAttendees} ia where ia.interview_id = ${interviews.id} and ia.user_id = ${actor.id})`;
  const where: (SQL | undefined)[] = [
    eq(interviews.status, 'SCHEDULED'),
    lt(interviews.startsAt, query.to),
    gt(interviews.startsAt, new Date(query.from.getTime() - LONGEST_MS)),
    sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) > ${query.from.toISOString()}::timestamptz`,
    ...chargeOf(actor, 'job-applications'),
  ];
  if (query.mine) where.push(or(attends, eq(interviews.createdById, actor.id)));
  const rows = await db
    .select({
      interview: interviews,
      firstName: jobApplications.firstName,
      lastName: jobApplications.lastName,
      jobTitle: jobApplications.jobTitle,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.jobApplicationId))
    .where(and(...where))
    .limit(2000);
  const full = await toInterviews(
    db,
    rows.map((r) => r.interview),
  );
  return rows.map((r, i) => {
    const one = full[i]!;
    const mine = one.attendees.some((a) => a.userId === actor.id) || r.interview.createdById === actor.id;
    return {
      id: `interview-${one.id}`,
      kind: 'candidate' as const,
      interviewId: one.id,
      recordType: 'job-applications' as const,
      recordId: one.jobApplicationId,
      title: [`${r.firstName} ${r.lastName}`.trim(), r.jobTitle].filter(Boolean).join(' · '),
      start: one.start,
      end: one.end,
      location: one.location,
      videoUrl: one.videoUrl,
      attendees: one.attendees,
      mine,
    };
  });
}

async function bookingEvents(
  db: Db,
  actor: Actor & { id: number },
  query: { from: Date; to: Date; mine: boolean },
): Promise<CalendarEvent[]> {
  const day = sql<string>`coalesce(${talentInterviews.rescheduledBookedDate}, ${talentInterviews.bookedDate})`;
  const time = sql<string>`coalesce(${talentInterviews.rescheduledBookedTime}, ${talentInterviews.bookedTime})`;
  // The firm's days the window touches, a day wider each side: the exact instants are compared below.
  const firstDay = firmClock(new Date(query.from.getTime() - 86_400_000)).date;
  const lastDay = firmClock(new Date(query.to.getTime() + 86_400_000)).date;
  const managed =
    actor.idManager === null
      ? sql`false`
      : sql`(${talentInterviews.profileId} in (select p.id from ${profiles} p where p.manager_id = ${actor.idManager})
          or ${talentInterviews.companyId} in (select c.id from ${companies} c where c.manager_id = ${actor.idManager}))`;
  const where: (SQL | undefined)[] = [
    eq(talentInterviews.kind, 'BOOKING'),
    ne(talentInterviews.process, 'CANCELLED'),
    sql`${time} is not null`,
    gte(day, firstDay),
    lte(day, lastDay),
    ...chargeOf(actor, 'talent-interviews'),
  ];
  if (query.mine) where.push(managed);
  const rows = await db
    .select({
      id: talentInterviews.id,
      day,
      time,
      client: talentInterviews.client,
      firstName: talentInterviews.firstName,
      lastName: talentInterviews.lastName,
      talentName: talentInterviews.talentName,
      profileFirst: profiles.displayedFirstName,
      profileLast: profiles.displayedLastName,
      profileTitle: profiles.profileTitle,
      mine: sql<boolean>`${managed}`,
    })
    .from(talentInterviews)
    .leftJoin(profiles, eq(profiles.id, talentInterviews.profileId))
    .where(and(...where))
    .limit(2000);
  return rows.flatMap((r) => {
    if (!r.day || !r.time || !/^\d{2}:\d{2}/.test(r.time)) return [];
    const start = firmInstant(String(r.day), r.time.slice(0, 5));
    const end = new Date(start.getTime() + BOOKING_MINUTES * 60_000);
    if (start >= query.to || end <= query.from) return [];
    const consultant = `${r.profileFirst ?? ''} ${r.profileLast ?? ''}`.trim() || r.profileTitle || r.talentName || '';
    const client = r.client || `${r.firstName} ${r.lastName}`.trim();
    return [
      {
        id: `booking-${r.id}`,
        kind: 'talent' as const,
        interviewId: null,
        recordType: 'talent-interviews' as const,
        recordId: r.id,
        title: [client, consultant].filter(Boolean).join(' · '),
        start: start.toISOString(),
        end: end.toISOString(),
        location: '',
        videoUrl: '',
        attendees: [],
        mine: Boolean(r.mine),
      },
    ];
  });
}
