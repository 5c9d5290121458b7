import type PgBoss from 'pg-boss';
import { and, inArray, lte, or, sql, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { matchDirty } from '../db/schema/index.ts';
import { refreshJobs, refreshPeople } from './refresh.ts';
import { sweepEvery } from '../queue/sweep-every.ts';

export const MATCH_QUEUE = 'match-concepts';
/** People or jobs per queued job: a CV upload is one; the migration's backfill goes by these. */
const BATCH = 200;
/** A claimed mark is claimed again after this long (its process died before the job ran). */
const REQUEUE_AFTER_MS = 10 * 60_000;

export interface MatchJob {
  kind: 'person' | 'job';
  ids: number[];
  /** The newest mark taken: a mark made again after it (a change during the work) stays for the next sweep. */
  markedBefore: string;
}

/**
 * Computes the concepts of the people or jobs of one queued job (docs/decisions/0063-matching.md), then removes
 * their marks, unless marked again meanwhile.
 */
export async function runMatchJob(db: Database, job: MatchJob): Promise<void> {
  if (job.kind === 'person') await refreshPeople(db, job.ids);
  else await refreshJobs(db, job.ids);
  await db
    .delete(matchDirty)
    .where(
      and(
        sql`${matchDirty.kind} = ${job.kind}`,
        inArray(matchDirty.id, job.ids),
        lte(matchDirty.markedAt, new Date(job.markedBefore)),
      ),
    );
}

/**
 * Gives the marked people and jobs to the queue: claims up to BATCH of each kind (queued_at, `for update skip
 * locked`: two processes never take the same) and inserts one job per kind.
 */
export async function sweepMatchMarks(db: Database, boss: PgBoss, now: Date): Promise<number> {
  let given = 0;
  for (const kind of ['job', 'person'] as const) {
    const claimed = await db
      .update(matchDirty)
      .set({ queuedAt: now })
      .where(
        sql`(${matchDirty.kind}, ${matchDirty.id}) in (select kind, id from ${matchDirty} where ${and(
          sql`${matchDirty.kind} = ${kind}`,
          or(isNull(matchDirty.queuedAt), lt(matchDirty.queuedAt, new Date(now.getTime() - REQUEUE_AFTER_MS))),
        )} order by marked_at limit ${BATCH} for update skip locked)`,
      )
      .returning({ id: matchDirty.id, markedAt: matchDirty.markedAt });
    if (claimed.length === 0) continue;
    const markedBefore = new Date(Math.max(...claimed.map((c) => c.markedAt.getTime()))).toISOString();
    await boss.insert([
      { name: MATCH_QUEUE, data: { kind, ids: claimed.map((c) => c.id), markedBefore } satisfies MatchJob },
    ]);
    given += claimed.length;
  }
  return given;
}

/**
 * Matching's computation on the app's queue: one worker, a sweep every `pollSeconds` (the CV text's setting, so
 * that a CV's concepts follow its text within seconds). Answers a stop function for the sweep.
 */
export async function startMatchJob(
  boss: PgBoss,
  deps: { db: Database; clock: { now(): Date } },
  pollSeconds: number,
  onError: (err: unknown) => void,
): Promise<() => void> {
  await boss.createQueue(MATCH_QUEUE, { name: MATCH_QUEUE, retryLimit: 2, retryDelay: 5, expireInSeconds: 300 });
  await boss.work<MatchJob>(
    MATCH_QUEUE,
    { pollingIntervalSeconds: Math.max(0.5, pollSeconds / 2), batchSize: 1 },
    async ([job]) => {
      if (job) await runMatchJob(deps.db, job.data);
    },
  );
  return sweepEvery(pollSeconds, () => sweepMatchMarks(deps.db, boss, deps.clock.now()), onError);
}
