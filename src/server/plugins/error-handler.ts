import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_CODES, type ErrorBody } from '../../shared/schemas/errors.ts';
import { HttpError } from '../errors.ts';

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

export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return fields;
}

/** One error shape everywhere: `{error: {code, message, fields?}}`, and never a stack trace or internal message. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
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
export function isDatabaseUnavailable(err: unknown): boolean {
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
