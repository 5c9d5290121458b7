import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import type { PolicyKind } from '../../../shared/policy.ts';
import {
  adminMatchQuery,
  jobMatch,
  matchActionParams,
  matchAdded,
  matchInvited,
  matchList,
  personMatch,
  profileMatch,
  type AdminMatchQuery,
} from '../../../shared/schemas/matching.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { jobsForPerson, peopleForJob, profilesForCompany, profilesForTalentRequest } from '../../matching/engine.ts';
import { addToPipeline } from '../../matching-actions/add-to-pipeline.ts';
import { ALREADY_INVITED, inviteToApply } from '../../matching-actions/invite-to-apply.ts';
import { visibleIds } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { limitedToCharge } from '../../../shared/policy.ts';
import { requestLanguage } from '../../public/request-language.ts';
import { errorAnswers } from '../responses.ts';

const tags = ['admin: matching'];
/** The most a limited MANAGER's answer is read from before the charge narrows it (docs/decisions/0065). */
const NARROWED_READ = 200;

const TABLE_OF = { jobs: 'jobs', people: 'people', 'talent-interviews': 'talent_interviews', companies: 'companies' };

/** Whether a record exists: the engine's `null` is a 404 only when there is no such record. */
async function exists(db: Database, kind: keyof typeof TABLE_OF, id: number): Promise<boolean> {
  const found = await db.execute(sql`select 1 from ${sql.identifier(TABLE_OF[kind])} where id = ${id} limit 1`);
  return (found as { rows: unknown[] }).rows.length > 0;
}

/**
 * Runs one of the engine's rankings for the record of the route and shapes the answer: 404 when the record does not
 * exist, an empty list when it exists but gives nothing to match on (a booking rather than a talent request), and,
 * for a MANAGER limited to their charge, only the suggestions they may open (docs/decisions/0046, 0065).
 */
async function ranked<T>(
  request: FastifyRequest<{ Params: { id: number }; Querystring: AdminMatchQuery }>,
  db: Database,
  record: keyof typeof TABLE_OF,
  rank: (opts: { limit: number; lang: Language; now: Date }) => Promise<T[] | null>,
  shown: { kind: PolicyKind; id: (item: T) => number },
): Promise<{ items: T[] }> {
  const actor = actorOf(request);
  const { limit } = request.query;
  const lang = request.query.lang ?? requestLanguage(request);
  const narrowed = limitedToCharge(actor);
  const now = request.server.clock.now();
  const items = await rank({ limit: narrowed ? Math.max(limit, NARROWED_READ) : limit, lang, now });
  if (items === null) {
    if (!(await exists(db, record, request.params.id))) throw notFound();
    return { items: [] };
  }
  if (!narrowed) return { items: items.slice(0, limit) };
  const visible = new Set(await visibleIds(db, actor, shown.kind, items.map(shown.id)));
  return { items: items.filter((i) => visible.has(shown.id(i))).slice(0, limit) };
}

/**
 * Matching in the back-office (issue 32 items 1-3, docs/decisions/0065): the people who may fit a job, the open jobs
 * that may fit a person, the published consultants who fit a talent request or a company's requests; and the two
 * actions on a suggested person, add to the job's pipeline and invite to apply. The engine
 * (src/server/matching/engine.ts) ranks; these routes check, narrow to the charge and answer.
 */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/:id/matches',
    {
      config: { policy: { kind: 'jobs', action: 'read', record: 'params' } },
      schema: {
        summary: 'People who may fit a job, best first, with the reasons in the page language',
        operationId: 'getJobMatches',
        tags,
        params: idParams,
        querystring: adminMatchQuery,
        response: { 200: matchList(personMatch), ...errorAnswers(404) },
      },
    },
    (request) =>
      ranked(request, app.db, 'jobs', (opts) => peopleForJob(app.db, request.params.id, opts), {
        kind: 'people',
        id: (m) => m.personId,
      }),
  );

  app.post(
    '/api/jobs/:id/matches/:personId/add',
    {
      config: { policy: { kind: 'jobs', action: 'update', record: 'params' } },
      schema: {
        summary: "Add a suggested person to the job's pipeline (a job application in its first state, source matching)",
        operationId: 'addJobMatch',
        tags,
        params: matchActionParams,
        response: { 201: matchAdded, ...errorAnswers(404, [409, 'Already in the job pipeline']) },
      },
    },
    async (request, reply) => {
      const result = await addToPipeline(app.db, request.sessionUser!, {
        jobId: request.params.id,
        personId: request.params.personId,
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/jobs/:id/matches/:personId/invite',
    {
      config: { policy: { kind: 'jobs', action: 'update', record: 'params' } },
      schema: {
        summary: "Invite a suggested person to apply: one mail in their language with the job's link, once",
        description: `A second invitation of the same person to the same job answers 409 with code ${ALREADY_INVITED}.`,
        operationId: 'inviteJobMatch',
        tags,
        params: matchActionParams,
        response: {
          201: matchInvited,
          ...errorAnswers(404, [409, 'Already invited, no address, suppressed address, or job closed']),
        },
      },
    },
    async (request, reply) => {
      const result = await inviteToApply(app.db, app.mail, request.sessionUser!, {
        jobId: request.params.id,
        personId: request.params.personId,
        at: app.clock.now(),
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/people/:id/matching-jobs',
    {
      config: { policy: { kind: 'people', action: 'read', record: 'params' } },
      schema: {
        summary: 'Open jobs that may fit a person, best first, with the reasons in the page language',
        operationId: 'getPersonMatchingJobs',
        tags,
        params: idParams,
        querystring: adminMatchQuery,
        response: { 200: matchList(jobMatch), ...errorAnswers(404) },
      },
    },
    (request) =>
      ranked(request, app.db, 'people', (opts) => jobsForPerson(app.db, request.params.id, opts), {
        kind: 'jobs',
        id: (m) => m.jobId,
      }),
  );

  app.get(
    '/api/talent-interviews/:id/matches',
    {
      config: { policy: { kind: 'talent-interviews', action: 'read', record: 'params' } },
      schema: {
        summary: 'Published consultant profiles that fit a talent request (a booking answers an empty list)',
        operationId: 'getTalentRequestMatches',
        tags,
        params: idParams,
        querystring: adminMatchQuery,
        response: { 200: matchList(profileMatch), ...errorAnswers(404) },
      },
    },
    (request) =>
      ranked(
        request,
        app.db,
        'talent-interviews',
        (opts) => profilesForTalentRequest(app.db, request.params.id, opts),
        { kind: 'profiles', id: (m) => m.profileId },
      ),
  );

  app.get(
    '/api/companies/:id/matches',
    {
      config: { policy: { kind: 'companies', action: 'read', record: 'params' } },
      schema: {
        summary: "Published consultant profiles that fit what a company's talent requests asked for",
        operationId: 'getCompanyMatches',
        tags,
        params: idParams,
        querystring: adminMatchQuery,
        response: { 200: matchList(profileMatch), ...errorAnswers(404) },
      },
    },
    (request) =>
      ranked(request, app.db, 'companies', (opts) => profilesForCompany(app.db, request.params.id, opts), {
        kind: 'profiles',
        id: (m) => m.profileId,
      }),
  );
};
