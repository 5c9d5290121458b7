import { and, desc, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import type { JobAlertQuery } from '../../shared/schemas/job-alert.ts';
import type { Database } from '../db/client.ts';
import { jobAlertSent, jobAlerts, jobSearch, jobs } from '../db/schema/index.ts';
import { enqueueMails, type MailDraft } from '../mail/enqueue-mails.ts';
import { siteUrl } from '../mail/firm.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { AlertJob } from '../mail/templates/JobAlert.tsx';
import { suppressedOf } from '../privacy/suppression.ts';
import { searchConditions } from '../public/search-jobs.ts';
import { alertLinks } from './alert-links.ts';
import { ALERT_UTM, describeQuery, linkKeyOf, searchLink } from './job-alerts.ts';

/** A mail lists at most this many jobs (the newest); the others come in the next one. */
export const JOBS_PER_MAIL = 20;
/** The newest matching jobs read per distinct search in one run. */
const CANDIDATES_PER_QUERY = 500;
/** Alerts written per transaction. */
const CHUNK = 500;
const HOUR_MS = 3600 * 1000;
/** When a daily or weekly alert is due again after its last run (an hour's slack for a late schedule). */
const DUE_AFTER_MS = { daily: 23 * HOUR_MS, weekly: 7 * 24 * HOUR_MS - HOUR_MS } as const;

export interface AlertRunResult {
  alerts: number;
  mails: number;
  jobs: number;
}

type Frequency = 'instant' | 'daily' | 'weekly';

/**
 * One run of the job alerts (docs/decisions/0061): every confirmed alert that is due (instant: each run; daily: 23 h
 * after its last run; weekly: 7 days) gets one mail listing the published open jobs matching its search (the public
 * search's own conditions, src/server/public/search-jobs.ts) that were created after it was confirmed and that it
 * has not mailed yet; none when there is nothing new. Each mailed (alert, job) pair is written to job_alert_sent in
 * the transaction that writes the mail, and only the pairs this run wrote go into its mails: two runs at once (two
 * processes, a retry after a crash) never mail a job twice to the same alert. Searches are read once per distinct
 * search, not once per alert. Suppressed addresses are left out.
 */
export async function runJobAlerts(
  db: Database,
  mail: MailService,
  options: { now: Date; frequencies?: Frequency[] },
): Promise<AlertRunResult> {
  const { now } = options;
  const frequencies = options.frequencies ?? ['instant', 'daily', 'weekly'];
  const dueClauses = frequencies.map((f) =>
    f === 'instant'
      ? eq(jobAlerts.frequency, 'instant')
      : and(eq(jobAlerts.frequency, f), lte(jobAlerts.lastRunAt, new Date(now.getTime() - DUE_AFTER_MS[f]))),
  );
  const due = await db
    .select({
      id: jobAlerts.id,
      email: jobAlerts.email,
      lang: jobAlerts.lang,
      query: jobAlerts.query,
      confirmedAt: jobAlerts.confirmedAt,
    })
    .from(jobAlerts)
    .where(and(isNotNull(jobAlerts.confirmedAt), or(...dueClauses)))
    .orderBy(jobAlerts.id);
  const result: AlertRunResult = { alerts: due.length, mails: 0, jobs: 0 };
  if (due.length === 0) return result;

  // The matching jobs of each distinct search, newest first, created after the earliest of its alerts' confirmations.
  const byQuery = new Map<string, { query: JobAlertQuery; since: Date }>();
  for (const alert of due) {
    const key = queryKey(alert.query);
    const entry = byQuery.get(key);
    if (!entry || alert.confirmedAt! < entry.since) byQuery.set(key, { query: alert.query, since: alert.confirmedAt! });
  }
  const candidates = new Map<string, { id: number; created: Date }[]>();
  for (const [key, { query, since }] of byQuery) {
    const where = searchConditions(query, now);
    const rows = await db
      .select({ id: jobSearch.jobId, created: jobSearch.creationDate })
      .from(jobSearch)
      .where(and(where.all, gt(jobSearch.creationDate, since)))
      .orderBy(desc(jobSearch.creationDate), desc(jobSearch.jobId))
      .limit(CANDIDATES_PER_QUERY);
    candidates.set(key, rows);
  }
  const jobIds = [...new Set([...candidates.values()].flat().map((c) => c.id))];
  if (jobIds.length === 0) {
    await db
      .update(jobAlerts)
      .set({ lastRunAt: now })
      .where(
        inArray(
          jobAlerts.id,
          due.map((a) => a.id),
        ),
      );
    return result;
  }
  const details = new Map(
    (
      await db
        .select({ id: jobs.id, title: jobs.title, region: jobs.region, type: jobs.type, rate: jobs.rate })
        .from(jobs)
        .where(inArray(jobs.id, jobIds))
    ).map((j) => [j.id, j]),
  );
  const key = linkKeyOf(mail);
  const base = siteUrl();

  for (let start = 0; start < due.length; start += CHUNK) {
    const chunk = due.slice(start, start + CHUNK);
    const suppressed = await suppressedOf(db, [...new Set(chunk.map((a) => a.email))]);
    const wanted = new Map<number, number[]>();
    for (const alert of chunk) {
      if (suppressed.has(alert.email)) continue;
      const fresh = candidates.get(queryKey(alert.query))!.filter((c) => c.created > alert.confirmedAt!);
      if (fresh.length)
        wanted.set(
          alert.id,
          fresh.map((c) => c.id),
        );
    }
    await db.transaction(async (tx) => {
      const already = new Set<string>();
      if (wanted.size) {
        const sent = await tx
          .select({ alertId: jobAlertSent.alertId, jobId: jobAlertSent.jobId })
          .from(jobAlertSent)
          .where(
            and(
              inArray(jobAlertSent.alertId, [...wanted.keys()]),
              inArray(jobAlertSent.jobId, [...new Set([...wanted.values()].flat())]),
            ),
          );
        for (const s of sent) already.add(`${s.alertId}:${s.jobId}`);
      }
      const pairs: { alertId: number; jobId: number; sentAt: Date }[] = [];
      const extra = new Map<number, number>();
      for (const [alertId, ids] of wanted) {
        const unsent = ids.filter((id) => !already.has(`${alertId}:${id}`));
        for (const jobId of unsent.slice(0, JOBS_PER_MAIL)) pairs.push({ alertId, jobId, sentAt: now });
        extra.set(alertId, Math.max(0, unsent.length - JOBS_PER_MAIL));
      }
      // Sorted, so that two runs lock the same keys in the same order (no deadlock); a pair another run wrote
      // first is skipped here and in this run's mails.
      pairs.sort((a, b) => a.alertId - b.alertId || a.jobId - b.jobId);
      const written: { alertId: number; jobId: number }[] = [];
      for (let i = 0; i < pairs.length; i += 5000) {
        written.push(
          ...(await tx
            .insert(jobAlertSent)
            .values(pairs.slice(i, i + 5000))
            .onConflictDoNothing()
            .returning({ alertId: jobAlertSent.alertId, jobId: jobAlertSent.jobId })),
        );
      }
      const ofAlert = new Map<number, number[]>();
      for (const w of written) ofAlert.set(w.alertId, [...(ofAlert.get(w.alertId) ?? []), w.jobId]);
      const drafts: MailDraft[] = [];
      for (const alert of chunk) {
        const ids = ofAlert.get(alert.id);
        if (!ids?.length) continue;
        const lang = asLanguage(alert.lang);
        const links = alertLinks(key, alert, now);
        const order = wanted.get(alert.id)!;
        ids.sort((a, b) => order.indexOf(a) - order.indexOf(b));
        drafts.push({
          key: `job-alert:${alert.id}:${ids.join(',')}`.slice(0, 500),
          template: 'job-alert',
          to: alert.email,
          lang,
          data: {
            search: describeQuery(alert.query, lang),
            jobs: ids.map((id) => alertJob(details.get(id)!, lang, base)),
            more: extra.get(alert.id) ?? 0,
            searchLink: searchLink(alert.query, lang),
            manageLink: links.manage,
            unsubscribeLink: links.unsubscribe,
            listUnsubscribe: links.unsubscribe,
          },
          recordType: 'job-alerts',
          recordId: alert.id,
        });
        result.jobs += ids.length;
      }
      await enqueueMails(tx, mail, drafts);
      result.mails += drafts.length;
      await tx
        .update(jobAlerts)
        .set({ lastRunAt: now })
        .where(
          inArray(
            jobAlerts.id,
            chunk.map((a) => a.id),
          ),
        );
    });
  }
  return result;
}

function alertJob(
  job: { id: number; title: string; region: string; type: string; rate: string },
  lang: Language,
  base: string,
): AlertJob {
  return {
    title: job.title,
    line: [job.region, job.type, job.rate].filter(Boolean).join(' · '),
    link: `${base}/jobs/${job.id}?lang=${lang}&${ALERT_UTM}`,
  };
}

const queryKey = (query: Record<string, string>) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));

const asLanguage = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
