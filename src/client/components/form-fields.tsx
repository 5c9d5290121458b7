import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Hints in a grey dark enough to read (WCAG AA contrast). */
const DESCRIPTION = { c: 'gray.7' } as const;

interface FieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  description?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
}

/** The field's message, translated: messages are i18n keys ('validation.*'), from the shared schema or the server. */
function useFieldError<T extends FieldValues, C, O>(control: Control<T, C, O>, name: FieldPath<T>) {
  const { t } = useTranslation();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return { inputRef: ref, field, error: fieldState.error?.message ? t(fieldState.error.message) : undefined };
}

export function TextField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & { type?: 'text' | 'email' | 'tel'; inputMode?: 'text' | 'email' | 'tel' },
) {
  const { control, name, ...rest } = props;
  const { inputRef, field, error } = useFieldError(control, name);
  return (
    <TextInput
      {...rest}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={DESCRIPTION}
      name={field.name}
      ref={inputRef}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function TextareaField<T extends FieldValues, C, O>(props: FieldProps<T, C, O> & { minRows?: number }) {
  const { control, name, minRows = 4, ...rest } = props;
  const { inputRef, field, error } = useFieldError(control, name);
  return (
    <Textarea
      {...rest}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={DESCRIPTION}
      autosize
      minRows={minRows}
      maxRows={14}
      name={field.name}
      ref={inputRef}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A native select: the most robust choice on phones and with screen readers. */
export function SelectField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & { options: { value: string; label: string }[]; emptyLabel: string },
) {
  const { control, name, options, emptyLabel, ...rest } = props;
  const { inputRef, field, error } = useFieldError(control, name);
  return (
    <NativeSelect
      {...rest}
      descriptionProps={DESCRIPTION}
      name={field.name}
      ref={inputRef}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      data={[{ value: '', label: emptyLabel }, ...options]}
    />
  );
}
