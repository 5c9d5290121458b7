import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interviewBooking } from '../../../shared/schemas/interview.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { profileSearch, publicProfile } from '../../../shared/schemas/profile.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { refuseBookingSlot } from '../../time/slot-rules.ts';
import { bookInterview } from '../../public/book-interview.ts';
import { getPublicProfile } from '../../public/get-public-profile.ts';
import { requestLanguage } from '../../public/request-language.ts';
import { searchProfiles } from '../../public/search-profiles.ts';
import { created } from './language-query.ts';

const tags = ['public'];

/** The talents clients browse and book: published profiles, their displayed fields only. */
export const profileRoutes: FastifyPluginAsyncZod<{ bookingNoticeWorkingDays: number }> = async (
  app,
  { bookingNoticeWorkingDays },
) => {
  app.get(
    '/public/api/profiles',
    {
      config: { publicCache: true },
      schema: {
        summary: 'Search the published talent profiles',
        operationId: 'searchProfiles',
        tags,
        querystring: profileSearch,
        response: { 200: page(publicProfile) },
      },
    },
    (request) => searchProfiles(app.db, request.query),
  );

  app.get(
    '/api/public/profile/:id',
    {
      config: { publicCache: true },
      schema: {
        summary: 'Get a published talent profile',
        operationId: 'getPublicProfile',
        tags,
        params: idParams,
        response: { 200: publicProfile },
      },
    },
    (request) => getPublicProfile(app.db, request.params.id),
  );

  app.post(
    '/public/api/profile/:id/interviews',
    {
      schema: {
        summary: 'Book an interview with a talent',
        operationId: 'bookInterview',
        tags,
        params: idParams,
        body: interviewBooking,
        response: { 201: created },
      },
    },
    async (request, reply) => {
      refuseBookingSlot(request.body, app.clock.now(), bookingNoticeWorkingDays);
      return reply.status(201).send(
        await bookInterview(app.db, app.mail, {
          profileId: request.params.id,
          booking: request.body,
          lang: requestLanguage(request),
          at: app.clock.now(),
        }),
      );
    },
  );
};
