import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_TYPES, readVariant } from '../../brand/stored-images.ts';
import { notFound } from '../../errors.ts';

const mediaParams = z.object({
  hash: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  ext: z.enum(['avif', 'webp', 'jpg', 'png', 'svg']),
});

/**
 * The firm's pictures (photos, logo, favicons; docs/decisions/0060) at `/media/{hash}.{ext}`: the address holds the
 * content's hash, so an answer never changes and is cached for a year, immutable. An SVG is served under a content
 * security policy that runs nothing and loads nothing, even opened on its own.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:file',
    {
      // A static file, as the built client's are: not an operation of the API.
      schema: { hide: true, params: z.object({ file: z.string().max(40) }) },
    },
    async (request, reply) => {
      const [hash, ext, extra] = request.params.file.split('.');
      const parsed = mediaParams.safeParse({ hash, ext });
      if (!parsed.success || extra !== undefined) throw notFound('No such picture');
      const variant = await readVariant(app.db, parsed.data.hash, parsed.data.ext);
      if (!variant) throw notFound('No such picture');
      reply
        .type(MEDIA_TYPES[parsed.data.ext]!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${parsed.data.hash}"`);
      if (parsed.data.ext === 'svg') {
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
        );
      }
      return reply.send(variant.data);
    },
  );
};
