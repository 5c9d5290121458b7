import { eq, sql, type SQL } from 'drizzle-orm';
import type { Board, BoardCard, BoardQuery, BoardResource } from '../../shared/schemas/board.ts';
import { boardQuery } from '../../shared/schemas/board.ts';
import { endedStates, statesOf } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import { jobs, people } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { BOARD_TABLES, boardOf, textFilter } from './board-tables.ts';
import { cardMarks, filtersByMarks, marksOf, passesMarks, type CardMarks } from './card-marks.ts';

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

interface CardRow extends Record<string, unknown> {
  id: number;
  person_id: number | null;
  first_name: string;
  last_name: string;
  process: string;
  state_changed_at: string | Date;
  anonymised: boolean;
  has_cv: boolean;
  duplicate_of: number | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A board (issue 28 item 1, docs/decisions/0053): a column per state of the pipeline, in its order, each with how
 * many applications it holds and its first `limit` cards in their board order. Read with one count by state and
 * one query that takes each column's first cards from the board's index; with a tag or rating filter, the
 * board's ids are read first and filtered by their marks (./card-marks.ts).
 */
export async function loadBoard(db: Database, options: LoadBoardOptions): Promise<Board> {
  const { resource, jobId, scope, now } = options;
  const query = boardQuery.parse(options.query);
  const b = BOARD_TABLES[resource];
  const t = b.table;
  let job: Board['job'] = null;
  if (jobId !== null) {
    const [row] = await db
      .select({ id: jobs.id, title: jobs.title, jobRef: jobs.jobRef })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    if (!row) throw notFound(`No job ${jobId}`);
    job = row;
  }
  const where = sql.join(
    [boardOf(resource, jobId), ...scope, textFilter(resource, query.q)].filter((c): c is SQL => c !== null),
    sql` and `,
  );
  const states = statesOf(resource);
  const cardColumns = sql`${t.id} as id, ${t.personId} as person_id, ${t.firstName} as first_name,
    ${t.lastName} as last_name, ${t.process} as process, ${t.stateChangedAt} as state_changed_at,
    ${t.anonymisedAt} is not null as anonymised, ${b.file} is not null as has_cv, ${b.duplicateOf} as duplicate_of`;

  let counts: Map<string, number>;
  let rows: CardRow[];
  let marks: Map<number, CardMarks> | null = null;
  if (filtersByMarks(query)) {
    // The marks decide which cards stay: every card's id first, then the first ones of each column kept.
    const all = rowsOf<{ id: number; process: string }>(
      await db.execute(
        sql`select ${t.id} as id, ${t.process} as process from ${t} where ${where}
          order by ${t.process}, ${t.boardPosition}, ${t.id}`,
      ),
    );
    marks = await cardMarks(
      db,
      resource,
      all.map((r) => r.id),
    );
    const kept = all.filter((r) => passesMarks(marksOf(marks!, r.id), query));
    counts = new Map();
    const shown: number[] = [];
    for (const r of kept) {
      const n = (counts.get(r.process) ?? 0) + 1;
      counts.set(r.process, n);
      if (n <= query.limit) shown.push(r.id);
    }
    rows = shown.length
      ? rowsOf<CardRow>(
          await db.execute(
            sql`select ${cardColumns} from ${t} where ${t.id} = any(${sql.raw(`'{${shown.join(',')}}'::int[]`)})
              order by ${t.process}, ${t.boardPosition}, ${t.id}`,
          ),
        )
      : [];
  } else {
    const [counted, cards] = await Promise.all([
      db.execute(sql`select ${t.process} as process, count(*)::int as n from ${t} where ${where} group by 1`),
      // Each column's first cards, read from the board's index (state, position, id) one column at a time.
      db.execute(
        sql`select c.* from unnest(${sql.raw(`array[${states.map((s) => `'${s}'`).join(',')}]`)}::text[]) s(state)
          cross join lateral (select ${cardColumns} from ${t} where ${t.process} = s.state and ${where}
            order by ${t.boardPosition}, ${t.id} limit ${query.limit}) c`,
      ),
    ]);
    counts = new Map(rowsOf<{ process: string; n: number }>(counted).map((r) => [r.process, Number(r.n)]));
    rows = rowsOf<CardRow>(cards);
  }

  const ids = rows.map((r) => Number(r.id));
  const personIds = [...new Set(rows.map((r) => r.person_id).filter((p): p is number => p !== null))];
  const [cardMarksById, duplicates] = await Promise.all([
    marks ?? cardMarks(db, resource, ids),
    possibleDuplicates(db, personIds),
  ]);
  const ended = endedStates(resource);
  const byState = new Map<string, BoardCard[]>(states.map((s) => [s, []]));
  for (const r of rows) {
    const id = Number(r.id);
    const m = marksOf(cardMarksById, id);
    const since = new Date(r.state_changed_at).getTime();
    byState.get(r.process)?.push({
      applicationId: id,
      personId: r.person_id === null ? null : Number(r.person_id),
      name: `${r.first_name} ${r.last_name}`.trim(),
      rating: m.rating,
      tags: m.tags,
      daysInState: Math.max(0, Math.floor((now.getTime() - since) / DAY_MS)),
      hasCv: Boolean(r.has_cv),
      duplicateOf: r.duplicate_of === null ? null : Number(r.duplicate_of),
      possibleDuplicate: r.person_id !== null && duplicates.has(Number(r.person_id)),
      anonymised: Boolean(r.anonymised),
    });
  }
  return {
    resource,
    job,
    columns: states.map((state) => ({
      state,
      count: counts.get(state) ?? 0,
      ended: ended.includes(state),
      cards: byState.get(state) ?? [],
    })),
  };
}

/** Of these people, those someone else shares their phone with (not anonymised): possible duplicates. */
async function possibleDuplicates(db: Database, personIds: number[]): Promise<Set<number>> {
  if (!personIds.length) return new Set();
  const found = await db.execute(
    sql`select p.id from ${people} p where p.id = any(${sql.raw(`'{${personIds.join(',')}}'::int[]`)})
      and p.phone <> '' and p.anonymised_at is null
      and exists (select 1 from ${people} d where d.phone = p.phone and d.id <> p.id
        and d.anonymised_at is null and d.phone <> '')`,
  );
  return new Set(rowsOf<{ id: number }>(found).map((r) => Number(r.id)));
}
