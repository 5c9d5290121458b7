import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The honeypot rule of the public forms. Every form sends a hidden `website` field empty; a bot that fills in
 * every field fills it too. Such a submission is answered as if accepted, and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined && value !== false;
}

/** Whether this request is a public form submission (marked by plugins/honeypot.ts) whose honeypot is filled. */
export function caughtByHoneypot(request: FastifyRequest, ...bodies: unknown[]): boolean {
  return Boolean(request.routeOptions.config.honeypot) && bodies.some(honeypotFilled);
}

/** The status a real submission of this route answers: the lowest 2xx of its response schema, else 200. */
function successStatus(request: FastifyRequest): number {
  const declared = Object.keys(request.routeOptions.schema?.response ?? {})
    .map(Number)
    .filter((s) => s >= 200 && s < 300)
    .sort();
  return declared[0] ?? 200;
}

/**
 * Answers a bot exactly as a real submission is answered, status and body shape (every public form answers
 * `{id}`), having stored nothing. The id is a decoy: no public call reads a submission back by its id.
 */
export function answerHoneypot(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.warn({ route: request.routeOptions.url, ip: request.ip }, 'honeypot filled: submission dropped');
  const status = successStatus(request);
  if (status === 204) return reply.status(204).send();
  return reply.status(status).send({ id: randomInt(1, 100_000) });
}
