import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|xml|rss\+xml|atom\+xml)|text\/|image\/svg\+xml)/;

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
    // A callback hook, not an async one: it runs on every answer, most of which it leaves as they are.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      // Only what anyone may read: no answer to a token (BREACH needs a secret beside reflected input).
      if (request.method !== 'GET' || request.headers.authorization) return done(null, payload);
      if (reply.getHeader('content-encoding')) return done(null, payload);
      const type = String(reply.getHeader('content-type') ?? '');
      const size = Buffer.byteLength(payload);
      if (size < MIN_BYTES || !COMPRESSIBLE.test(type)) return done(null, payload);
      reply.header('vary', 'accept-encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return done(null, payload);
      const compressed = (err: Error | null, body: Buffer) => {
        if (err) return done(err);
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      };
      // Quality 4 / level 6: most of the gain for a fraction of the time of the maximum settings.
      if (encoding === 'br') {
        const params = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size };
        brotliCompress(payload, { params }, compressed);
      } else gzip(payload, { level: 6 }, compressed);
    });
  },
  { name: 'compression' },
);
