import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { startFileTextJob } from '../files/text/file-text-job.ts';

/**
 * The CV text extraction on the app's queue (src/server/files/text/, docs/decisions/0049): pending files are swept
 * to the queue every CV_TEXT_POLL_SECONDS and extracted in child processes. CV_TEXT_POLL_SECONDS=0 leaves it out
 * (the files stay pending; the tests do so unless they test it).
 */
export const fileTextPlugin = fp(
  async (app: FastifyInstance, config: Config['cvText']) => {
    if (config.pollSeconds === 0 || !app.queue) return;
    const stop = await startFileTextJob(
      app.queue,
      { db: app.db, clock: app.clock, log: app.log },
      config.pollSeconds,
      (err) => app.log.error({ err }, 'CV text sweep'),
    );
    app.addHook('preClose', () => stop());
  },
  { name: 'file-text', dependencies: ['db', 'queue', 'clock'] },
);
