import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onSend` hook for answers that carry a secret (a token): `no-store` keeps them out of the browser's cache,
 * its back/forward history and any shared cache on the way, errors included.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  return payload;
}
