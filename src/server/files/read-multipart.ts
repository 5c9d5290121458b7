import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { zodFields } from '../plugins/error-handler.ts';
import { HttpError } from '../errors.ts';
import { HoneypotFilled } from '../plugins/honeypot.ts';
import { caughtByHoneypot, HONEYPOT_FIELD } from '../public/honeypot.ts';
import { detectFileType, type AllowedMimeType } from './detect-file-type.ts';

export interface Upload {
  fileName: string;
  mimeType: AllowedMimeType;
  data: Buffer;
}

interface Parts<T> {
  /** The JSON part's content, validated by `schema`. */
  data: T;
  file: Upload | undefined;
}

/** A file name fit to keep and show: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || 'file').slice(0, 200);
}

/** The JSON part may come as a plain field or, as browsers send a Blob, as a file part: bounded either way. */
const MAX_JSON_PART_BYTES = 256 * 1024;

/**
 * Reads a multipart request made of one JSON part (`jsonField`) and at most one file part (`fileField`), as the
 * spec's calls send them (`profile` + `fileCv`, `application` + `file`...). The JSON part is validated by the
 * shared schema; the file must be a PDF, DOC, DOCX or ODT (checked from its bytes) of at most 10 MB. On a public
 * form route, a filled honeypot field (in the JSON part, or as a field of its own) stops the request before anything
 * is stored: see public/honeypot.ts.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  options: { jsonField: string; fileField: string; schema: S; fileRequired: boolean },
): Promise<Parts<z.output<S>>> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
  let json: string | undefined;
  let file: Upload | undefined;
  let honeypot: unknown;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      // Cut at the multipart fieldSize limit (app.ts): too large, not malformed.
      if (part.valueTruncated) throw new HttpError(413, `The ${part.fieldname} part is too large`);
      if (part.fieldname === options.jsonField) json = String(part.value);
      if (part.fieldname === HONEYPOT_FIELD) honeypot = part.value;
      continue;
    }
    if (part.fieldname === options.jsonField && json === undefined) {
      const data = await part.toBuffer();
      if (data.length > MAX_JSON_PART_BYTES) throw new HttpError(413, `The ${options.jsonField} part is too large`);
      json = data.toString('utf8');
      continue;
    }
    if (part.fieldname !== options.fileField || file) {
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer();
    if (data.length === 0) continue;
    const mimeType = await detectFileType(data);
    if (!mimeType) {
      throw new HttpError(415, 'Only PDF, DOC, DOCX or ODT files are accepted', {
        [options.fileField]: 'validation.fileType',
      });
    }
    file = { fileName: cleanFileName(part.filename), mimeType, data };
  }

  let raw: unknown;
  try {
    raw = JSON.parse(json ?? 'null');
  } catch {
    throw new HttpError(400, `The ${options.jsonField} part is not valid JSON`, {
      [options.jsonField]: 'validation.invalid',
    });
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new HttpError(400, `The ${options.jsonField} part is missing`, {
      [options.jsonField]: 'validation.required',
    });
  }
  if (caughtByHoneypot(request, raw) || caughtByHoneypot(request, { [HONEYPOT_FIELD]: honeypot })) {
    throw new HoneypotFilled();
  }
  const parsed = options.schema.safeParse(raw);
  const fields = parsed.success ? {} : zodFields(parsed.error);
  if (options.fileRequired && !file) fields[options.fileField] = 'validation.fileRequired';
  if (!parsed.success || Object.keys(fields).length) throw new HttpError(400, 'Some fields are not valid', fields);
  return { data: parsed.data, file };
}
