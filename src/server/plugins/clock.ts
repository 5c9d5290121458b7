import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../time/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's time source: every "now" of a route or work function comes from here. */
    clock: Clock;
  }
}

/** Makes the clock handed to buildApp (the system clock unless a test moves time) available as `app.clock`. */
export const clockPlugin = fp(
  async (app: FastifyInstance, options: { clock: Clock }) => {
    app.decorate('clock', options.clock);
  },
  { name: 'clock' },
);
