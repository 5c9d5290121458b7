import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { zodFields } from '../plugins/error-handler.ts';
import { HttpError } from '../errors.ts';
import type { AllowedMimeType } from './detect-file-type.ts';
import { invalidJson, readParts, type RawParts } from './read-parts.ts';

export interface Upload {
  fileName: string;
  mimeType: AllowedMimeType;
  data: Buffer;
}

export interface Parts<T> {
  /** The JSON part's content, validated by `schema`. */
  data: T;
  file: Upload | undefined;
}

export interface MultipartOptions<S extends z.ZodType> {
  jsonField: string;
  fileField: string;
  schema: S;
  fileRequired: boolean;
}

/**
 * Reads a multipart request made of one JSON part (`jsonField`) and at most one file part (`fileField`), as the
 * spec's calls send them (`profile` + `fileCv`, `application` + `file`...): see read-parts.ts for the ways the
 * JSON part may come. The JSON part is validated by the shared schema; the file must be a PDF, DOC, DOCX or ODT
 * (checked from its bytes) of at most 10 MB.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  options: MultipartOptions<S>,
): Promise<Parts<z.output<S>>> {
  return validateParts(await readParts(request, options), options);
}

/** The JSON part as an object; the error names the part when it is not valid JSON or missing. */
export function jsonObject(parts: RawParts, jsonField: string): Record<string, unknown> {
  let raw: unknown = parts.json ?? null;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      throw invalidJson(jsonField);
    }
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new HttpError(400, `The ${jsonField} part is missing`, { [jsonField]: 'validation.required' });
  }
  return raw as Record<string, unknown>;
}

/** Checks what `readParts` read: the file's type, then the JSON part against the shared schema. */
export function validateParts<S extends z.ZodType>(parts: RawParts, options: MultipartOptions<S>) {
  const { file } = parts;
  if (file && !file.mimeType) {
    throw new HttpError(415, 'Only PDF, DOC, DOCX or ODT files are accepted', {
      [options.fileField]: 'validation.fileType',
    });
  }
  const parsed = options.schema.safeParse(jsonObject(parts, options.jsonField));
  const fields = parsed.success ? {} : zodFields(parsed.error);
  if (options.fileRequired && !file) fields[options.fileField] = 'validation.fileRequired';
  if (!parsed.success || Object.keys(fields).length) throw new HttpError(400, 'Some fields are not valid', fields);
  return { data: parsed.data, file: file as Upload | undefined };
}
