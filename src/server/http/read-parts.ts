import type { z } from 'zod';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../shared/constants.ts';
import { HttpError } from '../errors.ts';
import {
  invalidJson,
  validateParts,
  type MultipartOptions,
  type Parts,
  type RawParts,
} from '../files/validate-parts.ts';
import { HONEYPOT_FIELD } from '../public/honeypot.ts';
import { detectFileType } from '../files/detect-file-type.ts';
import { storedFileName } from '../files/file-name.ts';

/** The JSON part may come as a plain field or, as browsers send a Blob, as a file part: bounded either way. */
const MAX_JSON_PART_BYTES = 256 * 1024;

/**
 * Reads one JSON part (`jsonField`) and at most one file part (`fileField`). The JSON part is accepted as a plain
 * field, as a field typed `application/json` (which @fastify/multipart parses), and as a file part, which is how
 * browsers and Angular send a JSON Blob (`filename="blob"`): app.ts allows two file parts for that, and this
 * keeps the CV to one. The CV's type is read from its bytes, never from its name or the claimed type.
 */
export async function readParts(
  request: FastifyRequest,
  options: { jsonField: string; fileField: string },
): Promise<RawParts> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
  const parts: RawParts = { json: undefined, file: undefined, honeypot: undefined };
  let fileParts = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // Cut at the multipart fieldSize limit (app.ts): too large, not malformed.
        if (part.valueTruncated) throw new HttpError(413, `The ${part.fieldname} part is too large`);
        if (part.fieldname === options.jsonField) parts.json = part.value;
        if (part.fieldname === HONEYPOT_FIELD) parts.honeypot = part.value;
        continue;
      }
      if (part.fieldname === options.jsonField && parts.json === undefined) {
        parts.json = await readJsonPart(part, options.jsonField);
        continue;
      }
      if (++fileParts > 1)
        throw new HttpError(413, 'Send one file only', { [options.fileField]: 'validation.oneFile' });
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        continue;
      }
      const data = await readFilePart(request, part);
      if (data.length === 0) continue;
      const mimeType = await detectFileType(data);
      parts.file = { fileName: mimeType ? storedFileName(part.filename, mimeType) : '', mimeType, data };
    }
  } catch (err) {
    // A field typed application/json that does not parse: the client's JSON, named like any invalid field.
    if ((err as { code?: string }).code === 'FST_INVALID_JSON_FIELD_ERROR') throw invalidJson(options.jsonField);
    throw err;
  }
  return parts;
}

/**
 * The file part's bytes, each piece copied as it comes into one buffer, sized from the request's length (the file
 * cannot be longer): `toBuffer()` kept every piece, then joined them, holding the file twice (docs/decisions/0032).
 * Without a length (a chunked request) the buffer doubles as it fills.
 */
export async function readFilePart(request: FastifyRequest, part: MultipartFile): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  let buffer = Buffer.allocUnsafe(declared > 0 ? Math.min(declared, MAX_UPLOAD_BYTES) : 64 * 1024);
  let size = 0;
  for await (const piece of part.file as AsyncIterable<Buffer>) {
    if (size + piece.length > buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(size + piece.length, Math.min(buffer.length * 2, MAX_UPLOAD_BYTES)));
      buffer.copy(grown, 0, 0, size);
      buffer = grown;
    }
    size += piece.copy(buffer, size);
  }
  // Cut at the multipart fileSize limit (app.ts): the same error toBuffer() throws, answered 413.
  if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return buffer.subarray(0, size);
}

/** A JSON part sent as a file (a Blob): read as text, stopped as soon as it passes its limit. */
async function readJsonPart(part: MultipartFile, jsonField: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_PART_BYTES) throw new HttpError(413, `The ${jsonField} part is too large`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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
