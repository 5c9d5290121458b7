import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../public/request-language.ts';
import { AnswerStore } from './answer-store.ts';
import { pickEncoding } from './compression.ts';
import { wantsPage } from './spa.ts';

/**
 * A route opts in with `config: { publicCache: true }`, or `{ publicCache: { varyLanguage: true } }` when its
 * answer depends on the visitor's language (`?lang=`, the `lang` cookie, Accept-Language). The pages served by
 * plugins/spa.ts's not-found handler are kept as if they had `{ varyLanguage: true }`. Only 200 answers are kept.
 */
interface PublicCacheOptions {
  varyLanguage?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean | PublicCacheOptions;
  }
  interface FastifyInstance {
    /** The cached public answers of this process (tests and the bench read its size). */
    publicCache: AnswerStore;
  }
}

/** The channel migration 0007's triggers notify on any change to a table the public answers read. */
const PUBLIC_CACHE_CHANNEL = 'public_cache';
/** A cached answer is dropped after this long even without a change: answers that depend on the date (a job's closing day). */
const TTL_MS = 60_000;
/** For browsers and a CDN: one second, so that an edit shows everywhere within a second or so. */
const SHARED = 'public, max-age=1';
/** An answer that sets a cookie (the XSRF pair) or depends on one: the browser keeps it, asking with its ETag. */
const PRIVATE = 'private, no-cache';
/** What a cached answer keeps of its headers: what describes the bytes; never a cookie. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary', 'link', 'content-language'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The pages served by plugins/spa.ts's not-found handler (any page path gets the app's HTML). */
const PAGE: PublicCacheOptions = { varyLanguage: true };

function cacheRule(request: FastifyRequest): PublicCacheOptions | undefined {
  if (request.method !== 'GET' || request.headers.authorization) return undefined;
  const rule = request.routeOptions.config.publicCache ?? (request.is404 && wantsPage(request) ? PAGE : undefined);
  return rule === true ? {} : rule || undefined;
}

/** Everything the answer varies on: the URL with its query, the host (absolute links), the encoding, the language. */
function cacheKey(request: FastifyRequest, rule: PublicCacheOptions): string {
  const lang = rule.varyLanguage ? requestLanguage(request) : '';
  const encoding = pickEncoding(request.headers['accept-encoding']) ?? '';
  return `${request.protocol}://${request.host}${request.url} ${encoding} ${lang}`;
}

function cacheControl(request: FastifyRequest, reply: FastifyReply, rule: PublicCacheOptions): string {
  if (reply.hasHeader('set-cookie')) return PRIVATE;
  if (rule.varyLanguage && (request.query as Record<string, unknown> | undefined)?.lang === undefined) return PRIVATE;
  return SHARED;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Public GET answers (JSON and pages) kept in memory per process: a hit is answered from onRequest, before
 * validation, handler, serialization and compression; a miss is stored by onSend as it leaves (compressed when
 * the client accepts it). Every process LISTENs on PUBLIC_CACHE_CHANNEL and drops everything when a public table
 * changes; while it cannot listen it serves nothing from memory. Answers carry an ETag (304 on If-None-Match)
 * and a Cache-Control a CDN may follow, private when the answer sets or depends on a cookie. Set-Cookie and the
 * other per-request headers are never stored.
 *
 * With `maxBytes` 0 (PUBLIC_CACHE_MB=0) no answer is kept, but the process still listens and counts the changes
 * (the store's `generation` and `listening`): what is kept per change, such as the published site content
 * (plugins/site-content.ts), does not depend on the size of the page cache (decision 0059, addendum).
 */
export const publicCache = fp(
  async (app: FastifyInstance, options: { maxBytes: number }) => {
    const store = new AnswerStore(options.maxBytes, TTL_MS);
    app.decorate('publicCache', store);

    let live = false;
    const drop = () => store.clear();
    try {
      const unlisten = await app.dbHandle.listen(PUBLIC_CACHE_CHANNEL, drop, (connected) => {
        drop(); // notifications may have been missed
        live = connected;
        store.listening = connected;
      });
      live = true;
      store.listening = true;
      app.addHook('onClose', async () => {
        live = false;
        store.listening = false;
        await unlisten().catch(() => undefined);
      });
    } catch (err) {
      app.log.warn({ err }, 'public answers not cached: cannot listen for changes');
      return;
    }

    // A signed-in user's change is dropped here at once, without waiting for its notification to come back.
    app.addHook('onResponse', (request, reply, done) => {
      if (!SAFE_METHODS.has(request.method) && request.headers.authorization && reply.statusCode < 400) drop();
      done();
    });
    // No answers kept: the changes are counted (above), the requests go their way untouched.
    if (options.maxBytes <= 0) return;

    /** A cacheable request: its key, whether memory answered it, else the generation it read its data in. */
    const requests = new WeakMap<
      FastifyRequest,
      { key: string; generation: number; rule: PublicCacheOptions; hit: boolean }
    >();
    const now = () => app.clock.now().getTime();

    // Callback hooks, not async ones: they run on every request, and a hit is all hooks and no handler.
    app.addHook('onRequest', (request, reply, done) => {
      const rule = live ? cacheRule(request) : undefined;
      if (!rule) return done();
      const key = cacheKey(request, rule);
      const answer = store.get(key, now());
      requests.set(request, { key, generation: store.generation, rule, hit: answer !== undefined });
      if (!answer) return done();
      reply.header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        if (answer.headers.vary) reply.header('vary', answer.headers.vary);
        return reply.code(304).send();
      }
      reply.headers(answer.headers).send(answer.body);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const cached = requests.get(request);
      if (!cached || (!cached.hit && reply.statusCode !== 200)) return done(null, payload);
      // Here, not in onRequest: the cookie plugin writes Set-Cookie in its own onSend, which ran before this one.
      reply.header('cache-control', cacheControl(request, reply, cached.rule));
      if (cached.hit) return done(null, payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const etag = etagOf(body);
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      store.set(cached.key, cached.generation, { body, headers, etag }, now());
      reply.header('etag', etag);
      if (!matchesEtag(request.headers['if-none-match'], etag)) return done(null, body);
      reply.code(304).removeHeader('content-type').removeHeader('content-encoding').removeHeader('content-length');
      done(null, '');
    });
  },
  { name: 'public-cache', dependencies: ['db', 'csrf', 'compression', 'page-preload', 'clock'] },
);
