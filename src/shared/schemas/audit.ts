import { z } from 'zod';

/** One line of the audit log: who did what, when, from where. */
export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  userName: z.string().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
