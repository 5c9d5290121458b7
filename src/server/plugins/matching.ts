import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { startMatchJob } from '../matching/match-job.ts';

/**
 * Matching's computation on the app's queue (src/server/matching/match-job.ts, docs/decisions/0063-matching.md):
 * the people and jobs marked by the triggers are swept every CV_TEXT_POLL_SECONDS (the same setting as the CV
 * text, which a CV's concepts follow); 0 leaves it out, as in the tests that do not test it.
 */
export const matchingPlugin = fp(
  async (app: FastifyInstance, config: Config['cvText']) => {
    if (config.pollSeconds === 0 || !app.queue) return;
    const stop = await startMatchJob(app.queue, { db: app.db, clock: app.clock }, config.pollSeconds, (err) =>
      app.log.error({ err }, 'Matching sweep'),
    );
    app.addHook('preClose', () => stop());
  },
  { name: 'matching', dependencies: ['db', 'queue', 'clock'] },
);
