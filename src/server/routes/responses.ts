import { Readable } from 'node:stream';
import { z } from 'zod';
import { errorBody } from '../../shared/schemas/errors.ts';

/**
 * Answers that route schemas share. The OpenAPI document (plugins/openapi-transform.ts) adds the error answers
 * that a route's group and inputs imply; a route lists here only those of its own work (a wrong password, a
 * record named in the body that does not exist...). Every error answer has the one error shape.
 */
export function errorAnswers<const Code extends number>(
  ...codes: (Code | [Code, string])[]
): Record<Code, typeof errorBody> {
  return Object.fromEntries(
    codes.map((entry) =>
      // A description says what the status means for this route, when it is not the usual meaning.
      Array.isArray(entry) ? [entry[0], errorBody.describe(entry[1])] : [entry, errorBody],
    ),
  ) as Record<Code, typeof errorBody>;
}

/** 204: done, nothing to answer. */
export const noContent = z.undefined().describe('Done; no content.');

/** A text answer (a token, a new password), sent as text/plain as docs/spec/product-spec.md#7-the-calls-it-makes does. */
export function textAnswer(description: string) {
  return { description, content: { 'text/plain': { schema: z.string() } } };
}

/** A file download: bytes of the type named in Content-Type, streamed (never serialized). */
export function binaryAnswer(description: string) {
  const bytes = z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string', format: 'binary' });
  return { description, content: { 'application/octet-stream': { schema: bytes } } };
}

/** A CSV file streamed as it is written (never serialized). */
export function csvAnswer(description: string) {
  const stream = z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string' });
  return { description, content: { 'text/csv': { schema: stream } } };
}

/** A ZIP written as it is read (a person's export): a stream, never one buffer. */
export const zipAnswer = {
  description: 'A ZIP archive, streamed',
  content: {
    'application/zip': {
      schema: z
        .custom<NodeJS.ReadableStream>((value) => value !== null && typeof value === 'object')
        .meta({
          type: 'string',
          format: 'binary',
        }),
    },
  },
};
