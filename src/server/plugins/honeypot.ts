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

/** Thrown when the honeypot is filled: the error handler answers it as the route's success, having stored nothing. */
export class HoneypotFilled extends Error {
  constructor() {
    super('honeypot filled');
  }
}

export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined && value !== false;
}

/** Throws HoneypotFilled when the request is a public form submission whose honeypot is filled. */
export function checkHoneypot(request: FastifyRequest, body: unknown): void {
  if (request.routeOptions.config.honeypot && honeypotFilled(body)) throw new HoneypotFilled();
}

/** The status a real submission of this route answers: the lowest 2xx of its response schema, else 200. */
function successStatus(request: FastifyRequest): number {
  const declared = Object.keys(request.routeOptions.schema?.response ?? {})
    .map(Number)
    .filter((s) => s >= 200 && s < 300)
    .sort();
  return declared[0] ?? 200;
}

/** Answers a bot as if its submission had been accepted, and logs it. */
export function answerHoneypot(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.warn({ route: request.routeOptions.url, ip: request.ip }, 'honeypot filled: submission dropped');
  const status = successStatus(request);
  if (status === 204) return reply.status(204).send();
  // The route's response schema would want a stored record; the bot gets an empty object instead.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(() => '{}')
    .send({});
}

/**
 * The honeypot of the public forms, set in one place: every POST route under /public/api/ is marked, and a JSON
 * body with the field filled is stopped before validation. Multipart forms carry the field in their JSON part,
 * which `readMultipart` checks on marked routes.
 */
export const honeypot = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!isPublicForm(route)) return;
      route.config = { ...route.config, honeypot: true };
      const check = async (request: FastifyRequest) => {
        if (!request.isMultipart()) checkHoneypot(request, request.body);
      };
      const existing = route.preValidation;
      route.preValidation = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
    });
  },
  { name: 'honeypot' },
);
