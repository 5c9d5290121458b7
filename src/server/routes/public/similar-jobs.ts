import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchList, similarJob } from '../../../shared/schemas/matching.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { notFound } from '../../errors.ts';
import { similarJobs } from '../../matching/engine.ts';
import { requestLanguage } from '../../public/request-language.ts';
import { errorAnswers } from '../responses.ts';
import { languageQuery } from './language-query.ts';

/** How many similar jobs the public job page shows at most (issue 32 item 4: three to five). */
export const SIMILAR_JOBS = 5;

/**
 * Similar jobs on the public job page (issue 32 item 4, docs/decisions/0065): up to five published, open jobs like
 * this one, titled as published, for the page's language. 404 for a job visitors cannot see, as its own GET. Kept
 * like the other public reads (plugins/public-cache.ts): the answer varies with the language.
 */
export const similarJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/api/job/:id/similar',
    {
      config: { publicCache: { varyLanguage: true } },
      schema: {
        summary: 'Published open jobs similar to a job (up to five), for the public job page',
        operationId: 'getSimilarJobs',
        tags: ['public'],
        params: idParams,
        querystring: languageQuery,
        response: { 200: matchList(similarJob), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const items = await similarJobs(app.db, request.params.id, {
        limit: SIMILAR_JOBS,
        lang: request.query.lang ?? requestLanguage(request),
        now: app.clock.now(),
      });
      if (items === null) throw notFound('This job does not exist or is no longer published');
      return { items: items.slice(0, SIMILAR_JOBS) };
    },
  );
};
