import type PgBoss from 'pg-boss';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileTexts, storedFiles } from '../../db/schema/index.ts';
import type { Clock } from '../../time/clock.ts';
import { readStoredFileBytes } from '../stored-file.ts';
import { DEFAULT_LIMITS, extractText, type ExtractionLimits } from './extract-text.ts';
import { sweepEvery } from '../../queue/sweep-every.ts';

export const FILE_TEXT_QUEUE = 'file-text';
/** First try plus retries of a file whose worker timed out or ran out of memory (a file that is corrupt fails at once). */
export const FILE_TEXT_RETRY_LIMIT = 2;
/** A pending file given to the queue is given again after this long (its process died before the job ran). */
const REQUEUE_AFTER_MS = 10 * 60_000;
/** Files given to the queue per sweep. */
const SWEEP_BATCH = 50;

export interface FileTextJob {
  fileId: string;
}

export interface FileTextDeps {
  db: Database;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  limits?: ExtractionLimits;
}

/** Failures that a retry would not change: the file itself is at fault. */
const FINAL = /^(empty|unsupported|corrupt|encrypted|zip bomb|too large: ZIP64)/;

/**
 * Extracts one file's text (docs/decisions/0049) and writes it to `file_texts` ("done" with its language,
 * "no-text" for a scan, "failed" with why). A timeout or out-of-memory is thrown so that pg-boss retries it,
 * until the last try, which writes "failed". A file deleted meanwhile, or already extracted, is left alone.
 */
export async function extractFileText(deps: FileTextDeps, fileId: string, lastTry: boolean): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ status: fileTexts.status, mimeType: storedFiles.mimeType })
    .from(fileTexts)
    .innerJoin(storedFiles, eq(storedFiles.id, fileTexts.fileId))
    .where(eq(fileTexts.fileId, fileId));
  if (!row || row.status !== 'pending') return;
  const bytes = await readStoredFileBytes(db, fileId);
  const result = await extractText(bytes, row.mimeType, deps.limits ?? DEFAULT_LIMITS);
  const attempts = sql`${fileTexts.attempts} + 1`;
  const now = deps.clock.now();
  if (result.status === 'failed') {
    const final = lastTry || FINAL.test(result.error);
    deps.log.warn({ fileId, error: result.error, final }, 'CV text extraction failed');
    await db
      .update(fileTexts)
      .set({ attempts, error: result.error, ...(final ? { status: 'failed' as const, extractedAt: now } : {}) })
      .where(eq(fileTexts.fileId, fileId));
    if (!final) throw new Error(result.error);
    return;
  }
  await db
    .update(fileTexts)
    .set({
      attempts,
      status: result.status,
      text: result.status === 'done' ? result.text : '',
      language: result.status === 'done' ? result.language : '',
      html: result.html,
      error: '',
      extractedAt: now,
    })
    .where(and(eq(fileTexts.fileId, fileId), eq(fileTexts.status, 'pending')));
}

/**
 * Gives the pending files to the queue: claims them (queued_at, so that two processes never give the same file at
 * once) and inserts one job each. A CV stored by any code path, the demo's and the migration's backfill included,
 * is pending in `file_texts` (stored-file.ts) and is taken by the next sweep.
 */
export async function sweepPendingTexts(deps: Pick<FileTextDeps, 'db' | 'clock'>, boss: PgBoss): Promise<number> {
  const now = deps.clock.now();
  const claimed = await deps.db
    .update(fileTexts)
    .set({ queuedAt: now })
    .where(
      sql`${fileTexts.fileId} in (select ${fileTexts.fileId} from ${fileTexts} where ${and(
        eq(fileTexts.status, 'pending'),
        or(isNull(fileTexts.queuedAt), lt(fileTexts.queuedAt, new Date(now.getTime() - REQUEUE_AFTER_MS))),
      )} limit ${SWEEP_BATCH} for update skip locked)`,
    )
    .returning({ fileId: fileTexts.fileId });
  if (claimed.length > 0) {
    await boss.insert(claimed.map(({ fileId }) => ({ name: FILE_TEXT_QUEUE, data: { fileId } satisfies FileTextJob })));
  }
  return claimed.length;
}

/**
 * The extraction on the app's queue: its queue (retries), two workers (a file that takes its whole timeout does
 * not hold up the next), and a sweep every `pollSeconds`. Answers a stop function for the sweep.
 */
export async function startFileTextJob(
  boss: PgBoss,
  deps: FileTextDeps,
  pollSeconds: number,
  onError: (err: unknown) => void,
): Promise<() => void> {
  await boss.createQueue(FILE_TEXT_QUEUE, {
    name: FILE_TEXT_QUEUE,
    retryLimit: FILE_TEXT_RETRY_LIMIT,
    retryDelay: 5,
    expireInSeconds: 120,
  });
  for (let n = 0; n < 2; n++) {
    await boss.work<FileTextJob>(
      FILE_TEXT_QUEUE,
      { pollingIntervalSeconds: Math.max(0.5, pollSeconds / 2), batchSize: 1, includeMetadata: true },
      async ([job]) => {
        if (job) await extractFileText(deps, job.data.fileId, job.retryCount >= FILE_TEXT_RETRY_LIMIT);
      },
    );
  }
  return sweepEvery(pollSeconds, () => sweepPendingTexts(deps, boss), onError);
}
