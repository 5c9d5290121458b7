import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeFile } from '../../src/server/files/stored-file.ts';
import { acceptUploads } from '../../src/server/plugins/uploads.ts';
import { answerHoneypot } from '../../src/server/public/honeypot.ts';
import { readUpload } from '../../src/server/http/read-upload.ts';
import { requiredText } from '../../src/shared/schemas/rules.ts';

export const probeForm = z.object({ name: requiredText(100) });

/**
 * Two public form routes shaped like the real ones (a JSON form, and a multipart form with a CV stored in a
 * transaction), for the behaviour every public form shares: rate limit, honeypot, upload checks.
 */
export function probeRoutes(stored: { json: number }) {
  let uploads = 0;
  return async (root: FastifyInstance) => {
    await acceptUploads(root); // as the real form routes do
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/public/api/probe-json',
      { schema: { body: probeForm, response: { 201: z.object({ id: z.number() }) } } },
      async (_request, reply) => reply.status(201).send({ id: ++stored.json }),
    );
    app.post(
      '/public/api/probe-upload',
      { schema: { response: { 201: z.object({ id: z.number() }) } } },
      async (request, reply) => {
        const form = await readUpload(request, { jsonField: 'application', fileField: 'file', schema: probeForm });
        if (form.bot) return answerHoneypot(request, reply);
        await app.db.transaction((tx) => storeFile(tx, form.file));
        return reply.status(201).send({ id: ++uploads });
      },
    );
    app.get('/public/api/probe-crash', async () => {
      throw new Error('secret internal detail: password=hunter2 at /srv/app/src/server/x.ts:12');
    });
  };
}
