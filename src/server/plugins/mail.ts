import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../config.ts';
import { startMailQueue } from '../mail/mail-queue.ts';
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
    if (!smtpUrl) {
      app.decorate('mail', { config, queue: undefined });
      return;
    }
    const queue = await startMailQueue(app.dbHandle, config, (err) => app.log.error({ err }, 'mail queue'));
    const closeTransport = await startMailWorker(queue, app.db, { ...config, smtpUrl }, app.log);
    app.decorate('mail', { config, queue });
    // Before the database closes: a mail being sent finishes (or is left to the queue's expiry and retry).
    app.addHook('preClose', async () => {
      await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
      closeTransport();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
