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

/** Messages under the hint, so that a field's problem stands right under what the visitor typed. */
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * What binds an input to its form field: value, handlers, ref, and the field's message, translated (messages are
 * i18n keys 'validation.*', from the shared schema or the server).
 */
function useBoundInput<T extends FieldValues, C, O>(control: Control<T, C, O>, name: FieldPath<T>) {
  const { t } = useTranslation();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return {
    descriptionProps: DESCRIPTION,
    name: field.name,
    ref,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message ? t(fieldState.error.message) : undefined,
  };
}

export function TextField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & { type?: 'text' | 'email' | 'tel'; inputMode?: 'text' | 'email' | 'tel' },
) {
  const { control, name, ...rest } = props;
  const bound = useBoundInput(control, name);
  return <TextInput {...rest} inputWrapperOrder={WRAPPER_ORDER} {...bound} />;
}

export function TextareaField<T extends FieldValues, C, O>(props: FieldProps<T, C, O> & { minRows?: number }) {
  const { control, name, minRows = 4, ...rest } = props;
  const bound = useBoundInput(control, name);
  return <Textarea {...rest} inputWrapperOrder={WRAPPER_ORDER} autosize minRows={minRows} maxRows={14} {...bound} />;
}

/** A native select: the most robust choice on phones and with screen readers. */
export function SelectField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & { options: { value: string; label: string }[]; emptyLabel: string },
) {
  const { control, name, options, emptyLabel, ...rest } = props;
  const bound = useBoundInput(control, name);
  return <NativeSelect {...rest} {...bound} data={[{ value: '', label: emptyLabel }, ...options]} />;
}
