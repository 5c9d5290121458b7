import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';
import { readMultipart, type Upload } from '../files/read-multipart.ts';

/**
 * `readMultipart` for the public forms, where the file is required: a file over the size limit is answered 413
 * with the file field named, so the form can show the message next to it.
 */
export async function readUpload<S extends z.ZodType>(
  request: FastifyRequest,
  options: { jsonField: string; fileField: string; schema: S },
): Promise<{ data: z.output<S>; file: Upload }> {
  try {
    const { data, file } = await readMultipart(request, { ...options, fileRequired: true });
    return { data, file: file! };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'The file is larger than 10 MB', { [options.fileField]: 'validation.fileTooLarge' });
    }
    throw err;
  }
}
