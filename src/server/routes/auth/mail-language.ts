import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownMailLanguage, ownMailLanguageAnswer } from '../../../shared/schemas/user.ts';
import { getMailLanguage, setMailLanguage } from '../../admin/users/mail-language.ts';
import { sessionUser } from '../../plugins/auth.ts';

const tags = ['auth'];
const security = [{ token: [] }];

/** The logged-in user's own mail language, any role (the user menu); an ADMIN sets anyone's in the user form. */
export const mailLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/language',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Get the language of my mails (null: the firm default)',
        operationId: 'getMyMailLanguage',
        tags,
        security,
        response: { 200: ownMailLanguageAnswer },
      },
    },
    async (request) => getMailLanguage(app.db, sessionUser(request).id),
  );

  app.put(
    '/api/me/language',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Set the language of my mails (null: the firm default)',
        operationId: 'setMyMailLanguage',
        tags,
        security,
        body: ownMailLanguage,
        response: { 200: ownMailLanguageAnswer },
      },
    },
    async (request) => setMailLanguage(app.db, sessionUser(request).id, request.body.language),
  );
};
