import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerHoneypot, caughtByHoneypot } from '../public/honeypot.ts';
import { isPublicForm } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every public form route: a filled honeypot is answered as a success and nothing is stored. */
    honeypot?: boolean;
  }
}

/**
 * Where the honeypot applies, set in one place (the rule is public/honeypot.ts): every POST route under
 * /public/api/ is marked, and a JSON body with the field filled is answered before validation.
 */
export const honeypot = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!isPublicForm(route)) return;
      route.config = { ...route.config, honeypot: true };
      const check = async (request: FastifyRequest, reply: Parameters<typeof answerHoneypot>[1]) => {
        if (caughtByHoneypot(request, request.body)) return answerHoneypot(request, reply);
      };
      const existing = route.preValidation;
      route.preValidation = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
    });
  },
  { name: 'honeypot' },
);
