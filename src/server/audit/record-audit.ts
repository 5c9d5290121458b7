import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Writes one line of the audit log: who did what, from where. */
export async function recordAudit(
  db: Database,
  request: FastifyRequest,
  action: string,
  detail: Record<string, unknown> = {},
  userName: string | null = request.sessionUser?.userName ?? null,
): Promise<void> {
  await db.insert(auditLog).values({ action, detail, userName, ip: request.ip });
}
