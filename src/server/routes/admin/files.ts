import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MIME_TYPES } from '../../../shared/constants.ts';
import { attachmentDisposition } from '../../files/content-disposition.ts';
import { openStoredFile, storedFileStream } from '../../files/stored-file.ts';
import { binaryAnswer } from '../responses.ts';
import { recordFileView } from '../../privacy/file-views.ts';

/**
 * docs/product-decisions.md#5-files: a CV or attachment is only ever downloaded, never shown inline by the browser, with the
 * type it was stored with (checked from its bytes on upload). Every download is audited: who, when, which file.
 * The bytes are streamed from the database a chunk at a time (src/server/files/stored-file.ts).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/:id',
    {
      config: { policy: { kind: 'files', action: 'read', record: 'params' } },
      schema: {
        summary: 'Download a CV or an attachment',
        operationId: 'downloadFile',
        tags: ['admin: files'],
        params: z.object({ id: z.uuid({ error: 'validation.invalid' }) }),
        response: { 200: binaryAnswer('The file, as an attachment, with the type it was stored with') },
      },
    },
    async (request, reply) => {
      const file = await openStoredFile(app.db, request.params.id);
      await recordFileView(app.db, request, file.id);
      return (
        reply
          // Only the allow-listed types go out as themselves; anything else is opaque bytes.
          .header('content-type', file.mimeType in UPLOAD_MIME_TYPES ? file.mimeType : 'application/octet-stream')
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('content-length', file.size)
          .send(storedFileStream(app.db, file))
      );
    },
  );
};
