import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_CODES, type ErrorBody } from '../../shared/schemas/errors.ts';
import { HttpError, zodFields } from '../errors.ts';
import type { RoutePolicy } from '../policies/route-policy.ts';
import { sqlState } from '../db/sql-state.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The fields of its JSON body schema, when it has one. */
  bodyFields: string[];
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** What the route declares to the policy (src/server/policies/route-policy.ts); admin routes all have one. */
  policy?: RoutePolicy;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RegisteredRoute[];
  }
}

/** Fastify's own error codes that are the client's fault, with the status they answer. */
const CLIENT_ERRORS: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_FILES_LIMIT: 413,
  FST_PARTS_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_PROTO_VIOLATION: 400,
  FST_CONSTRUCTOR_VIOLATION: 400,
  FST_ERR_VALIDATION: 400,
  FST_CSRF_INVALID_TOKEN: 403,
  FST_CSRF_MISSING_SECRET: 403,
};

export function errorBody(status: number, message: string, fields?: Record<string, string>, code?: string): ErrorBody {
  return {
    error: {
      code: code ?? ERROR_CODES[status as keyof typeof ERROR_CODES] ?? 'ERROR',
      message,
      ...(fields ? { fields } : {}),
    },
  };
}

/**
 * Fastify's own answer to an address it cannot route (bad percent-encoding, an over-long parameter), in the one
 * error shape. Passed to Fastify as `frameworkErrors`, since these fail before any hook or error handler runs.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .send(errorBody(status, status === 414 ? 'The address is too long' : 'The address is not valid'));
}

/** One error shape everywhere: `{error: {code, message, fields?}}`, and never a stack trace or internal message. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  // Every route, as registered: the security tests send bad input to each one and expect a 4xx, never a 5xx.
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    const shape = (route.schema?.body as { shape?: Record<string, unknown> } | undefined)?.shape;
    const bodyFields = shape ? Object.keys(shape) : [];
    const { body, querystring, params } = (route.schema ?? {}) as RegisteredRoute['schema'];
    for (const method of [route.method].flat())
      routeList.push({
        method,
        url: route.url,
        bodyFields,
        schema: { body, querystring, params },
        policy: route.config?.policy,
      });
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      const retryAfterS = (err as { retryAfterS?: unknown }).retryAfterS;
      if (typeof retryAfterS === 'number') reply.header('retry-after', String(Math.ceil(retryAfterS)));
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message, err.fields, err.code));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const message = v.message ?? '';
        fields[path] ??= message.startsWith('validation.') ? message : 'validation.invalid';
      }
      return reply.status(400).send(errorBody(400, 'Some fields are not valid', fields));
    }
    if (err instanceof ZodError) {
      return reply.status(400).send(errorBody(400, 'Some fields are not valid', zodFields(err)));
    }
    if (clientAborted(err, request)) {
      // The visitor cancelled an upload or left the page: nothing failed on our side, and no one reads the answer.
      request.log.info({ code: err.code }, 'client aborted the request');
      return reply.status(400).send(errorBody(400, 'The request was aborted'));
    }
    if (isMalformedMultipart(err)) return reply.status(400).send(errorBody(400, 'The form data is malformed'));
    const rejected = rejectedByDatabase(err);
    if (rejected) {
      // A value the schemas let through but PostgreSQL refuses (a NUL in a search, a date out of range): the
      // client's input, so a 4xx; logged because a schema should have caught it first.
      request.log.warn({ err }, 'input refused by the database');
      return reply.status(rejected.status).send(errorBody(rejected.status, rejected.message));
    }
    const status = (err.code ? CLIENT_ERRORS[err.code] : undefined) ?? err.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(err)) {
      return reply.status(status).send(errorBody(status, clientMessage(status, err)));
    }
    request.log.error({ err }, 'request failed');
    if (isDatabaseUnavailable(err)) {
      return reply.status(503).send(errorBody(503, 'The service is temporarily unavailable, please try again shortly'));
    }
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side', undefined, 'INTERNAL'));
  });
});

function clientMessage(status: number, err: FastifyError): string {
  if (status === 413) return 'The request or file is too large';
  if (status === 415) return 'This content type is not supported';
  if (status === 403) return 'The request was refused (missing or invalid XSRF token)';
  if (status === 429) return 'Too many requests, please try again later';
  // Fastify's 4xx messages describe the request, not the server, so they are safe to show.
  return err.message;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);
function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: string }).code;
    if (code && CONNECTION_CODES.has(code)) return true;
    if (
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
        String((e as Error).message),
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The client closed the connection before its request body ended: Node's "aborted" (ECONNRESET, which would
 * otherwise read as a database outage) or @fastify/multipart's premature close.
 */
function clientAborted(err: FastifyError, request: FastifyRequest): boolean {
  return request.raw.readableAborted || err.code === 'FST_MP_PREMATURE_CLOSE';
}

/** busboy's errors for a multipart body it cannot read (no boundary, cut short): the client's fault. */
function isMalformedMultipart(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /^Multipart: Boundary not found$|unexpected end of multipart data$/i.test(message);
}

/**
 * PostgreSQL errors caused by the data sent: class 22 (data exception: bad encoding, NUL, out-of-range value) and
 * the unique and foreign-key violations (23505, 23503).
 */
function rejectedByDatabase(err: unknown): { status: number; message: string } | undefined {
  const state = sqlState(err);
  if (!state) return undefined;
  if (state.startsWith('22')) return { status: 400, message: 'A value sent is not valid' };
  if (state === '23505') return { status: 409, message: 'This record already exists' };
  if (state === '23503') return { status: 409, message: 'This record refers to, or is used by, another record' };
  return undefined;
}
