import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MIME_TYPES } from '../../../shared/constants.ts';
import { attachmentDisposition } from '../../files/content-disposition.ts';
import { openStoredFile, storedFileStream } from '../../files/stored-file.ts';
import { binaryAnswer } from '../responses.ts';
import { recordFileView } from '../../privacy/file-views.ts';
import { loadFileText } from '../../files/text/file-text.ts';
import { FILE_TEXT_STATUSES } from '../../db/schema/file-texts.ts';

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

  app.get(
    '/api/files/:id/text',
    {
      config: { policy: { kind: 'files', action: 'read', record: 'params' } },
      schema: {
        summary: "A CV's extracted text (docs/decisions/0049)",
        description:
          'Where the extraction stands: pending, done (with the text and its detected language), no-text (a scan) or ' +
          'failed (corrupt, encrypted, too large; with why). A DOCX also has its preview as sanitised HTML. Staff only.',
        operationId: 'getFileText',
        tags: ['admin: files'],
        params: z.object({ id: z.uuid({ error: 'validation.invalid' }) }),
        response: {
          200: z.object({
            status: z.enum(FILE_TEXT_STATUSES),
            language: z.string().optional(),
            text: z.string().optional(),
            html: z.string().optional(),
            error: z.string().optional(),
          }),
        },
      },
    },
    async (request, reply) => {
      const answer = await loadFileText(app.db, request.params.id);
      // Reading a CV's text is reading the CV: audited like a download.
      if (answer.status === 'done') await recordFileView(app.db, request, request.params.id);
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );
};
