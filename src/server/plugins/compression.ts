import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|xml)|text\/|image\/svg\+xml)/;

/** The encoding to answer with: brotli, else gzip, when the client accepts it (no q=0 handling needed here). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Compresses the public answers built in memory (JSON, the page HTML, sitemap): translation catalogs and job lists shrink
 * five to ten times, which is what a visitor on a phone waits for. Static files are not touched: the build
 * writes their .br and .gz copies once (vite.config.ts) and @fastify/static serves those.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      // Only what anyone may read: no answer to a token (BREACH needs a secret beside reflected input).
      if (request.method !== 'GET' || request.headers.authorization) return payload;
      if (reply.getHeader('content-encoding')) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      const size = Buffer.byteLength(payload);
      if (size < MIN_BYTES || !COMPRESSIBLE.test(type)) return payload;
      reply.header('vary', 'accept-encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      // Quality 4 / level 6: most of the gain for a fraction of the time of the maximum settings.
      const compressed =
        encoding === 'br'
          ? await brotli(payload, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
            })
          : await gzipAsync(payload, { level: 6 });
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);
