import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../shared/constants.ts';
import { aggregatorFeed, jobFeed } from '../../feeds/job-feeds.ts';
import { errorAnswers } from '../responses.ts';

const query = z.object({ lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) });
/** Readers and aggregators poll: a CDN may keep a feed 5 minutes; each process keeps it in the public cache. */
const FEED_CACHE = 'public, max-age=300';

/**
 * The job feeds (docs/decisions/0061): RSS 2.0, Atom 1.0 and the aggregator XML (Indeed's schema) of the published open
 * jobs, in `?lang=` (fr, en, nl). In the public cache (ETag, 304; dropped when a job changes, and after a minute:
 * a job past its deadline leaves within that minute).
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = (summary: string, operationId: string, type: string) => ({
    schema: {
      summary,
      operationId,
      tags: ['public: feeds'],
      querystring: query,
      response: {
        200: { description: summary, content: { [type]: { schema: z.string() } } },
        ...errorAnswers([400, 'A language other than fr, en or nl']),
      },
    },
    config: { publicCache: true },
  });
  app.get(
    '/feeds/jobs.rss',
    options('The open jobs as RSS 2.0', 'jobsRss', 'application/rss+xml'),
    async (request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(await jobFeed(app.db, 'rss', request.query.lang, app.clock.now())),
  );
  app.get(
    '/feeds/jobs.atom',
    options('The open jobs as Atom 1.0', 'jobsAtom', 'application/atom+xml'),
    async (request, reply) =>
      reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(await jobFeed(app.db, 'atom', request.query.lang, app.clock.now())),
  );
  app.get(
    '/feeds/jobs.xml',
    options('The open jobs for job aggregators (Indeed XML)', 'jobsAggregatorXml', 'application/xml'),
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(await aggregatorFeed(app.db, request.query.lang, app.clock.now())),
  );
};
