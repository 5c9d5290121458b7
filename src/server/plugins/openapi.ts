import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteUrl } from '../mail/firm.ts';
import { documentRoute, ERROR_SCHEMA_NAME, errorComponent } from './openapi-transform.ts';

/**
 * The OpenAPI document, generated from the routes' zod schemas, with Swagger UI at /api/docs (its JSON at
 * /api/docs/json). Registered before the routes, so that it sees every one of them. Swagger UI loads only its
 * own same-origin scripts and styles, which our content security policy allows as it is.
 */
export const openapi = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Hireframe API',
          description:
            'Public site and back-office of a recruitment and consulting firm. Admin calls need the token of ' +
            '`POST /api/token` in `Authorization` (raw, as docs/spec/product-spec.md#7-the-calls-it-makes sends it) and, except GET, the ' +
            '`X-XSRF-TOKEN` header copied from the `XSRF-TOKEN` cookie. Each answer to a token carries it renewed in ' +
            '`X-Session-Token`: send that one next; a session unused for SESSION_IDLE_MINUTES, or 8 hours after its ' +
            'login, is refused with 401 `SESSION_EXPIRED` (docs/decisions/0035).',
          version: '1.0.0',
        },
        // The site's public address (SITE_URL).
        servers: [{ url: siteUrl() }],
        components: {
          securitySchemes: {
            token: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'The token answered by `POST /api/token`, sent as it is (no `Bearer` prefix).',
            },
            xsrf: {
              type: 'apiKey',
              in: 'header',
              name: 'X-XSRF-TOKEN',
              description:
                'Every method but GET: the value of the `XSRF-TOKEN` cookie, sent back with the cookies a first GET ' +
                'set (`XSRF-TOKEN` and `_csrf`).',
            },
          },
          schemas: { [ERROR_SCHEMA_NAME]: errorComponent() },
        },
      },
      transform: documentRoute,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'none', deepLinking: false },
    });
  },
  { name: 'openapi' },
);
