import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMail } from '../../../shared/schemas/outbox.ts';
import { PIPELINE_RESOURCES } from '../../../shared/schemas/pipeline.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { listOutbox } from '../../mail/list-outbox.ts';

/** `job-applications` → `JobApplications`, for operationIds. */
const pascal = (resource: string) =>
  resource.replace(/(^|-)(\w)/g, (_m, _dash: string, letter: string) => letter.toUpperCase());

/** The mails a pipeline record caused, for its history (staff who may see the record may see these lines). */
export const recordMailRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of PIPELINE_RESOURCES) {
    app.get(
      `/api/${resource}/:id/mails`,
      {
        config: { policy: { kind: resource, action: 'read', record: 'params' } },
        schema: {
          summary: `List the mails a ${resource} record caused`,
          operationId: `list${pascal(resource)}Mails`,
          tags: ['admin: outbox'],
          params: idParams,
          response: { 200: z.array(outboxMail) },
        },
      },
      async (request) =>
        (await listOutbox(app.db, { recordType: resource, recordId: request.params.id, page: 1, size: 100 })).items,
    );
  }
};
