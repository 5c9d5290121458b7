import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MIME_TYPES } from '../../shared/constants.ts';

export type AllowedMimeType = keyof typeof UPLOAD_MIME_TYPES;

/**
 * The type of an upload, read from its bytes (never from its name or the browser's claim): PDF, DOCX and ODT by
 * their signatures; DOC is an OLE compound file, which file-type reports as `application/x-cfb`.
 * Answers undefined for anything else.
 */
export async function detectFileType(data: Uint8Array): Promise<AllowedMimeType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return undefined;
  if (detected.mime === 'application/x-cfb') return 'application/msword';
  return detected.mime in UPLOAD_MIME_TYPES ? (detected.mime as AllowedMimeType) : undefined;
}
