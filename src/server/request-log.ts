import type { FastifyServerOptions } from 'fastify';

/**
 * Paths whose query string may carry a password or a token: the legacy contract's `GET /api/token` and
 * `GET /api/getUser` (password in the URL), and every other auth path for good measure.
 */
const AUTH_PATHS = ['/api/token', '/api/getuser', '/api/me', '/api/logout', '/api/changepassword'];
const AUTH_PREFIXES = ['/api/user/resetpassword/'];

/**
 * The path as the router sees it, and more: percent-decoded (repeatedly, so `%2574` is caught too), duplicate and
 * trailing slashes dropped, lower-cased. Comparing the raw path is what let `GET /api/%74oken?password=…` be
 * logged whole. Undefined when it cannot be decoded.
 */
function normalizedPath(rawPath: string): string | undefined {
  let path = rawPath;
  for (let i = 0; i < 3 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return undefined;
    }
  }
  return path
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
}

function isAuthPath(path: string): boolean {
  return AUTH_PATHS.includes(path) || AUTH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** A request's URL as it may be logged: without its query string on an auth path, or whenever it names a password. */
export function logUrl(url: string): string {
  // An interview-slot link's token is in its path (docs/decisions/0058): logged as `…/interview-slots/[token]`.
  url = url.replace(/(\/interview-slots\/)[^/?#]+/i, '$1[token]');
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const normalized = normalizedPath(path);
  if (normalized === undefined || isAuthPath(normalized)) return path;
  // Anywhere else, a query that names a password or a token is not logged either.
  const query = normalizedPath(url.slice(at + 1).replaceAll('+', ' '));
  return query === undefined || /passw|token/.test(query) ? path : url;
}

/** The request logger's options: what a logged request shows (method, URL without secrets, client address). */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: logUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
