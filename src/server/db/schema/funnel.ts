import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The funnel's own copy of the applications' moves (issue 31 item 5, docs/decisions/0062), kept by the triggers of
 * migration 0025 from `state_history` (the one place state changes are recorded, with their time) and from the
 * applications' job and source: the report reads a period's rows from these two narrow tables instead of walking a
 * million applications' histories. Anonymising a record touches neither: its moves stay counted, without its person.
 */
export const funnelRecords = pgTable(
  'funnel_records',
  {
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    jobId: integer('job_id'),
    source: text('source').notNull(),
    /** The furthest stage reached: 1 NEW, 2 IN_REVIEW, 3 INTERVIEW, 4 OFFER, 5 HIRED (a no go or withdrawal adds none). */
    furthest: smallint('furthest').notNull(),
    state: text('state').notNull(),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    /** The application is anonymised: still counted, without its person. */
    anonymised: boolean('anonymised').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.recordType, t.recordId] }),
    index('funnel_records_period_idx').on(
      t.receivedAt,
      t.recordType,
      t.jobId,
      t.source,
      t.furthest,
      t.state,
      t.hiredAt,
      t.anonymised,
    ),
    // A job's or a manager's funnel: their applications' rows, not the whole period's (docs/decisions/0062, speed);
    // covering (migration 0039): read from the index alone, not from a manager's rows spread over the table.
    index('funnel_records_job_idx').on(
      t.jobId,
      t.receivedAt,
      t.recordType,
      t.source,
      t.furthest,
      t.state,
      t.hiredAt,
      t.anonymised,
    ),
    // The exact times to hire inside one whole-day bucket of the rollup (docs/decisions/0062, speed).
    index('funnel_records_hire_bucket_idx')
      .on(sql`floor(extract(epoch from (${t.hiredAt} - ${t.receivedAt})) / 86400)`, t.receivedAt, t.hiredAt, t.source)
      .where(sql`${t.hiredAt} is not null`),
  ],
);

/** One stay of an application in one state: entered with a history row, left with the next (null while it is there). */
export const funnelStays = pgTable(
  'funnel_stays',
  {
    historyId: integer('history_id').primaryKey(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    jobId: integer('job_id'),
    source: text('source').notNull(),
    state: text('state').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    /** Days in the state, once left. */
    days: real('days'),
  },
  (t) => [
    index('funnel_stays_record_idx').on(t.recordType, t.recordId),
    index('funnel_stays_period_idx')
      .on(t.receivedAt, t.recordType, t.jobId, t.source, t.state, t.days)
      .where(sql`${t.days} is not null`),
    index('funnel_stays_job_idx')
      .on(t.jobId, t.receivedAt, t.recordType, t.state, t.days)
      .where(sql`${t.days} is not null`),
    // The exact stay lengths inside one whole-day bucket of the rollup (docs/decisions/0062, speed).
    index('funnel_stays_bucket_idx')
      .on(t.state, sql`floor(${t.days})`, t.receivedAt, t.days, t.source)
      .where(sql`${t.days} is not null`),
  ],
);

/** The columns of a count rollup after its day or month (new builders for each table). */
const countColumns = () => ({
  source: text('source').notNull(),
  furthest: smallint('furthest').notNull(),
  state: text('state').notNull(),
  anonymised: boolean('anonymised').notNull(),
  hireDays: integer('hire_days'),
  hireValue: doublePrecision('hire_value'),
  n: integer('n').notNull(),
});

/** The columns of a stays histogram after its day or month. */
const stayColumns = () => ({
  source: text('source').notNull(),
  state: text('state').notNull(),
  bucket: integer('bucket').notNull(),
  value: real('value'),
  n: integer('n').notNull(),
});

/**
 * Daily counts of `funnel_records` (docs/decisions/0062, speed), kept by the triggers of migration 0038: per Brussels
 * day of receipt, source, furthest stage, state, anonymised and whole days to hire (null: not hired), how many
 * records. A period's totals, sources and time-to-hire histogram sum these rows instead of the records.
 * `hireValue` (migration 0039): the exact days to hire when every record of the row has the same (null otherwise, or
 * when it may not: a deletion never sets it back), so that a percentile falling in the bucket needs no read.
 */
export const funnelDayCounts = pgTable(
  'funnel_day_counts',
  {
    day: date('day').notNull(),
    ...countColumns(),
  },
  (t) => [
    unique('funnel_day_counts_key')
      .on(t.day, t.source, t.furthest, t.state, t.anonymised, t.hireDays)
      .nullsNotDistinct(),
  ],
);

/**
 * A histogram of the closed stays (NEW to OFFER) per Brussels day of receipt, source, state and whole days; `value`
 * (migration 0039): the stays' exact days when they are all the same (null otherwise, or when they may not be).
 */
export const funnelDayStays = pgTable(
  'funnel_day_stays',
  {
    day: date('day').notNull(),
    ...stayColumns(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.state, t.bucket] })],
);

/**
 * The same counts per Brussels month of receipt (migration 0039, docs/decisions/0062 "speed", round 3), kept by the
 * same triggers: a period sums its whole months here and only its first and last partial months from the days.
 */
export const funnelMonthCounts = pgTable(
  'funnel_month_counts',
  {
    month: date('month').notNull(),
    ...countColumns(),
  },
  (t) => [
    unique('funnel_month_counts_key')
      .on(t.month, t.source, t.furthest, t.state, t.anonymised, t.hireDays)
      .nullsNotDistinct(),
  ],
);

/** The stays' histogram per Brussels month of receipt (migration 0039), as `funnel_day_stays` per day. */
export const funnelMonthStays = pgTable(
  'funnel_month_stays',
  {
    month: date('month').notNull(),
    ...stayColumns(),
  },
  (t) => [primaryKey({ columns: [t.month, t.source, t.state, t.bucket] })],
);
