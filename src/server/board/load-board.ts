import { sql, type SQL } from 'drizzle-orm';
import type { Board, BoardCard, BoardQuery, BoardResource } from '../../shared/schemas/board.ts';
import { boardQuery } from '../../shared/schemas/board.ts';
import { endedStates, statesOf } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import { textArray } from '../db/sql-arrays.ts';
import { applicationRatings, applicationTags, jobs, people, tags } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { BOARD_TABLES, boardOf, textFilter } from './board-tables.ts';

const DAY_MS = 86_400_000;

interface LoadBoardOptions {
  resource: BoardResource;
  /** The job of a job's board; null for the spontaneous applications' board. */
  jobId: number | null;
  query: BoardQuery;
  /** The user's charge (src/server/policies/ chargeOf): what a limited MANAGER may see. */
  scope: SQL[];
  now: Date;
}

interface CardRow {
  id: number;
  person_id: number | null;
  first_name: string;
  last_name: string;
  process: string;
  state_changed_at: string;
  anonymised: boolean;
  has_cv: boolean;
  duplicate_of: number | null;
  rating: number | string | null;
  tags: { id: number; name: string; color: string }[] | null;
  possible_duplicate: boolean;
}

interface BoardRow extends Record<string, unknown> {
  job: { id: number; title: string; jobRef: string } | null;
  counts: Record<string, number> | null;
  cards: CardRow[] | null;
}

/** json(b) columns arrive parsed from node-postgres and PGlite alike; a text one (should a driver not) is parsed. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** An average to one decimal, as the card and the record show it (src/server/tags/application-marks.ts). */
const average = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/**
 * A board (issue 28 item 1, docs/decisions/0053): a column per state of the pipeline, in its order, each with how
 * many applications it holds and its first `limit` cards in their board order. One statement (decision 0053,
 * "Speed"): the job, the count by state, and each column's first cards read from the board's index (job, state,
 * position, id) with what a card shows (tags, average rating, possible duplicate) read per card by primary key;
 * the tag and rating filters are conditions of the same statement.
 */
export async function loadBoard(db: Database, options: LoadBoardOptions): Promise<Board> {
  const { resource, jobId, scope, now } = options;
  const query = boardQuery.parse(options.query);
  const b = BOARD_TABLES[resource];
  const t = b.table;
  const marked = resource === 'job-applications';
  const rating = sql`(select avg(${applicationRatings.rating}) from ${applicationRatings}
    where ${applicationRatings.applicationId} = ${t.id})`;
  const conditions: SQL[] = [boardOf(resource, jobId), ...scope];
  const text = textFilter(resource, query.q);
  if (text) conditions.push(text);
  // Only job applications carry tags and ratings: a spontaneous application's card has none, so a filter on them
  // keeps no card.
  if (query.tag !== undefined) {
    conditions.push(
      marked
        ? sql`exists (select 1 from ${applicationTags} where ${applicationTags.applicationId} = ${t.id}
            and ${applicationTags.tagId} = ${query.tag})`
        : sql`false`,
    );
  }
  if (query.rating !== undefined) {
    conditions.push(marked ? sql`round(${rating}::numeric, 1) >= ${query.rating}` : sql`false`);
  }
  const where = sql.join(conditions, sql` and `);
  const states = statesOf(resource);
  const stateArray = textArray(states);
  const marks = marked
    ? sql`${rating} as rating,
        (select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'color', ${tags.color})
            order by lower(${tags.name}), ${tags.id})
          from ${applicationTags} join ${tags} on ${tags.id} = ${applicationTags.tagId}
          where ${applicationTags.applicationId} = ${t.id}) as tags`
    : sql`null::numeric as rating, null::json as tags`;

  const result: unknown = await db.execute(sql`select
      ${jobId === null ? sql`null::json` : sql`(select json_build_object('id', ${jobs.id}, 'title', ${jobs.title}, 'jobRef', ${jobs.jobRef}) from ${jobs} where ${jobs.id} = ${jobId})`} as job,
      (select json_object_agg(n.process, n.n) from (
        select ${t.process} as process, count(*)::int as n from ${t} where ${where} group by 1) n) as counts,
      (select json_agg(c order by s.n, c.board_position, c.id)
        from unnest(${stateArray}) with ordinality s(state, n)
        cross join lateral (
          select ${t.id} as id, ${t.personId} as person_id, ${t.firstName} as first_name, ${t.lastName} as last_name,
            ${t.process} as process, ${t.stateChangedAt} as state_changed_at,
            ${t.anonymisedAt} is not null as anonymised, ${b.file} is not null as has_cv,
            ${b.duplicateOf} as duplicate_of, ${t.boardPosition} as board_position, ${marks},
            -- Someone else shares its person's phone (not anonymised): the flag the database keeps on the person
            -- (decision 0069), one probe of the people's primary key per card.
            coalesce((select ${people.possibleDuplicate} from ${people} where ${people.id} = ${t.personId}), false)
              as possible_duplicate
          from ${t} where ${t.process} = s.state and ${where}
          order by ${t.boardPosition}, ${t.id} limit ${query.limit}) c) as cards`);
  const [row] = (result as { rows: BoardRow[] }).rows;
  const job = parsed<BoardRow['job']>(row?.job ?? null);
  if (jobId !== null && !job) throw notFound(`No job ${jobId}`);
  const counts = parsed<BoardRow['counts']>(row?.counts ?? null) ?? {};
  const cards = parsed<BoardRow['cards']>(row?.cards ?? null) ?? [];

  const ended = endedStates(resource);
  const byState = new Map<string, BoardCard[]>(states.map((s) => [s, []]));
  for (const r of cards) {
    const since = new Date(r.state_changed_at).getTime();
    byState.get(r.process)?.push({
      applicationId: Number(r.id),
      personId: r.person_id === null ? null : Number(r.person_id),
      name: `${r.first_name} ${r.last_name}`.trim(),
      rating: average(r.rating),
      tags: (r.tags ?? []).map((tag) => ({ id: Number(tag.id), name: tag.name, color: tag.color })),
      daysInState: Math.max(0, Math.floor((now.getTime() - since) / DAY_MS)),
      hasCv: Boolean(r.has_cv),
      duplicateOf: r.duplicate_of === null ? null : Number(r.duplicate_of),
      possibleDuplicate: Boolean(r.possible_duplicate),
      anonymised: Boolean(r.anonymised),
    });
  }
  return {
    resource,
    job: job ? { id: Number(job.id), title: job.title, jobRef: job.jobRef } : null,
    columns: states.map((state) => ({
      state,
      count: Number(counts[state] ?? 0),
      ended: ended.includes(state),
      cards: byState.get(state) ?? [],
    })),
  };
}
