import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';

const PUBLIC_FORM_WINDOW_MS = 10 * 60 * 1000;
const PUBLIC_API = '/public/api/';
/** Expired counters are swept now and then rather than on every request. */
const SWEEP_EVERY = 200;

/** A route that takes a public form: a POST under /public/api/. */
export function isPublicForm(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.url.startsWith(PUBLIC_API) && methods.includes('POST');
}

/** The counter of a request: its route and its client address (an IPv6 address by its /64, as the plugin does). */
function formKey(request: FastifyRequest): string {
  return `rl:${request.routeOptions.url ?? ''}:${normalizeIP(request.ip)}`;
}

/**
 * @fastify/rate-limit's store, kept in the `rate_limits` table so that every app process shares the counters (the
 * app stays stateless). One upsert per request: a counter past its window starts again at 1.
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private calls = 0;
  constructor(private readonly db: Database) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    this.increment(key, timeWindow).then(
      (result) => callback(null, result),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  /** One store serves every route: the key names the route (see `formKey`). */
  child(): FastifyRateLimitStore {
    return this;
  }

  private async increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const resetAt = sql`now() + ${`${timeWindow} milliseconds`}::interval`;
    const rows = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        current: rateLimits.count,
        ttl: sql<string>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000))`,
      });
    if (++this.calls % SWEEP_EVERY === 0) await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    const row = rows[0]!;
    return { current: row.current, ttl: Number(row.ttl) };
  }
}

/**
 * Rate limit of the public forms, set in one place: every POST route under /public/api/ gets `max` submissions per
 * client address (request.ip: the proxy's X-Forwarded-For is believed only when TRUST_PROXY is set) per 10 minutes,
 * counted per route. Registered before the routes, so that its onRoute hook sees them all.
 */
export const rateLimit = fp(
  async (app: FastifyInstance, options: { max: number }) => {
    if (options.max <= 0) return;
    app.addHook('onRoute', (route) => {
      // A page's own form post (routes/public/page-forms.ts) is a public form too.
      const pageForm = route.config?.pageForm === true;
      if ((!isPublicForm(route) && !pageForm) || route.config?.rateLimit === false) return;
      route.config = {
        ...route.config,
        rateLimit: { max: options.max, timeWindow: PUBLIC_FORM_WINDOW_MS },
      };
    });
    const db = app.db;
    await app.register(fastifyRateLimit, {
      global: false,
      hook: 'onRequest',
      keyGenerator: formKey,
      store: class extends DatabaseRateLimitStore {
        constructor() {
          super(db);
        }
      },
      errorResponseBuilder: (_request, context) => {
        const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
        return new HttpError(
          429,
          `Too many submissions from your address, please try again in ${minutes} minute${minutes > 1 ? 's' : ''}`,
        );
      },
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
