import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResult } from '../../../shared/schemas/search.ts';
import { chargeOf, visibleRecords } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { searchPeople } from '../../search/search-people.ts';
import { errorAnswers } from '../responses.ts';

/**
 * The back-office's one search box (docs/decisions/0050): ADMIN and MANAGER, like the lists. A MANAGER limited to
 * their charge (decision 0046) finds the people in it, and of their matches those of records in it: a person whose
 * only matches lie outside the charge is left out of the page.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      config: { policy: { kind: 'people', action: 'list' } },
      schema: {
        summary: 'Search people, their records, staff notes and CV texts (fr, en, nl at once)',
        description:
          'Web-search syntax: "quoted phrases", OR, -excluded. Ranked people, each with up to three matches and a ' +
          'snippet (HTML-escaped, matched words in <mark>). A query of stop words only finds nothing. `tag` (a tag id) ' +
          'keeps the people carrying it, or one of whose job applications does.',
        operationId: 'search',
        tags: ['admin: search'],
        querystring: searchQuery,
        response: { 200: searchResult, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await searchPeople(app.db, request.query, app.clock.now(), chargeOf(actor, 'people'));
      // The page's matches checked together (one query per record kind), not once per person; the same objects back.
      const visible = new Set(
        await visibleRecords(
          app.db,
          actor,
          result.items.flatMap((item) => item.matches),
        ),
      );
      result.items = result.items
        .map((item) => ({ ...item, matches: item.matches.filter((m) => visible.has(m)) }))
        .filter((item) => item.matches.length > 0);
      return reply.header('cache-control', 'private, no-store').send(result);
    },
  );
};
