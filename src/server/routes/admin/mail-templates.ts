import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailTemplate, mailTemplateInput } from '../../../shared/schemas/mail-template.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import {
  createMailTemplate,
  deleteMailTemplate,
  getMailTemplate,
  listMailTemplates,
  updateMailTemplate,
} from '../../mail/mail-templates.ts';
import { errorAnswers, noContent } from '../responses.ts';

/**
 * The mail templates (docs/decisions/0056): staff list and read them to write from a record; ADMIN creates,
 * rewords and deletes them (the product's own notifications among them, which cannot be deleted).
 */
export const mailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: mail templates'];
  app.get(
    '/api/mail-templates',
    {
      config: { policy: { kind: 'mail-templates', action: 'list' } },
      schema: {
        summary: 'List the mail templates, the notifications first, with their missing translations',
        operationId: 'listMailTemplates',
        tags,
        response: { 200: z.array(mailTemplate) },
      },
    },
    async () => listMailTemplates(app.db),
  );
  app.post(
    '/api/mail-templates',
    {
      config: { policy: { kind: 'mail-templates', action: 'create' } },
      schema: {
        summary: 'Create a mail template; its bodies are sanitised to mail-safe HTML; an unknown placeholder is a 400',
        operationId: 'createMailTemplate',
        tags,
        body: mailTemplateInput,
        response: { 201: mailTemplate, ...errorAnswers(400) },
      },
    },
    async (request, reply) => reply.code(201).send(await createMailTemplate(app.db, request.body)),
  );
  app.get(
    '/api/mail-templates/:id',
    {
      config: { policy: { kind: 'mail-templates', action: 'read' } },
      schema: {
        summary: 'Get a mail template',
        operationId: 'getMailTemplate',
        tags,
        params: idParams,
        response: { 200: mailTemplate, ...errorAnswers(404) },
      },
    },
    async (request) => getMailTemplate(app.db, request.params.id),
  );
  app.put(
    '/api/mail-templates/:id',
    {
      config: { policy: { kind: 'mail-templates', action: 'update' } },
      schema: {
        summary: 'Reword a mail template (a notification too: the next mails it sends say the new words)',
        operationId: 'updateMailTemplate',
        tags,
        params: idParams,
        body: mailTemplateInput,
        response: { 200: mailTemplate, ...errorAnswers(400, 404) },
      },
    },
    async (request) => updateMailTemplate(app.db, request.params.id, request.body, app.clock.now()),
  );
  app.delete(
    '/api/mail-templates/:id',
    {
      config: { policy: { kind: 'mail-templates', action: 'delete' } },
      schema: {
        summary: "Delete one of the firm's mail templates (a notification's is refused: 409)",
        operationId: 'deleteMailTemplate',
        tags,
        params: idParams,
        response: { 204: noContent, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteMailTemplate(app.db, request.params.id);
      return reply.code(204).send();
    },
  );
};
