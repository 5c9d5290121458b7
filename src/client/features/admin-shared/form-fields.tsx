import { NumberInput, Select, Switch, Textarea, TextInput, type ComboboxItem } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { ReactElement } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { codeOptions } from './options.ts';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  description?: string;
  required?: boolean;
}

/** The field's error, translated: messages are i18n keys ('validation.*') from the shared schemas or the server. */
function useFieldError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const { t } = useTranslation();
  const message = name
    .split('.')
    .reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], form.formState.errors) as
    { message?: string } | undefined;
  return message?.message ? t(message.message) : undefined;
}

/** A field driven through a Controller, for inputs that do not take a ref; `common` is its blur handler and error. */
function Controlled<T extends FieldValues>({
  form,
  name,
  render,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  render: (field: ControllerRenderProps<T, Path<T>>, common: { onBlur: () => void; error?: string }) => ReactElement;
}) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => render(field, { onBlur: field.onBlur, error })}
    />
  );
}

export function TextField<T extends FieldValues>({ form, name, ...props }: FieldProps<T> & { type?: string }) {
  return <TextInput {...props} {...form.register(name)} error={useFieldError(form, name)} />;
}

export function TextAreaField<T extends FieldValues>({ form, name, ...props }: FieldProps<T> & { minRows?: number }) {
  return (
    <Textarea
      autosize
      minRows={props.minRows ?? 3}
      maxRows={14}
      {...props}
      {...form.register(name)}
      error={useFieldError(form, name)}
    />
  );
}

export function TimeField<T extends FieldValues>({ form, name, ...props }: FieldProps<T>) {
  return <TimeInput {...props} {...form.register(name)} error={useFieldError(form, name)} />;
}

/** A select whose empty choice is '' (text fields) or null (ids), as the schema expects. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  data,
  numeric,
  ...props
}: FieldProps<T> & { data: (string | ComboboxItem)[]; numeric?: boolean; clearable?: boolean; searchable?: boolean }) {
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, common) => (
        <Select
          {...props}
          data={data}
          value={field.value === null || field.value === undefined || field.value === '' ? null : String(field.value)}
          onChange={(v) => field.onChange(numeric ? (v ? Number(v) : null) : (v ?? ''))}
          {...common}
          clearable={props.clearable ?? !props.required}
          allowDeselect={!props.required}
        />
      )}
    />
  );
}

export function SwitchField<T extends FieldValues>({ form, name, label, description }: FieldProps<T>) {
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, common) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          {...common}
        />
      )}
    />
  );
}

export function NumberField<T extends FieldValues>({ form, name, ...props }: FieldProps<T> & { min?: number }) {
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, common) => (
        <NumberInput
          {...props}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          {...common}
          allowDecimal={false}
        />
      )}
    />
  );
}

/** The calendar's month controls, named for screen readers (and tests). */
export function useMonthLabels() {
  const { t } = useTranslation();
  return {
    nextLabel: t('admin.dates.nextMonth'),
    previousLabel: t('admin.dates.previousMonth'),
    // The clear button is an icon: a screen reader says what it does, in the page's language.
    clearButtonProps: { 'aria-label': t('admin.dates.clear') },
  };
}

/** A date as yyyy-mm-dd, or '' when cleared (the schemas read '' as no date). */
export function DateField<T extends FieldValues>({ form, name, ...props }: FieldProps<T>) {
  const monthLabels = useMonthLabels();
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, common) => (
        <DatePickerInput
          {...props}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          {...common}
          clearable={!props.required}
          valueFormat="DD/MM/YYYY"
          {...monthLabels}
        />
      )}
    />
  );
}

/**
 * A select of codes, labelled from its name (`admin.fields.{name}`) with options in words
 * (`admin.options.{group}.*`; the group is the name unless it is given).
 */
export function CodeField<T extends FieldValues>({
  form,
  name,
  codes,
  group,
  ...props
}: Omit<FieldProps<T>, 'label'> & { codes: readonly string[]; group?: string }) {
  const { t } = useTranslation();
  return (
    <SelectField
      {...props}
      form={form}
      name={name}
      label={t(`admin.fields.${name}`)}
      data={codeOptions(t, group ?? name, codes)}
    />
  );
}
