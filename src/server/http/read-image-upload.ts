import type { FastifyRequest } from 'fastify';
import { photoAlt, type PhotoAlt } from '../../shared/schemas/brand.ts';
import { badRequest, HttpError, zodFields } from '../errors.ts';
import { readFilePart } from './read-parts.ts';

/**
 * A picture upload (photo or logo): the `file` part, and for a photo its alternative texts, as the fields `alt.fr`,
 * `alt.en`, `alt.nl` (or one `alt` field holding `{"fr", "en", "nl"}` as JSON). An empty file is refused here (400
 * naming `file`); its type is read from its bytes later (brand/process-image.ts).
 */
export async function readImageUpload(
  request: FastifyRequest,
  options: { alt: boolean },
): Promise<{ data: Buffer; alt: PhotoAlt }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the picture as multipart/form-data');
  let data: Buffer | undefined;
  const alt: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The ${part.fieldname} part is too large`);
        const match = /^alt[.[](fr|en|nl)\]?$/.exec(part.fieldname);
        if (match) alt[match[1]!] = part.value;
        if (part.fieldname === 'alt' && typeof part.value === 'string') Object.assign(alt, parseAlt(part.value));
        continue;
      }
      if (part.fieldname !== 'file' || data) {
        part.file.resume();
        continue;
      }
      data = await readFilePart(request, part);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'The picture is larger than 10 MB', { file: 'validation.fileTooLarge' });
    }
    throw err;
  }
  if (!data || data.length === 0) throw badRequest('Send a picture in the file part', { file: 'validation.required' });
  if (!options.alt) return { data, alt: { fr: '', en: '', nl: '' } };
  const checked = photoAlt.safeParse(alt);
  if (!checked.success) {
    const fields = Object.fromEntries(Object.entries(zodFields(checked.error)).map(([k, v]) => [`alt.${k}`, v]));
    throw badRequest('Describe the photo in French, English and Dutch (alternative text)', fields);
  }
  return { data, alt: checked.data };
}

function parseAlt(value: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
