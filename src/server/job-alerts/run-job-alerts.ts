import { and, eq, gt, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '../../shared/constants.ts';
import type { JobAlertQuery } from '../../shared/schemas/job-alert.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { arrayParam, intArray, textArray } from '../db/sql-arrays.ts';
import { jobAlerts, jobSearch } from '../db/schema/index.ts';
import { jobAlertSubjectParts } from '../mail/catalog.tsx';
import { queueMails, wordingOf } from '../mail/enqueue-mails.ts';
import type { MailService } from '../mail/mail-service.ts';
import { searchConditions } from '../public/search-jobs.ts';
import { alertMailLinks } from './alert-links.ts';
import { describeQuery, linkKeyOf, searchLink } from './job-alerts.ts';

/** A mail lists at most this many jobs (the newest); the others come in the next one. */
export const JOBS_PER_MAIL = 20;
/** The newest matching jobs read per distinct search in one run. */
const CANDIDATES_PER_QUERY = 500;
/** Distinct searches read per statement (each binds a few parameters: far below PostgreSQL's 65,535). */
const SEARCHES_PER_READ = 200;
/**
 * Runs in a row whose reading of an alert's search may fail before the alert is no longer run (issue 44 item 15):
 * a bad search is skipped and marked, not retried forever; an ADMIN sees it in the alerts' list and removes it.
 */
export const JOB_ALERT_MAX_FAILURES = 3;
/** Alerts written per transaction. */
const CHUNK = 1000;
const HOUR_MS = 3600 * 1000;
/** When a daily or weekly alert is due again after its last run (an hour's slack for a late schedule). */
const DUE_AFTER_MS = { daily: 23 * HOUR_MS, weekly: 7 * 24 * HOUR_MS - HOUR_MS } as const;

export interface AlertRunResult {
  alerts: number;
  mails: number;
  jobs: number;
  /** The alerts skipped in this run because their search could not be read (each marked). */
  failed: number;
}

/** Where a run says that an alert's search failed (the app's logger). */
export interface AlertRunLog {
  warn(obj: object, msg: string): void;
}

type Frequency = 'instant' | 'daily' | 'weekly';

/** The due alerts as the run reads them first: by id, each with its last run (ms, as text, or null) and search. */
interface Due {
  ids: number[];
  lastRuns: (string | null)[];
  /** The number of each alert's search in `searches`. */
  search: number[];
  searches: { query: JobAlertQuery; since: Date }[];
}

/** The matching jobs of the due alerts' searches: per candidate, its search's number, the job, its date and rank. */
interface Candidates {
  search: number[];
  job: number[];
  created: string[];
  rank: number[];
}

/** What a mail of each search says in each language, bar its jobs, links and count (`data`, `subject` parts). */
interface SearchTexts {
  search: number[];
  lang: string[];
  data: string[];
  subject: string[];
}

/**
 * One run of the job alerts (docs/decisions/0061): every confirmed alert that is due (instant: each run; daily: 23 h
 * after its last run; weekly: 7 days) gets one mail listing the published open jobs matching its search (the public
 * search's own conditions, src/server/public/search-jobs.ts) that were created after it was confirmed and that it
 * has not mailed yet; none when there is nothing new. The due alerts are read grouped by search, and each distinct
 * search's jobs once. Then each chunk of alerts is one transaction of two statements: one holds the chunk's alerts
 * and marks them run (holdChunk); one matches them to their searches' jobs, writes the (alert, job) pairs not sent
 * yet to job_alert_sent and, from the pairs it wrote, the outbox mails, which name their jobs by id (rendered at
 * send time, src/server/mail/mail-data.ts) (writeChunk). Only the pairs a run wrote go into its mails: two runs at
 * once (two processes, a retry after a crash) never mail a job twice to the same alert. Suppressed addresses are
 * left out.
 */
export async function runJobAlerts(
  db: Database,
  mail: MailService,
  options: { now: Date; frequencies?: Frequency[]; log?: AlertRunLog },
): Promise<AlertRunResult> {
  const { now } = options;
  const read = await dueAlerts(db, now, options.frequencies ?? ['instant', 'daily', 'weekly']);
  const result: AlertRunResult = { alerts: read.ids.length, mails: 0, jobs: 0, failed: 0 };
  if (read.ids.length === 0) return result;
  const failed = new Map<number, string>();
  const candidates = await candidatesOf(db, read.searches, now, failed);
  const texts = await searchTexts(db, read.searches, failed);
  const due = await leaveOutFailed(db, read, failed, now, options.log);
  result.failed = read.ids.length - due.ids.length;
  const key = linkKeyOf(mail);
  for (let start = 0; start < due.ids.length; start += CHUNK) {
    const end = start + CHUNK;
    await db.transaction(async (tx) => {
      const held = await holdChunk(tx, due.ids.slice(start, end), due.lastRuns.slice(start, end), now);
      if (held.length === 0) return;
      const searchOf = new Map(due.ids.slice(start, end).map((id, i) => [id, due.search[start + i]!]));
      const links = held.map((alert) => alertMailLinks(key, alert, now));
      const chunk = {
        ids: held.map((a) => a.id),
        search: held.map((a) => searchOf.get(a.id)!),
        manage: links.map((l) => l.manage),
        unsubscribe: links.map((l) => l.unsubscribe),
      };
      const written = await writeChunk(tx, chunk, candidates, texts, mail.queue ? 'queued' : 'kept', now);
      await queueMails(tx, mail, written);
      result.mails += written.length;
      result.jobs += written.reduce((n, w) => n + w.jobs, 0);
    });
  }
  return result;
}

/**
 * The confirmed alerts due at `now`, by id, read grouped by their search (jsonb's equality: the same fields and
 * values in any order are one search), so that the run reads their ids, not their rows.
 */
async function dueAlerts(db: Database, now: Date, frequencies: Frequency[]): Promise<Due> {
  const dueClauses = frequencies.map((f) =>
    f === 'instant'
      ? eq(jobAlerts.frequency, 'instant')
      : and(eq(jobAlerts.frequency, f), lte(jobAlerts.lastRunAt, new Date(now.getTime() - DUE_AFTER_MS[f]))),
  );
  const groups = await db
    .select({
      query: jobAlerts.query,
      since: sql<Date>`min(${jobAlerts.confirmedAt})`.mapWith(jobAlerts.confirmedAt),
      // Both in the same order, any: the alerts are sorted by id below (the groups are hashed, not sorted).
      ids: sql<number[]>`array_agg(${jobAlerts.id})`,
      lastRuns: sql<(string | null)[]>`array_agg(${lastRunMs(sql`${jobAlerts.lastRunAt}`)}::text)`,
    })
    .from(jobAlerts)
    .where(and(isNotNull(jobAlerts.confirmedAt), lt(jobAlerts.failures, JOB_ALERT_MAX_FAILURES), or(...dueClauses)))
    .groupBy(jobAlerts.query);
  const alerts = groups.flatMap((g, search) =>
    g.ids.map((id, i) => ({ id: Number(id), lastRun: g.lastRuns[i] ?? null, search })),
  );
  alerts.sort((a, b) => a.id - b.id);
  return {
    ids: alerts.map((a) => a.id),
    lastRuns: alerts.map((a) => a.lastRun),
    search: alerts.map((a) => a.search),
    searches: groups.map((g) => ({ query: g.query, since: g.since })),
  };
}

type CandidateRow = { search: number; job: number; created: string; rank: number };

/** The message of a failure, as the alert keeps it (bounded). */
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * The matching jobs of each distinct search of the due alerts, newest first (their rank), created after the
 * earliest confirmation of its alerts: each distinct search read once per run for every chunk, SEARCHES_PER_READ of
 * them in one statement (`union all`), not one round trip each. Each search is isolated (issue 44 item 15): one
 * that cannot be built, or a statement that fails, is read again search by search, and a search that fails alone
 * goes into `failed` (its number, the message) and gives no candidates: the others are read as if it were not there.
 */
async function candidatesOf(
  db: Database,
  searches: Due['searches'],
  now: Date,
  failed: Map<number, string>,
): Promise<Candidates> {
  const all: Candidates = { search: [], job: [], created: [], rank: [] };
  const order = sql`${jobSearch.creationDate} desc, ${jobSearch.jobId} desc`;
  const readOf = (number: number): SQL | undefined => {
    const { query, since } = searches[number]!;
    try {
      const where = and(searchConditions(query, now).all, gt(jobSearch.creationDate, since));
      // The date as ISO text (to the microsecond, no space): it goes back as it is in a timestamptz[] parameter.
      return sql`(select ${number}::int as search, ${jobSearch.jobId} as job,
          to_json(${jobSearch.creationDate}) #>> '{}' as created, (row_number() over (order by ${order}) - 1)::int as rank
        from ${jobSearch} where ${where} order by ${order} limit ${CANDIDATES_PER_QUERY})`;
    } catch (err) {
      failed.set(number, messageOf(err));
      return undefined;
    }
  };
  const execute = async (reads: SQL[]) => rowsOf<CandidateRow>(await db.execute(sql.join(reads, sql` union all `)));
  const add = (rows: CandidateRow[]) => {
    for (const row of rows) {
      all.search.push(Number(row.search));
      all.job.push(Number(row.job));
      all.created.push(row.created);
      all.rank.push(Number(row.rank));
    }
  };
  for (let start = 0; start < searches.length; start += SEARCHES_PER_READ) {
    const numbers = searches.slice(start, start + SEARCHES_PER_READ).map((_, i) => start + i);
    const reads = numbers.flatMap((number) => {
      const read = readOf(number);
      return read ? [{ number, read }] : [];
    });
    if (reads.length === 0) continue;
    try {
      add(await execute(reads.map((r) => r.read)));
    } catch {
      // One of them failed the statement (no transaction here: nothing else is undone): each alone, to find it.
      for (const { number, read } of reads) {
        try {
          add(await execute([read]));
        } catch (err) {
          // The database itself failing (gone, restarting) is no search's fault: the run fails as before, and is
          // retried, with nothing marked.
          await db.execute(sql`select 1`);
          failed.set(number, messageOf(err));
        }
      }
    }
  }
  return all;
}

/**
 * The due alerts without those whose search failed in this run: these are marked (one more failure, the message
 * and time kept on the alert; at JOB_ALERT_MAX_FAILURES the run no longer reads them) and logged.
 */
async function leaveOutFailed(
  db: Database,
  due: Due,
  failed: Map<number, string>,
  now: Date,
  log: AlertRunLog | undefined,
): Promise<Due> {
  if (failed.size === 0) return due;
  const keep = due.ids.map((_, i) => !failed.has(due.search[i]!));
  for (const [number, message] of failed) {
    const ids = due.ids.filter((_, i) => due.search[i] === number);
    await db
      .update(jobAlerts)
      .set({ failures: sql`${jobAlerts.failures} + 1`, lastError: message, lastFailedAt: now })
      .where(inArray(jobAlerts.id, ids));
    log?.warn({ alerts: ids, error: message }, 'job alert search failed: skipped and marked');
  }
  return {
    ids: due.ids.filter((_, i) => keep[i]),
    lastRuns: due.lastRuns.filter((_, i) => keep[i]),
    search: due.search.filter((_, i) => keep[i]),
    searches: due.searches,
  };
}

/**
 * Per search and language, what its mails say that does not depend on the alert: the search in words, its jobs
 * page, the firm's wording if any (as enqueueMails copies it), and the subject cut where the count goes.
 */
async function searchTexts(db: Database, searches: Due['searches'], failed: Map<number, string>): Promise<SearchTexts> {
  const wordings = await wordingOf(db, 'job-alert');
  const texts: SearchTexts = { search: [], lang: [], data: [], subject: [] };
  searches.forEach(({ query }, number) => {
    if (failed.has(number)) return;
    try {
      const worded = LANGUAGES.map((lang) => {
        const search = describeQuery(query, lang);
        const wording = wordings[lang];
        const data = { search, searchLink: searchLink(query, lang), ...(wording ? { wording } : {}) };
        return { lang, data: JSON.stringify(data), subject: JSON.stringify(jobAlertSubjectParts(lang, search)) };
      });
      for (const { lang, data, subject } of worded) {
        texts.search.push(number);
        texts.lang.push(lang);
        texts.data.push(data);
        texts.subject.push(subject);
      }
    } catch (err) {
      // A search that cannot be put in words is skipped and marked like one that cannot be read.
      failed.set(number, messageOf(err));
    }
  });
  return texts;
}

/**
 * Holds the chunk's alerts (`FOR UPDATE SKIP LOCKED`: another process's run skips the ones held here and goes on to
 * the next chunk), leaving out those whose last run moved since this run read it (another run did them), marks them
 * run (`last_run_at`: "new since the last mail" starts again, mail or not) and answers those whose address is not on
 * the suppression list (its key is the SHA-256 of the normalized address, as stored). The alerts stay held until the
 * chunk's transaction ends: no other run writes their pairs, and their deletion (which deletes their pairs, migration
 * 0041) waits for it.
 */
async function holdChunk(
  tx: Database,
  ids: number[],
  lastRuns: (string | null)[],
  now: Date,
): Promise<{ id: number; email: string }[]> {
  const rows = rowsOf<{ id: number; email: string }>(
    await tx.execute(sql`
      with held as (
        select a.id, a.email
        from job_alerts a join unnest(${intArray(ids)}, ${arrayParam(lastRuns, 'bigint')}) as d(id, ms) on d.id = a.id
        where a.id = any(${intArray(ids)}) and a.confirmed_at is not null
          and ${lastRunMs(sql`a.last_run_at`)} is not distinct from d.ms
        for update of a skip locked
      ),
      marked as (update job_alerts a set last_run_at = ${now}, failures = 0 from held where a.id = held.id and a.id = any(${intArray(ids)}))
      select h.id, h.email from held h
      where not exists (select 1 from mail_suppressions s
        where s.email_hash = encode(sha256(convert_to(h.email, 'UTF8')), 'hex'))
      order by h.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), email: r.email }));
}

/**
 * One statement for a chunk's held alerts, set-based from the match to the mails:
 * - matches them to their search's candidates (by the search's number in this run) created after their
 *   confirmation and not in job_alert_sent, ranks them newest first, writes the first JOBS_PER_MAIL of each in key
 *   order with `ON CONFLICT DO NOTHING` (the primary key: each job once per alert, whatever the runs);
 * - from the pairs it wrote, and only those (a pair another run wrote first is not in this run's mails), writes one
 *   outbox mail per alert: its search's texts in the alert's language (`texts`), the job ids newest first, "and N
 *   more" past JOBS_PER_MAIL, its signed links (`chunk`), the subject with its count;
 * - answers the mails it wrote (their send jobs are queued by the caller, in the same transaction).
 */
async function writeChunk(
  tx: Database,
  chunk: { ids: number[]; search: number[]; manage: string[]; unsubscribe: string[] },
  candidates: Candidates,
  texts: SearchTexts,
  state: 'queued' | 'kept',
  now: Date,
): Promise<{ id: number; key: string; state: string; jobs: number }[]> {
  // The candidates and texts of the chunk's searches only (a chunk may hold a few of them).
  const inChunk = new Set(chunk.search);
  const picked = candidates.search.flatMap((search, i) => (inChunk.has(search) ? [i] : []));
  if (picked.length === 0) return [];
  const worded = texts.search.flatMap((search, i) => (inChunk.has(search) ? [i] : []));
  const langs = textArray([...LANGUAGES]);
  const q = sql`
      with o as (
        select a.id, a.email, a.confirmed_at, d.search, d.manage, d.unsubscribe,
          case when a.lang = any(${langs}) then a.lang else 'en' end as lang
        from job_alerts a
        join unnest(${intArray(chunk.ids)}, ${intArray(chunk.search)}, ${textArray(chunk.manage)},
          ${textArray(chunk.unsubscribe)}) as d(id, search, manage, unsubscribe) on d.id = a.id
        where a.id = any(${intArray(chunk.ids)})
      ),
      sent as materialized (select alert_id, job_id from job_alert_sent where alert_id = any(${intArray(chunk.ids)})),
      wanted as (
        select o.id as alert_id, c.j as job_id, c.r as rank
        from o
        join unnest(${intArray(picked.map((i) => candidates.search[i]!))},
          ${intArray(picked.map((i) => candidates.job[i]!))},
          ${arrayParam(
            picked.map((i) => candidates.created[i]!),
            'timestamptz',
          )},
          ${intArray(picked.map((i) => candidates.rank[i]!))}) as c(search, j, c, r)
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
      ),
      written as (
        select ins.alert_id, array_agg(ins.job_id order by r.rank) as job_ids, max(r.total) as total
        from ins join ranked r using (alert_id, job_id)
        group by ins.alert_id
      ),
      t as (
        select * from unnest(${intArray(worded.map((i) => texts.search[i]!))},
          ${textArray(worded.map((i) => texts.lang[i]!))}, ${textArray(worded.map((i) => texts.data[i]!))},
          ${textArray(worded.map((i) => texts.subject[i]!))}) as t(search, lang, data, subject)
      ),
      mails as (
        insert into outbox_mails (idempotency_key, template, data, recipient, lang, subject, state, record_type,
          record_id)
        select left('job-alert:' || w.alert_id || ':' || array_to_string(w.job_ids, ','), 500), 'job-alert',
          t.data::jsonb || jsonb_build_object('jobIds', to_jsonb(w.job_ids),
            'more', greatest(0, w.total - ${JOBS_PER_MAIL}), 'manageLink', o.manage,
            'unsubscribeLink', o.unsubscribe, 'listUnsubscribe', o.unsubscribe),
          o.email, o.lang,
          array_to_string(array(select p from jsonb_array_elements_text(t.subject::jsonb) with ordinality as s(p, i)
            order by i), cardinality(w.job_ids)::text),
          ${state}, 'job-alerts', w.alert_id
        from written w join o on o.id = w.alert_id join t on t.search = o.search and t.lang = o.lang
        order by w.alert_id
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key, state, jsonb_array_length(data -> 'jobIds') as jobs
      )
      select id, idempotency_key as key, state, jobs from mails`;
  // job_alert_sent grows by hundreds of thousands of rows within one run, long before its statistics follow: the
  // planner, taking it for small, looked each wanted pair up by reading it whole or by job (quadratic). Here every
  // table is read by its index on the chunk's alert ids (the ` = any(ids)` above) and the sets are joined by hashing;
  // for this transaction only.
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_nestloop', 'off', true)`);
  const rows = rowsOf<{ id: number; key: string; state: string; jobs: number }>(await tx.execute(q));
  return rows.map((r) => ({ id: Number(r.id), key: r.key, state: r.state, jobs: Number(r.jobs) }));
}

/** A timestamp's milliseconds since 1970 (what the run reads and compares of `last_run_at`), null for null. */
const lastRunMs = (column: SQL) => sql`(extract(epoch from date_trunc('milliseconds', ${column})) * 1000)::bigint`;
