import type { z } from 'zod';
import { HttpError, zodFields } from '../errors.ts';
import type { AllowedMimeType } from './detect-file-type.ts';

/**
 * A multipart form's parts checked against the shared schemas (http/read-parts.ts reads them from a request).
 */
/** A multipart form as sent, before validation. */
export interface RawParts {
  /** The JSON part: a string to parse, an object already parsed (typed field), or undefined when missing. */
  json: unknown;
  /** The file part; `mimeType` is undefined when its bytes are not an accepted type. */
  file: { fileName: string; mimeType: AllowedMimeType | undefined; data: Buffer } | undefined;
  /** The honeypot sent as a field of its own. */
  honeypot: unknown;
}

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

export function invalidJson(jsonField: string): HttpError {
  return new HttpError(400, `The ${jsonField} part is not valid JSON`, { [jsonField]: 'validation.invalid' });
}
