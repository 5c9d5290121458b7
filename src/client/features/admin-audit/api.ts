import type { AuditEntry } from '../../../shared/schemas/audit.ts';
import { listQuery, type ListQueryParams } from '../admin-shared/admin-api.ts';

export const auditLogQuery = (query: ListQueryParams) => listQuery<AuditEntry>('audit-log', query);
