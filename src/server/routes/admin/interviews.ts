import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationInterviews,
  calendarEvents,
  candidateInterview,
  interviewInput,
  interviewPatch,
  interviewQuery,
  interviewSlotOffer,
  interviewSlotsInput,
  INTERVIEW_RANGE_MAX_DAYS,
} from '../../../shared/schemas/candidate-interview.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { badRequest } from '../../errors.ts';
import { listCalendar } from '../../interviews/calendar.ts';
import {
  applicationInterviews as readApplicationInterviews,
  cancelInterview,
  scheduleInterview,
  updateInterview,
} from '../../interviews/interviews.ts';
import { offerSlots } from '../../interviews/slot-offers.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { authorize } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers, noContent } from '../responses.ts';

/**
 * Interviews with candidates and the interview calendar (issue 29 items 3 and 4; docs/decisions/0058). The policy
 * kind `interviews`; an application's interviews are authorized on the application too, so that a MANAGER limited
 * to their charge reaches only those of the applications in it (404 outside).
 */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: interviews'];
  const by = (request: Parameters<typeof sessionUser>[0]) => {
    const user = sessionUser(request);
    return { userId: user.id, userName: user.userName };
  };

  app.get(
    '/api/interviews',
    {
      schema: {
        summary:
          'The interview calendar: candidate interviews and client bookings of consultants between from and to (mine=true: mine)',
        operationId: 'listInterviews',
        tags,
        querystring: interviewQuery,
        response: { 200: calendarEvents },
      },
      config: { policy: { kind: 'interviews', action: 'list' } },
    },
    async (request) => {
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (to <= from) throw badRequest('`to` comes after `from`', { to: 'validation.dateRange' });
      if (to.getTime() - from.getTime() > INTERVIEW_RANGE_MAX_DAYS * 86_400_000) {
        throw badRequest(`At most ${INTERVIEW_RANGE_MAX_DAYS} days at once`, { to: 'validation.rangeTooWide' });
      }
      const user = sessionUser(request);
      return { items: await listCalendar(app.db, user, { from, to, mine: request.query.mine }) };
    },
  );

  app.get(
    '/api/job-applications/:id/interviews',
    {
      schema: {
        summary: "A job application's interviews and its offers of slots",
        operationId: 'listApplicationInterviews',
        tags,
        params: idParams,
        response: { 200: applicationInterviews },
      },
      config: { policy: { kind: 'job-applications', action: 'read', record: 'params' } },
    },
    async (request) => readApplicationInterviews(app.db, request.params.id),
  );

  app.post(
    '/api/job-applications/:id/interviews',
    {
      schema: {
        summary: 'Schedule an interview with the candidate and invite them and the attending staff (.ics)',
        operationId: 'scheduleInterview',
        tags,
        params: idParams,
        body: interviewInput,
        response: { 201: candidateInterview, ...errorAnswers(404, [409, 'The application has ended']) },
      },
      config: { policy: { kind: 'interviews', action: 'create' } },
    },
    async (request, reply) => {
      await authorize(app.db, actorOf(request), 'update', { kind: 'job-applications', id: request.params.id });
      const interview = await scheduleInterview(app.db, app.mail, {
        applicationId: request.params.id,
        input: request.body,
        by: by(request),
        now: app.clock.now(),
      });
      return reply.status(201).send(interview);
    },
  );

  app.post(
    '/api/job-applications/:id/interview-slots',
    {
      schema: {
        summary: 'Offer the candidate up to five slots; they pick one from a signed link',
        operationId: 'offerInterviewSlots',
        tags,
        params: idParams,
        body: interviewSlotsInput,
        response: { 201: interviewSlotOffer, ...errorAnswers(404, [409, 'The application has ended']) },
      },
      config: { policy: { kind: 'interviews', action: 'create' } },
    },
    async (request, reply) => {
      await authorize(app.db, actorOf(request), 'update', { kind: 'job-applications', id: request.params.id });
      const offer = await offerSlots(app.db, app.mail, {
        applicationId: request.params.id,
        input: request.body,
        by: by(request),
        now: app.clock.now(),
        key: app.mail.config.interviewSlotKey,
      });
      return reply.status(201).send(offer);
    },
  );

  app.patch(
    '/api/interviews/:id',
    {
      schema: {
        summary: 'Reschedule an interview or change its place, link or attendees (the invitation follows)',
        operationId: 'updateInterview',
        tags,
        params: idParams,
        body: interviewPatch,
        response: { 200: candidateInterview, ...errorAnswers(404, [409, 'The interview is cancelled']) },
      },
      config: { policy: { kind: 'interviews', action: 'update', record: 'params' } },
    },
    async (request) =>
      updateInterview(app.db, app.mail, {
        id: request.params.id,
        patch: request.body,
        by: by(request),
        now: app.clock.now(),
      }),
  );

  app.delete(
    '/api/interviews/:id',
    {
      schema: {
        summary: 'Cancel an interview: everyone invited gets the cancellation (METHOD:CANCEL)',
        operationId: 'cancelInterview',
        tags,
        params: idParams,
        response: { 204: noContent, ...errorAnswers(404) },
      },
      config: { policy: { kind: 'interviews', action: 'delete', record: 'params' } },
    },
    async (request, reply) => {
      await cancelInterview(app.db, app.mail, { id: request.params.id, by: by(request), now: app.clock.now() });
      return reply.status(204).send();
    },
  );
};
