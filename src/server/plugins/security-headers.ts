import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The content security policy: no inline script and no remote origin. Inline styles stay allowed because Mantine
 * sets CSS variables in style attributes.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Helmet's defaults, written once: @fastify/helmet rebuilds its middleware (and re-parses the policy) on every
 * request, which costs more than serving a small JSON answer.
 */
const HEADERS = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/** Sent only over HTTPS (behind a trusted proxy that says so): a browser must not pin HTTPS for a plain-HTTP site. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every answer, errors and 404s included. */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(HEADERS);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
