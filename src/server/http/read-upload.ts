import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';
import { jsonObject, validateParts, type Upload } from '../files/validate-parts.ts';
import { readParts } from './read-parts.ts';
import { caughtByHoneypot, HONEYPOT_FIELD } from '../public/honeypot.ts';

/** A public form as read: a bot's (honeypot filled, nothing to store), or a person's, valid, with its file. */
type PublicUpload<T> = { bot: true } | { bot: false; data: T; file: Upload };

/**
 * `readMultipart` for the public forms, where the file is required. A filled honeypot (in the JSON part, or as a
 * field of its own) is told apart before any validation, so a bot gets no hint from a 400: the route answers it
 * with `answerHoneypot`. A file over the size limit is answered 413 with the file field named, so the form can
 * show the message next to it.
 */
export async function readUpload<S extends z.ZodType>(
  request: FastifyRequest,
  options: { jsonField: string; fileField: string; schema: S },
): Promise<PublicUpload<z.output<S>>> {
  try {
    const parts = await readParts(request, options);
    const json = typeof parts.json === 'undefined' ? undefined : safeJson(parts, options.jsonField);
    if (caughtByHoneypot(request, json, { [HONEYPOT_FIELD]: parts.honeypot })) return { bot: true };
    const { data, file } = validateParts(parts, { ...options, fileRequired: true });
    return { bot: false, data, file: file! };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'The file is larger than 10 MB', { [options.fileField]: 'validation.fileTooLarge' });
    }
    throw err;
  }
}

/** The JSON part for the honeypot check only: a part that is not a JSON object holds no honeypot. */
function safeJson(parts: Parameters<typeof jsonObject>[0], jsonField: string): unknown {
  try {
    return jsonObject(parts, jsonField);
  } catch {
    return undefined;
  }
}
