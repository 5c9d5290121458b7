import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../config.ts';
import { createMailQueue } from '../mail/mail-queue.ts';
import type { MailService } from '../mail/mail-service.ts';
import { startMailWorker } from '../mail/mail-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * `app.mail`: the outbox's queue and its worker. Without SMTP_URL there is neither: mails are kept in the outbox
 * and shown in the back-office. Every app process runs a worker; the queue gives each job to one of them.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, config: MailConfig) => {
    const smtpUrl = config.smtpUrl;
    if (!smtpUrl || !app.queue) {
      app.decorate('mail', { config, queue: undefined, clock: app.clock });
      return;
    }
    const queue = app.queue;
    await createMailQueue(queue, config);
    const closeTransport = await startMailWorker(queue, app.db, { ...config, smtpUrl, clock: app.clock }, app.log);
    app.decorate('mail', { config, queue, clock: app.clock });
    // The queue stops (a mail being sent finishes, or is left to the queue's expiry and retry) before the
    // transport closes; stopping it again in the jobs plugin's hook changes nothing.
    app.addHook('preClose', async () => {
      await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
      closeTransport();
    });
  },
  { name: 'mail', dependencies: ['db', 'queue', 'clock'] },
);
