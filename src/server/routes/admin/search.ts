import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResult } from '../../../shared/schemas/search.ts';
import { searchPeople } from '../../search/search-people.ts';
import { errorAnswers } from '../responses.ts';

/**
 * The back-office's one search box (docs/decisions/0050): ADMIN and MANAGER, like the lists.
 * TODO(policy): a MANAGER's scope (helper `policy`) is not applied yet: when its scope predicate on people exists,
 * add it to `filters()` in src/server/search/search-people.ts (one more condition on the outer `people` row).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      schema: {
        summary: 'Search people, their records, staff notes and CV texts (fr, en, nl at once)',
        description:
          'Web-search syntax: "quoted phrases", OR, -excluded. Ranked people, each with up to three matches and a ' +
          'snippet (HTML-escaped, matched words in <mark>). A query of stop words only finds nothing. `tag` answers ' +
          '400 until tags exist.',
        operationId: 'search',
        tags: ['admin: search'],
        querystring: searchQuery,
        response: { 200: searchResult, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const result = await searchPeople(app.db, request.query, app.clock.now());
      return reply.header('cache-control', 'private, no-store').send(result);
    },
  );
};
