import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
            '`X-XSRF-TOKEN` header copied from the `XSRF-TOKEN` cookie.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        },
      },
      // Admin calls carry the token: the document says so on each of them.
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const tags = (input.schema as { tags?: string[] } | undefined)?.tags ?? [];
        if (!tags.some((tag) => tag.startsWith('admin'))) return out;
        return { ...out, schema: { ...out.schema, security: [{ token: [] }] } };
      },
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'none', deepLinking: false },
    });
  },
  { name: 'openapi' },
);
