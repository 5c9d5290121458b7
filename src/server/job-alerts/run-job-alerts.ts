import { and, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import type { JobAlertQuery } from '../../shared/schemas/job-alert.ts';
import type { Database } from '../db/client.ts';
import { jobAlerts, jobSearch, jobs } from '../db/schema/index.ts';
import { enqueueMails, type MailDraft } from '../mail/enqueue-mails.ts';
import { siteUrl } from '../mail/firm.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { AlertJob } from '../mail/templates/JobAlert.tsx';
import { suppressedOf } from '../privacy/suppression.ts';
import { searchConditions } from '../public/search-jobs.ts';
import { alertLinks } from './alert-links.ts';
import { ALERT_UTM, describeQuery, linkKeyOf, searchLink } from './job-alerts.ts';
import { rowsOf } from '../db/rows.ts';

/** A mail lists at most this many jobs (the newest); the others come in the next one. */
export const JOBS_PER_MAIL = 20;
/** The newest matching jobs read per distinct search in one run. */
const CANDIDATES_PER_QUERY = 500;
/** Alerts written per transaction. */
const CHUNK = 1000;
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
      lastRunAt: jobAlerts.lastRunAt,
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
    await db.transaction(async (tx) => {
      // This chunk's alerts, each held by this run until it commits: another process's run skips the ones held
      // here and goes on to the next chunk (the two split the work instead of waiting on each other), and an alert
      // another run already did (its last run moved since it was read) is left to the next run.
      const held = rowsOf<{ id: number; ms: string | null }>(
        await tx.execute(sql`select id,
            (extract(epoch from date_trunc('milliseconds', last_run_at)) * 1000)::bigint::text as ms
          from job_alerts where id = any(${sqlIntArray(chunk.map((a) => a.id))}) for update skip locked`),
      );
      const heldNow = new Map(held.map((r) => [Number(r.id), r.ms === null ? null : Number(r.ms)]));
      const mine = chunk.filter(
        (a) => heldNow.has(a.id) && heldNow.get(a.id) === (a.lastRunAt ? a.lastRunAt.getTime() : null),
      );
      if (mine.length === 0) return;
      const suppressed = await suppressedOf(tx, [...new Set(mine.map((a) => a.email))]);
      const wanted = new Map<number, number[]>();
      const alertIds: number[] = [];
      const jobIds: number[] = [];
      const ranks: number[] = [];
      for (const alert of mine) {
        if (suppressed.has(alert.email)) continue;
        const fresh = candidates.get(queryKey(alert.query))!.filter((c) => c.created > alert.confirmedAt!);
        if (!fresh.length) continue;
        wanted.set(
          alert.id,
          fresh.map((c) => c.id),
        );
        fresh.forEach((c, rank) => {
          alertIds.push(alert.id);
          jobIds.push(c.id);
          ranks.push(rank);
        });
      }
      // One statement: the pairs not sent yet, the first JOBS_PER_MAIL of each alert written (in key order, so that
      // two runs lock the same keys in the same order), and how many more there are. A pair another run wrote
      // first is skipped here and in this run's mails.
      const written = alertIds.length
        ? rowsOf<{ alert_id: number; job_id: number; total: number }>(
            await tx.execute(sql`
          with wanted as (
            select w.alert_id, w.job_id, w.rank from unnest(${sqlIntArray(alertIds)}, ${sqlIntArray(jobIds)},
              ${sqlIntArray(ranks)}) as w(alert_id, job_id, rank)
            where not exists (select 1 from job_alert_sent s where s.alert_id = w.alert_id and s.job_id = w.job_id)
          ),
          ranked as (
            select alert_id, job_id, row_number() over (partition by alert_id order by rank) as n,
              count(*) over (partition by alert_id)::int as total
            from wanted
          ),
          ins as (
            insert into job_alert_sent (alert_id, job_id, sent_at)
            select alert_id, job_id, ${now} from ranked where n <= ${JOBS_PER_MAIL} order by alert_id, job_id
            on conflict do nothing
            returning alert_id, job_id
          )
          select ins.alert_id, ins.job_id, ranked.total from ins join ranked using (alert_id, job_id)`),
          )
        : [];
      const ofAlert = new Map<number, number[]>();
      const extra = new Map<number, number>();
      for (const w of written) {
        const alertId = Number(w.alert_id);
        ofAlert.set(alertId, [...(ofAlert.get(alertId) ?? []), Number(w.job_id)]);
        extra.set(alertId, Math.max(0, Number(w.total) - JOBS_PER_MAIL));
      }
      const drafts: MailDraft[] = [];
      for (const alert of mine) {
        const ids = ofAlert.get(alert.id);
        if (!ids?.length) continue;
        const lang = asLanguage(alert.lang);
        const links = alertLinks(key, alert, now);
        const order = new Map(wanted.get(alert.id)!.map((id, i) => [id, i]));
        ids.sort((a, b) => order.get(a)! - order.get(b)!);
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
      await enqueueMails(tx, mail, drafts, { suppressionChecked: true });
      result.mails += drafts.length;
      await tx
        .update(jobAlerts)
        .set({ lastRunAt: now })
        .where(
          inArray(
            jobAlerts.id,
            mine.map((a) => a.id),
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

/** A list of ids as one int[] parameter (one bound value, however long the list). */
const sqlIntArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const queryKey = (query: Record<string, string>) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));

const asLanguage = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
