import type { ZodError } from 'zod';
import { ERROR_CODES } from '../shared/schemas/errors.ts';

/** An error a domain function throws to answer the client with a 4xx: the error handler shapes it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code: string = ERROR_CODES[statusCode as keyof typeof ERROR_CODES] ?? 'ERROR',
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (what = 'Not found') => new HttpError(404, what);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed for your role') => new HttpError(403, message);

/** A zod error's issues as the error shape's fields (the first message of each field). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return fields;
}
