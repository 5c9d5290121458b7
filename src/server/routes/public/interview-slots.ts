import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSlotOffer, slotChoice } from '../../../shared/schemas/candidate-interview.ts';
import { chooseSlot, publicSlotOffer as readOffer } from '../../interviews/slot-offers.ts';
import { noStore } from '../../plugins/no-store.ts';
import { errorAnswers } from '../responses.ts';

const tags = ['public: interview slots'];
const params = z.object({ token: z.string().min(1).max(512) });
const linkErrors = errorAnswers(
  [401, 'The link is not one of ours'],
  [410, 'The link has expired, or the offer is no longer open'],
);

/**
 * The candidate's side of an offer of interview slots (docs/decisions/0058): the signed link's offer, and the
 * choice of one slot. No login: the token in the path is the key. The page /interview-slots/{token} reads and
 * posts these (and takes the same choice as a plain form without JavaScript).
 */
export const interviewSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = () => app.mail.config.interviewSlotKey;
  // The answers name a candidate and come from a secret link: kept by no cache.
  app.addHook('onSend', noStore);

  app.get(
    '/public/api/interview-slots/:token',
    {
      schema: {
        summary: 'The slots offered by a signed link, or the one picked',
        operationId: 'getInterviewSlotOffer',
        tags,
        params,
        response: { 200: publicSlotOffer, ...linkErrors },
      },
    },
    async (request) => readOffer(app.db, key(), request.params.token, app.clock.now()),
  );

  app.post(
    '/public/api/interview-slots/:token',
    {
      schema: {
        summary: 'Pick one of the offered slots: it becomes the interview, the others free up',
        operationId: 'chooseInterviewSlot',
        tags,
        params,
        body: slotChoice,
        response: { 200: publicSlotOffer, ...linkErrors, ...errorAnswers([409, 'A slot was already chosen']) },
      },
    },
    async (request) =>
      chooseSlot(app.db, app.mail, {
        token: request.params.token,
        slotId: request.body.slotId,
        key: key(),
        now: app.clock.now(),
      }),
  );
};
