import { sql, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const monthAfter = (day: string) =>
  monthOf(new Date(Date.parse(`${monthOf(day)}T12:00:00Z`) + 32 * DAY_MS).toISOString());

/**
 * A period of firm days (`from` to `to`, both included) cut into the whole months it covers, read from the monthly
 * rollups, and the days before and after them, read from the daily ones (docs/decisions/0062, speed, round 3): a
 * year is 11 or 12 month rows and at most two partial months of day rows, instead of 365 days of rows.
 */
export function periodSpans(from: string, to: string): { months: [string, string] | null; days: [string, string][] } {
  const first = from.endsWith('-01') ? from : monthAfter(from);
  const end = monthOf(dayAfter(to)); // the first month not wholly inside
  if (first >= end) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < first) days.push([from, dayBefore(first)]);
  if (end <= to) days.push([end, to]);
  return { months: [first, end], days };
}

/** The rollup rows of a period (and a source): whole months from `funnel_month_*`, the rest from `funnel_day_*`. */
export function periodRows(kind: 'counts' | 'stays', columns: SQL, from: string, to: string, source?: string): SQL {
  const { months, days } = periodSpans(from, to);
  const bySource = source === undefined ? sql`` : sql` and source = ${source}`;
  const parts: SQL[] = [];
  if (months)
    parts.push(sql`select ${columns} from ${sql.raw(`funnel_month_${kind}`)}
      where month >= ${months[0]}::date and month < ${months[1]}::date and n > 0${bySource}`);
  for (const [a, b] of days)
    parts.push(sql`select ${columns} from ${sql.raw(`funnel_day_${kind}`)}
      where day >= ${a}::date and day <= ${b}::date and n > 0${bySource}`);
  return sql.join(parts, sql` union all `);
}
