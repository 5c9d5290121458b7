import { UPLOAD_MIME_TYPES } from '../../shared/constants.ts';
import type { AllowedMimeType } from './detect-file-type.ts';

/**
 * Characters a stored name must not carry: C0 and C1 controls, and the invisible formatting and bidi controls
 * (U+202E "right-to-left override" turns `cv\u202Efdp.exe` into what reads as `cvexe.pdf`), quotes too.
 */
// oxlint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb"]/g;

/** A trailing extension: a dot and a few letters or digits (`cv.html`, `cv.PDF`). */
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;

/** A file name fit to keep and show: no path, no control or bidi characters, bounded. */
function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(UNSAFE, '').trim();
  return (base || 'file').slice(0, 200);
}

/**
 * The name an upload is stored and downloaded under: cleaned, with the extension of the type read from its bytes
 * (a PDF sent as `cv.html` is kept as `cv.pdf`), so the name never claims another type than the file has.
 */
export function storedFileName(name: string, mimeType: AllowedMimeType): string {
  const stem = cleanFileName(name)
    .replace(EXTENSION, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return `${(stem || 'file').slice(0, 190)}.${UPLOAD_MIME_TYPES[mimeType]}`;
}
