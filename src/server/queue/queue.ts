import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

interface QueueOptions {
  /** Run pg-boss's cron timekeeper (the retention job's daily schedule); off when nothing is scheduled. */
  schedule: boolean;
  /** How often pg-boss's maintenance expires lost jobs and retries them (seconds). */
  maintenanceIntervalSeconds: number;
}

/**
 * The app's job queue: pg-boss on the app's own database (PGlite or PostgreSQL), through the app's connection so
 * that PGlite's single connection is shared rather than fought over. The mail queue (src/server/mail) and the
 * retention job (src/server/privacy/retention-job.ts) run on it; every app process starts one, and the queue gives
 * each job to one of them.
 */
export async function startQueue(
  handle: DatabaseHandle,
  options: QueueOptions,
  onError: (err: unknown) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.executeSql(text, values) },
    schedule: options.schedule,
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, options.maintenanceIntervalSeconds)),
    monitorStateIntervalSeconds: 300,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
