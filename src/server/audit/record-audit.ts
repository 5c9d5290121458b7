import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** Where an action came from: a request's address and session (a Fastify request is one). */
export interface AuditSource {
  ip: string;
  sessionUser?: { userName: string } | null;
}

export interface AuditEntry {
  action: string;
  detail?: Record<string, unknown>;
  /** Who did it: the session's user unless given (a login names the account tried). */
  userName?: string | null;
}

/** Writes one line of the audit log: who did what, from where. */
export async function recordAudit(
  db: Database,
  request: AuditSource,
  { action, detail = {}, userName = request.sessionUser?.userName ?? null }: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({ action, detail, userName, ip: request.ip });
}

/** Writes many lines of the audit log at once (a bulk action's, one per record), in batches of 1,000. */
export async function recordAudits(db: Database, request: AuditSource, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    await db.insert(auditLog).values(
      entries.slice(i, i + 1000).map(({ action, detail = {}, userName = request.sessionUser?.userName ?? null }) => ({
        action,
        detail,
        userName,
        ip: request.ip,
      })),
    );
  }
}
