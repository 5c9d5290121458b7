import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../shared/constants.ts';

/**
 * Multipart bodies (a CV, a photo), for the route groups that take a file: each registers this in its own scope,
 * so that every other request skips the multipart plugin's hooks (an async hook and a listener on each request and
 * each answer, public cache hits included).
 */
export async function acceptUploads(app: FastifyInstance, options: { fields?: number } = {}): Promise<void> {
  const fields = options.fields ?? 5;
  await app.register(fastifyMultipart, {
    // Two file parts: the CV, and the JSON part when a browser sends it as a Blob. read-parts.ts keeps the CV to
    // one and the JSON part to its own, smaller limit. A page's own form (routes/public/page-forms.ts) sends each
    // field as a part of its own: it asks for more fields.
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 2,
      fields,
      parts: fields + 1,
      fieldSize: 256 * 1024,
      headerPairs: 100,
    },
  });
}
