import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResult } from '../../../shared/schemas/search.ts';
import { chargeIn, visibleRecords } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { searchPeople } from '../../search/search-people.ts';
import { errorAnswers } from '../responses.ts';

/**
 * The back-office's one search box (docs/decisions/0050): ADMIN and MANAGER, like the lists. A MANAGER limited to
 * their charge (decision 0046) finds the people in it by what the records in it hold: the charge applies to every
 * matched document and filter before the count (issue 44 item 17), so a person whose only matches lie outside it
 * is neither listed nor counted, and a job outside it matches nothing.
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
      const result = await searchPeople(app.db, request.query, app.clock.now(), chargeIn(actor));
      // A second lock on what the page shows (the search holds only the charge's matches already): the page's matches
      // checked together (one query per record kind), not once per person; the same objects back.
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
