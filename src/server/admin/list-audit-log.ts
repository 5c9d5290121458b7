import { count, desc, ilike, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { likePattern } from './list-records.ts';
import { plain } from './to-api.ts';

/** The audit log, newest first, optionally narrowed to a user name or an action. */
export async function listAuditLog(db: Database, query: { q?: string; page: number; size: number }) {
  const where = query.q
    ? or(ilike(auditLog.userName, likePattern(query.q)), ilike(auditLog.action, likePattern(query.q)))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(plain), total: counted?.total ?? 0, page: query.page, size: query.size };
}
