import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { JobAlertAdminItem } from '../../shared/schemas/job-alert.ts';
import { likePattern } from '../admin/list-records.ts';
import type { Database } from '../db/client.ts';
import { jobAlerts } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';
import { removeAlerts } from './job-alerts.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The ADMIN's list of the job alerts (issue 44 item 15), newest first, a page at a time, `q` narrowing to the
 * addresses that contain it: address, search, frequency, last sent (the newest pair of job_alert_sent, read by its
 * key for the page's alerts only), failures and the last error.
 */
export async function listJobAlerts(db: Database, query: { q?: string; page: number; size: number }) {
  const where = query.q ? ilike(jobAlerts.email, likePattern(query.q)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        alert: jobAlerts,
        lastSentAt: sql<
          string | null
        >`(select max(s.sent_at) from job_alert_sent s where s.alert_id = ${jobAlerts.id})`,
      })
      .from(jobAlerts)
      .where(where)
      .orderBy(desc(jobAlerts.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(jobAlerts).where(where),
  ]);
  const items: JobAlertAdminItem[] = rows.map(({ alert, lastSentAt }) => ({
    id: alert.id,
    email: alert.email,
    lang: alert.lang,
    frequency: alert.frequency,
    query: alert.query,
    creationDate: alert.creationDate.toISOString(),
    confirmedAt: iso(alert.confirmedAt),
    lastSentAt: lastSentAt ? new Date(lastSentAt).toISOString() : null,
    failures: alert.failures,
    lastError: alert.lastError,
    lastFailedAt: iso(alert.lastFailedAt),
  }));
  return { items, total: counted?.total ?? 0, page: query.page, size: query.size };
}

/** Removes one alert (its sent pairs go with it; a confirmed one's consent is recorded withdrawn, by staff). */
export async function removeJobAlert(db: Database, id: number, now: Date): Promise<void> {
  const [alert] = await db.select({ email: jobAlerts.email }).from(jobAlerts).where(eq(jobAlerts.id, id));
  if (!alert) throw new HttpError(404, 'Job alert not found');
  await removeAlerts(db, alert.email, [id], now, 'staff');
}
