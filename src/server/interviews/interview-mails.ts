import { eq, inArray } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import { firmClock } from '../../shared/firm-time.ts';
import type { Database } from '../db/client.ts';
import { interviewAttendees, interviews, jobApplications, managers, users } from '../db/schema/index.ts';
import { enqueueMails, type MailDraft } from '../mail/enqueue-mails.ts';
import { siteUrl } from '../mail/firm.ts';
import type { MailService } from '../mail/mail-service.ts';
import { languageOf } from '../mail/staff-recipients.ts';

/** What happened to the interview, as its mails say it. */
export type InterviewChange = 'invitation' | 'moved' | 'updated' | 'cancelled';

interface StaffAttendee {
  userId: number;
  name: string;
  email: string | null;
  lang: Language;
}

/** The staff users named, with their manager's address (none without a manager) and mail language. */
export async function staffAttendees(tx: Pick<Database, 'select'>, userIds: number[]): Promise<StaffAttendee[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({
      userId: users.id,
      userName: users.userName,
      language: users.language,
      email: managers.email,
      firstName: managers.firstName,
      lastName: managers.lastName,
    })
    .from(users)
    .leftJoin(managers, eq(managers.id, users.idManager))
    .where(inArray(users.id, userIds))
    .orderBy(users.id);
  return rows.map((r) => ({
    userId: r.userId,
    name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.userName,
    email: r.email || null,
    lang: languageOf(r.language),
  }));
}

/**
 * The mails of one version of an interview (docs/decisions/0058), written to the outbox in the caller's
 * transaction: to the candidate (in the application's language) and to each attending staff member with an address
 * (in theirs), each with the same invitation (UID of the interview, its SEQUENCE, REQUEST or CANCEL). `removed`
 * attendees get the cancellation alone. The outbox key names the interview, its sequence and the recipient, so a
 * write repeated is one mail. Nothing goes to an anonymised application's candidate.
 */
export async function enqueueInterviewMails(
  tx: Database,
  mail: MailService,
  interviewId: number,
  change: InterviewChange,
  removedUserIds: number[] = [],
): Promise<void> {
  const [row] = await tx
    .select({ interview: interviews, application: jobApplications })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.jobApplicationId))
    .where(eq(interviews.id, interviewId));
  if (!row) return;
  const { interview, application } = row;
  const attendeeIds = (
    await tx
      .select({ userId: interviewAttendees.userId })
      .from(interviewAttendees)
      .where(eq(interviewAttendees.interviewId, interviewId))
  ).map((a) => a.userId);
  const staff = await staffAttendees(tx, attendeeIds);
  const removed = await staffAttendees(tx, removedUserIds);
  const candidate = application.anonymisedAt
    ? null
    : { name: `${application.firstName} ${application.lastName}`.trim(), email: application.email };
  const { date, time } = firmClock(interview.startsAt);
  const base = {
    interviewId,
    sequence: interview.sequence,
    start: interview.startsAt.toISOString(),
    durationMinutes: interview.durationMinutes,
    duration: interview.durationMinutes,
    date,
    time,
    location: interview.location,
    videoUrl: interview.videoUrl,
    jobTitle: application.jobTitle,
    name: candidate?.name ?? '',
    lastName: application.lastName,
    change,
    cancelled: change === 'cancelled',
  };
  const invited = [
    ...(candidate ? [candidate] : []),
    ...staff.flatMap((s) => (s.email ? [{ name: s.name, email: s.email }] : [])),
  ];
  const template = change === 'cancelled' ? 'candidate-interview-cancelled' : 'candidate-interview-invitation';
  const link = `${siteUrl()}/jobsApplications/${application.id}`;
  const key = (who: string) => `interviews:${interviewId}:${interview.sequence}:${who}`;
  const drafts: MailDraft[] = [];
  if (candidate) {
    drafts.push({
      key: key('candidate'),
      template,
      to: candidate.email,
      lang: application.lang as Language,
      data: { ...base, audience: 'candidate', attendees: invited },
      recordType: 'job-applications',
      recordId: application.id,
    });
  }
  for (const s of staff) {
    if (!s.email) continue;
    drafts.push({
      key: key(`user-${s.userId}`),
      template,
      to: s.email,
      lang: s.lang,
      data: { ...base, audience: 'staff', link, attendees: invited },
      recordType: 'job-applications',
      recordId: application.id,
    });
  }
  for (const s of removed) {
    if (!s.email) continue;
    drafts.push({
      key: key(`user-${s.userId}`),
      template: 'candidate-interview-cancelled',
      to: s.email,
      lang: s.lang,
      data: {
        ...base,
        change: 'cancelled',
        cancelled: true,
        audience: 'staff',
        link,
        attendees: [{ name: s.name, email: s.email }],
      },
      recordType: 'job-applications',
      recordId: application.id,
    });
  }
  await enqueueMails(tx, mail, drafts);
}
