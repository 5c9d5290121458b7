import { NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DESCRIPTION, useField, WRAPPER_ORDER, type FieldProps } from './use-field.ts';

/** What binds a text input to its form field: value, handlers, ref and translated message. */
function useBoundInput<T extends FieldValues, C, O>(control: Control<T, C, O>, name: FieldPath<T>) {
  const {
    field: { ref, ...field },
    error,
  } = useField(control, name);
  return {
    descriptionProps: DESCRIPTION,
    name: field.name,
    ref,
    value: (field.value as string | null | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    error,
  };
}

export function TextField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & {
    type?: 'text' | 'email' | 'tel' | 'password';
    inputMode?: 'text' | 'email' | 'tel';
  },
) {
  const { control, name, ...rest } = props;
  return <TextInput {...rest} inputWrapperOrder={WRAPPER_ORDER} {...useBoundInput(control, name)} />;
}

export function TextareaField<T extends FieldValues, C, O>(props: FieldProps<T, C, O> & { minRows?: number }) {
  const { control, name, minRows = 4, ...rest } = props;
  return (
    <Textarea
      {...rest}
      inputWrapperOrder={WRAPPER_ORDER}
      autosize
      minRows={minRows}
      maxRows={14}
      {...useBoundInput(control, name)}
    />
  );
}

/** A time of day, hh:mm. */
export function TimeField<T extends FieldValues, C, O>(props: FieldProps<T, C, O>) {
  const { control, name, ...rest } = props;
  return <TimeInput {...rest} {...useBoundInput(control, name)} />;
}

/** A whole number, or null when empty. */
export function NumberField<T extends FieldValues, C, O>(props: FieldProps<T, C, O> & { min?: number }) {
  const { control, name, ...rest } = props;
  const {
    field: { ref, ...field },
    error,
  } = useField(control, name);
  return (
    <NumberInput
      {...rest}
      descriptionProps={DESCRIPTION}
      ref={ref}
      name={field.name}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(v) => field.onChange(v === '' ? null : Number(v))}
      onBlur={field.onBlur}
      error={error}
      allowDecimal={false}
    />
  );
}

/** A native select: the most robust choice on phones and with screen readers. */
export function SelectField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & { options: { value: string; label: string }[]; emptyLabel: string },
) {
  const { control, name, options, emptyLabel, ...rest } = props;
  return (
    <NativeSelect {...rest} {...useBoundInput(control, name)} data={[{ value: '', label: emptyLabel }, ...options]} />
  );
}
