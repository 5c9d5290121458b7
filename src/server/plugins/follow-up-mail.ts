import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startFollowUpMailJob } from '../follow-ups/follow-up-mail-job.ts';

/** The follow-ups' morning mail on the app's job queue at FOLLOW_UP_MAIL_CRON (Brussels time); `off` leaves it out. */
export const followUpMailPlugin = fp(
  async (app: FastifyInstance, config: { cron: string }) => {
    if (config.cron === 'off' || !app.queue) return;
    await startFollowUpMailJob(app.queue, {
      db: app.db,
      mail: app.mail,
      cron: config.cron,
      clock: app.clock,
      log: app.log,
    });
  },
  { name: 'follow-up-mail', dependencies: ['db', 'queue', 'mail', 'clock'] },
);
