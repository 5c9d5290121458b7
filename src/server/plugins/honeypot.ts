import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPublicForm } from './rate-limit.ts';

/** The hidden field every public form sends empty; a bot that fills in every field fills it too. */
export const HONEYPOT_FIELD = 'website';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every public form route: a filled honeypot is answered as a success and nothing is stored. */
    honeypot?: boolean;
  }
}

export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined && value !== false;
}

/** Whether this request is a public form submission whose honeypot is filled (in any of `bodies`). */
export function isBot(request: FastifyRequest, ...bodies: unknown[]): boolean {
  return request.routeOptions.config.honeypot === true && bodies.some(honeypotFilled);
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

/**
 * The honeypot of the public forms, set in one place: every POST route under /public/api/ is marked, and a JSON
 * body with the field filled is answered before validation. Multipart forms carry the field in their JSON part
 * or beside it, which `readUpload` checks on marked routes.
 */
export const honeypot = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!isPublicForm(route)) return;
      route.config = { ...route.config, honeypot: true };
      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.isMultipart() && isBot(request, request.body)) return answerHoneypot(request, reply);
      };
      const existing = route.preValidation;
      route.preValidation = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
    });
  },
  { name: 'honeypot' },
);
