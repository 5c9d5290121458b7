import type { FastifyReply } from 'fastify';
import type { PersonExport } from '../privacy/export.ts';

/** Sends an export as a download that no cache keeps (the admin and the self-service routes). */
export function sendExport(reply: FastifyReply, result: PersonExport) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${result.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(result.stream);
}
