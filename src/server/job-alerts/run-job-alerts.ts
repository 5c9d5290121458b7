import { and, desc, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import type { JobAlertQuery } from '../../shared/schemas/job-alert.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { jobAlerts, jobSearch } from '../db/schema/index.ts';
import { enqueueMails, type MailDraft } from '../mail/enqueue-mails.ts';
import type { MailService } from '../mail/mail-service.ts';
import { searchConditions } from '../public/search-jobs.ts';
import { alertLinks } from './alert-links.ts';
import { describeQuery, linkKeyOf, searchLink } from './job-alerts.ts';

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

/** A due alert as the run reads it first: its search, when it was confirmed, and its last run (ms, or null). */
interface DueAlert {
  id: number;
  query: JobAlertQuery;
  confirmedAt: Date;
  lastRunMs: number | null;
}

/** The matching jobs of the due alerts' searches: per candidate, its search's number, the job, its date and rank. */
interface Candidates {
  /** The number of each distinct search (queryKey), as the alerts of a chunk name theirs. */
  searchOf: Map<string, number>;
  search: number[];
  job: number[];
  created: string[];
  rank: number[];
}

/**
 * One run of the job alerts (docs/decisions/0061): every confirmed alert that is due (instant: each run; daily: 23 h
 * after its last run; weekly: 7 days) gets one mail listing the published open jobs matching its search (the public
 * search's own conditions, src/server/public/search-jobs.ts) that were created after it was confirmed and that it
 * has not mailed yet; none when there is nothing new. Searches are read once per distinct search, not once per
 * alert. Then each chunk of alerts is one transaction of two statements: one that holds the chunk's alerts, matches
 * them to their searches' jobs, writes the (alert, job) pairs not sent yet to job_alert_sent and answers, per alert,
 * the jobs it wrote (chunkPairs); one that writes their mails, which name their jobs by id (rendered at send time,
 * src/server/mail/mail-data.ts). Only the pairs a run wrote go into its mails: two runs at once (two processes, a
 * retry after a crash) never mail a job twice to the same alert. Suppressed addresses are left out.
 */
export async function runJobAlerts(
  db: Database,
  mail: MailService,
  options: { now: Date; frequencies?: Frequency[] },
): Promise<AlertRunResult> {
  const { now } = options;
  const due = await dueAlerts(db, now, options.frequencies ?? ['instant', 'daily', 'weekly']);
  const result: AlertRunResult = { alerts: due.length, mails: 0, jobs: 0 };
  if (due.length === 0) return result;
  const candidates = await candidatesOf(db, due, now);
  const key = linkKeyOf(mail);
  for (let start = 0; start < due.length; start += CHUNK) {
    const chunk = due.slice(start, start + CHUNK);
    await db.transaction(async (tx) => {
      const written = await chunkPairs(tx, chunk, candidates, now);
      const drafts = written.map((alert): MailDraft => {
        const lang = asLanguage(alert.lang);
        const links = alertLinks(key, alert, now);
        result.jobs += alert.jobIds.length;
        return {
          key: `job-alert:${alert.id}:${alert.jobIds.join(',')}`.slice(0, 500),
          template: 'job-alert',
          to: alert.email,
          lang,
          data: {
            search: describeQuery(alert.query, lang),
            jobIds: alert.jobIds,
            more: Math.max(0, alert.total - JOBS_PER_MAIL),
            searchLink: searchLink(alert.query, lang),
            manageLink: links.manage,
            unsubscribeLink: links.unsubscribe,
            listUnsubscribe: links.unsubscribe,
          },
          recordType: 'job-alerts',
          recordId: alert.id,
        };
      });
      await enqueueMails(tx, mail, drafts, { suppressionChecked: true });
      result.mails += drafts.length;
    });
  }
  return result;
}

/** The confirmed alerts due at `now`, by id. */
async function dueAlerts(db: Database, now: Date, frequencies: Frequency[]): Promise<DueAlert[]> {
  const dueClauses = frequencies.map((f) =>
    f === 'instant'
      ? eq(jobAlerts.frequency, 'instant')
      : and(eq(jobAlerts.frequency, f), lte(jobAlerts.lastRunAt, new Date(now.getTime() - DUE_AFTER_MS[f]))),
  );
  const rows = await db
    .select({
      id: jobAlerts.id,
      query: jobAlerts.query,
      confirmedAt: jobAlerts.confirmedAt,
      lastRunAt: jobAlerts.lastRunAt,
    })
    .from(jobAlerts)
    .where(and(isNotNull(jobAlerts.confirmedAt), or(...dueClauses)))
    .orderBy(jobAlerts.id);
  return rows.map((r) => ({
    id: r.id,
    query: r.query,
    confirmedAt: r.confirmedAt!,
    lastRunMs: r.lastRunAt ? r.lastRunAt.getTime() : null,
  }));
}

/**
 * The matching jobs of each distinct search of the due alerts, newest first (their rank), created after the
 * earliest confirmation of its alerts: one query per distinct search, read once per run for every chunk.
 */
async function candidatesOf(db: Database, due: DueAlert[], now: Date): Promise<Candidates> {
  const byQuery = new Map<string, { query: JobAlertQuery; since: Date }>();
  for (const alert of due) {
    const key = queryKey(alert.query);
    const entry = byQuery.get(key);
    if (!entry || alert.confirmedAt < entry.since) byQuery.set(key, { query: alert.query, since: alert.confirmedAt });
  }
  const all: Candidates = { searchOf: new Map(), search: [], job: [], created: [], rank: [] };
  for (const [key, { query, since }] of byQuery) {
    const number = all.searchOf.size;
    all.searchOf.set(key, number);
    const where = searchConditions(query, now);
    const rows = await db
      .select({ id: jobSearch.jobId, created: jobSearch.creationDate })
      .from(jobSearch)
      .where(and(where.all, gt(jobSearch.creationDate, since)))
      .orderBy(desc(jobSearch.creationDate), desc(jobSearch.jobId))
      .limit(CANDIDATES_PER_QUERY);
    rows.forEach((row, rank) => {
      all.search.push(number);
      all.job.push(row.id);
      all.created.push(row.created.toISOString());
      all.rank.push(rank);
    });
  }
  return all;
}

interface WrittenAlert {
  id: number;
  email: string;
  lang: string;
  query: JobAlertQuery;
  /** The jobs written for this alert by this statement, newest first (at most JOBS_PER_MAIL). */
  jobIds: number[];
  /** How many unsent matching jobs it had (the mail says "and N more" past JOBS_PER_MAIL). */
  total: number;
}

/**
 * One statement per chunk of alerts, set-based:
 * - holds the chunk's alerts (`FOR UPDATE SKIP LOCKED`): another process's run skips the ones held here and goes on
 *   to the next chunk; an alert whose last run moved since this run read it (another run did it) is left out;
 * - marks them run (`last_run_at`), mail or not: "new since the last mail" starts again;
 * - leaves out the addresses on the suppression list (its key is the SHA-256 of the normalized address, as stored);
 * - matches the others to their search's candidates (by the search's number in this run) created after their
 *   confirmation and not in job_alert_sent, ranks them newest first, writes the first JOBS_PER_MAIL of each in key
 *   order (two runs lock the same keys in the same order) with `ON CONFLICT DO NOTHING`;
 * - answers, per alert, the pairs it wrote: a pair another run wrote first is not in this run's mails.
 */
async function chunkPairs(tx: Database, chunk: DueAlert[], candidates: Candidates, now: Date): Promise<WrittenAlert[]> {
  const ids = sqlArray(
    chunk.map((a) => a.id),
    'int',
  );
  const lastRuns = sqlArray(
    chunk.map((a) => a.lastRunMs),
    'bigint',
  );
  const searches = sqlArray(
    chunk.map((a) => candidates.searchOf.get(queryKey(a.query))!),
    'int',
  );
  // The candidates of the chunk's searches only (a chunk may hold a few of them).
  const inChunk = new Set(chunk.map((a) => candidates.searchOf.get(queryKey(a.query))!));
  const picked = candidates.search.flatMap((search, i) => (inChunk.has(search) ? [i] : []));
  const q = sql`
      with held as (
        select a.id, a.email, a.lang, a.query, a.confirmed_at, d.search
        from job_alerts a join unnest(${ids}, ${lastRuns}, ${searches}) as d(id, ms, search) on d.id = a.id
        where a.id = any(${ids}) and a.confirmed_at is not null
          and (extract(epoch from date_trunc('milliseconds', a.last_run_at)) * 1000)::bigint is not distinct from d.ms
        for update of a skip locked
      ),
      marked as (update job_alerts set last_run_at = ${now} where id = any(${ids}) and id in (select id from held)),
      unsuppressed as (
        select h.* from held h where not exists (select 1 from mail_suppressions s
          where s.email_hash = encode(sha256(convert_to(h.email, 'UTF8')), 'hex'))
      ),
      sent as materialized (select alert_id, job_id from job_alert_sent where alert_id = any(${ids})),
      wanted as (
        select o.id as alert_id, c.j as job_id, c.r as rank
        from unsuppressed o
        join unnest(${sqlArray(
          picked.map((i) => candidates.search[i]!),
          'int',
        )},
          ${sqlArray(
            picked.map((i) => candidates.job[i]!),
            'int',
          )},
          ${sqlTimes(picked.map((i) => candidates.created[i]!))},
          ${sqlArray(
            picked.map((i) => candidates.rank[i]!),
            'int',
          )}) as c(search, j, c, r)
          on c.search = o.search and c.c > o.confirmed_at
        where not exists (select 1 from sent s where s.alert_id = o.id and s.job_id = c.j)
      ),
      ranked as (
        select alert_id, job_id, rank, row_number() over (partition by alert_id order by rank) as n,
          count(*) over (partition by alert_id)::int as total
        from wanted
      ),
      ins as (
        insert into job_alert_sent (alert_id, job_id, sent_at)
        select alert_id, job_id, ${now} from ranked where n <= ${JOBS_PER_MAIL} order by alert_id, job_id
        on conflict do nothing
        returning alert_id, job_id
      )
      select o.id, o.email, o.lang, o.query, array_agg(ins.job_id order by r.rank) as job_ids, max(r.total) as total
      from ins join ranked r using (alert_id, job_id) join unsuppressed o on o.id = ins.alert_id
      group by o.id, o.email, o.lang, o.query
      order by o.id`;
  // job_alert_sent grows by hundreds of thousands of rows within one run, long before its statistics follow: the
  // planner, taking it for small, looked each wanted pair up by reading it whole or by job (quadratic). Here every
  // table is read by its index on the chunk's alert ids (the ` = any(ids)` below) and the sets are joined by hashing;
  // for this transaction only.
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`set local enable_nestloop = off`);
  const rows = rowsOf<{
    id: number;
    email: string;
    lang: string;
    query: JobAlertQuery;
    job_ids: number[] | null;
    total: number | null;
  }>(await tx.execute(q));
  return rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    lang: r.lang,
    query: typeof r.query === 'string' ? (JSON.parse(r.query) as JobAlertQuery) : r.query,
    jobIds: (r.job_ids ?? []).map(Number),
    total: Number(r.total ?? 0),
  }));
}

/** A list as one array parameter (one bound value, however long the list); null elements stay null. */
const sqlArray = (values: (number | null)[], type: 'int' | 'bigint') =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::${sql.raw(type)}[]`;

/** ISO times as one timestamptz[] parameter. */
const sqlTimes = (values: string[]) => sql`${`{${values.join(',')}}`}::timestamptz[]`;

const queryKey = (query: Record<string, string>) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));

const asLanguage = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
