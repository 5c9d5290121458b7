import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '../../shared/constants.ts';

const EXTENSIONS = UPLOAD_ACCEPT.split(',');

/**
 * The client's pre-check of a CV or attachment, before anything is sent: the server checks the type again from
 * the file's bytes. Answers the i18n key of the problem, or undefined.
 */
export function checkUploadFile(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return 'validation.fileType';
  if (file.size > MAX_UPLOAD_BYTES) return 'validation.fileTooLarge';
  if (file.size === 0) return 'validation.fileRequired';
  return undefined;
}

/** "1.2 MB", "340 KB": a file size for people. */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  return format(Math.max(1, Math.round(bytes / 1024)), 'KB');
}
