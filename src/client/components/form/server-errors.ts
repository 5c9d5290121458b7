import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';

/**
 * Shows a refused submission where it belongs, for public and admin forms alike: each field the server names
 * gets its message (an i18n key) next to it (only the form's `fields`, when given), the file's problem goes to the
 * file field; what concerns no field answers the key of a message for the whole form.
 */
export function showServerErrors<T extends FieldValues>(
  err: unknown,
  options: {
    setError: UseFormSetError<T>;
    fields?: readonly string[];
    fileField?: string;
    setFileError?: (key: string) => void;
  },
): string | undefined {
  if (!(err instanceof ApiError)) return 'common.requestFailed';
  if (err.status === 0) return 'forms.network';
  if (err.status === 429) return 'forms.tooMany';
  let shown = false;
  for (const [field, key] of Object.entries(err.fields)) {
    if (field === options.fileField && options.setFileError) {
      options.setFileError(key);
      shown = true;
    } else if (!options.fields || options.fields.includes(field)) {
      options.setError(field as Path<T>, { type: 'server', message: key }, { shouldFocus: !shown });
      shown = true;
    }
  }
  if (shown) return undefined;
  if (err.status === 413 && options.setFileError) {
    options.setFileError('validation.fileTooLarge');
    return undefined;
  }
  if (err.status === 415 && options.setFileError) {
    options.setFileError('validation.fileType');
    return undefined;
  }
  return err.status === 400 ? 'forms.failed' : 'common.requestFailed';
}
