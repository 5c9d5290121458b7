import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What every field of the form kit takes, public and admin alike. */
export interface FieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  description?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
}

/** Hints in a grey dark enough to read (WCAG AA contrast). */
export const DESCRIPTION = { c: 'gray.7' } as const;

/** Messages under the hint, so that a field's problem stands right under what the user typed. */
export const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * A field's value, handlers and ref, and its message translated: messages are i18n keys ('validation.*'), from
 * the shared schema or the server.
 */
export function useField<T extends FieldValues, C, O>(control: Control<T, C, O>, name: FieldPath<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message ? t(fieldState.error.message) : undefined;
  return { field, error };
}
