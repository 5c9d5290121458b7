import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayEditManager } from '../../../shared/policy.ts';
import { picture } from '../../../shared/schemas/brand.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { removePhoto, savePhoto } from '../../brand/save-photos.ts';
import { forbidden } from '../../errors.ts';
import { readImageUpload } from '../../http/read-image-upload.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { acceptUploads } from '../../plugins/uploads.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers, noContent } from '../responses.ts';

const RECORDS = [
  { path: 'managers', kind: 'manager', tags: ['admin: managers'], name: 'Manager' },
  { path: 'services', kind: 'service', tags: ['admin: services'], name: 'Service' },
] as const;

/**
 * A manager's and a service's photo (issue 30 item 4, docs/decisions/0060): multipart `file` with `alt.fr`,
 * `alt.en`, `alt.nl`, processed on the server into its sizes and formats. A MANAGER sets their own photo only, as
 * they edit only their own data.
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  for (const record of RECORDS) {
    const own = (request: Parameters<typeof actorOf>[0], id: number) => {
      if (record.kind === 'manager' && !mayEditManager(actorOf(request), id)) {
        throw forbidden('A manager may only change their own photo');
      }
    };
    app.post(
      `/api/${record.path}/:id/photo`,
      {
        config: { policy: { kind: record.path, action: 'update', record: 'params' } },
        schema: {
          summary: `Upload a ${record.kind}'s photo (multipart \`file\`, \`alt.fr\`, \`alt.en\`, \`alt.nl\`)`,
          operationId: `upload${record.name}Photo`,
          tags: [...record.tags],
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: picture, ...errorAnswers(400, 404, 413, 415) },
        },
      },
      async (request) => {
        own(request, request.params.id);
        const { data, alt } = await readImageUpload(request, { alt: true });
        return savePhoto(
          app.db,
          { kind: record.kind, id: request.params.id },
          data,
          alt,
          sessionUser(request).userName,
        );
      },
    );
    app.delete(
      `/api/${record.path}/:id/photo`,
      {
        config: { policy: { kind: record.path, action: 'update', record: 'params' } },
        schema: {
          summary: `Remove a ${record.kind}'s photo (initials show again)`,
          operationId: `remove${record.name}Photo`,
          tags: [...record.tags],
          params: idParams,
          response: { 204: noContent, ...errorAnswers(404) },
        },
      },
      async (request, reply) => {
        own(request, request.params.id);
        await removePhoto(app.db, { kind: record.kind, id: request.params.id });
        return reply.code(204).send();
      },
    );
  }
};
