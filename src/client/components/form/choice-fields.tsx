import { Checkbox, Select, Switch, type ComboboxItem } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { DESCRIPTION, useField, type FieldProps } from './use-field.ts';

/**
 * A searchable select (a combobox) whose empty choice is '' (text fields) or null (ids), as the schema expects.
 * The public forms use SelectField, a native select, instead.
 */
export function ComboboxField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & {
    data: (string | ComboboxItem)[];
    numeric?: boolean;
    clearable?: boolean;
    searchable?: boolean;
  },
) {
  const { control, name, numeric, ...rest } = props;
  const {
    field: { ref, ...field },
    error,
  } = useField(control, name);
  const value = field.value as string | number | null | undefined;
  return (
    <Select
      {...rest}
      descriptionProps={DESCRIPTION}
      ref={ref}
      name={field.name}
      value={value === null || value === undefined || value === '' ? null : String(value)}
      onChange={(v) => field.onChange(numeric ? (v ? Number(v) : null) : (v ?? ''))}
      onBlur={field.onBlur}
      error={error}
      clearable={props.clearable ?? !props.required}
      allowDeselect={!props.required}
    />
  );
}

export function SwitchField<T extends FieldValues, C, O>(props: FieldProps<T, C, O>) {
  const { control, name, label, description, disabled } = props;
  const {
    field: { ref, ...field },
    error,
  } = useField(control, name);
  return (
    <Switch
      ref={ref}
      name={field.name}
      label={label}
      description={description}
      disabled={disabled}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A box the person ticks themselves (a consent): never ticked in advance, its message under it. */
export function CheckboxField<T extends FieldValues, C, O>(props: FieldProps<T, C, O>) {
  const { control, name, label, description, disabled, required } = props;
  const {
    field: { ref, ...field },
    error,
  } = useField(control, name);
  return (
    <Checkbox
      ref={ref}
      name={field.name}
      label={label}
      description={description}
      disabled={disabled}
      required={required}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    />
  );
}
