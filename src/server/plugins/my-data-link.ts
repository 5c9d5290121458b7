import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.ts';
import { startMyDataLinkWorker, MY_DATA_LINK_QUEUE, type MyDataLinkJob } from '../privacy/my-data-link-job.ts';
import { sendMyDataLink } from '../privacy/self-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Send me my link", done after the answer (docs/decisions/0036). */
    myDataLinks: {
      /** Takes a request for a link: the same work whatever the address, before the answer. */
      request(input: { email: string; lang: Language }): Promise<void>;
      /** Resolves when the requests taken in this process without a job queue are done. */
      settled(): Promise<void>;
    };
  }
}

/**
 * `app.myDataLinks`: the "send me my link" form answers before anything is looked up, so that its answer takes
 * the same time for a known and an unknown address. With the job queue (`app.queue`) the request becomes one job,
 * done by whichever app process takes it; without one, the work runs in this process once the answer is on its
 * way, and closing the app waits for it.
 */
export const myDataLinkPlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    const work = (job: MyDataLinkJob) =>
      sendMyDataLink(app.db, app.mail, {
        email: job.email,
        lang: (LANGUAGES as readonly string[]).includes(job.lang) ? job.lang : DEFAULT_LANGUAGE,
        now: new Date(job.at),
      });
    if (app.queue) await startMyDataLinkWorker(app.queue, { work, pollSeconds: app.mail.config.pollSeconds });
    const jobs = app.queue;
    const settled = async () => {
      while (pending.size > 0) await Promise.all(pending);
    };
    app.decorate('myDataLinks', {
      async request(input: { email: string; lang: Language }) {
        const job: MyDataLinkJob = { email: input.email, lang: input.lang, at: app.clock.now().toISOString() };
        if (jobs) {
          await jobs.send(MY_DATA_LINK_QUEUE, job);
          return;
        }
        const done = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => work(job))
          .catch((err: unknown) => app.log.error({ err }, 'my data link not written'))
          .finally(() => pending.delete(done));
        pending.add(done);
      },
      settled,
    });
    app.addHook('preClose', settled);
  },
  { name: 'my-data-link', dependencies: ['db', 'queue', 'mail', 'clock'] },
);
