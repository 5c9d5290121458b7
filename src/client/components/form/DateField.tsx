import '@mantine/dates/styles.layer.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useField, type FieldProps } from './use-field.ts';

/** The calendar's controls, named for screen readers (and tests); for any DatePickerInput. */
export function useCalendarLabels() {
  const { t } = useTranslation();
  return {
    nextLabel: t('forms.calendar.nextMonth'),
    previousLabel: t('forms.calendar.previousMonth'),
    ariaLabels: {
      nextMonth: t('forms.calendar.nextMonth'),
      previousMonth: t('forms.calendar.previousMonth'),
      nextYear: t('forms.calendar.nextYear'),
      previousYear: t('forms.calendar.previousYear'),
      nextDecade: t('forms.calendar.nextDecade'),
      previousDecade: t('forms.calendar.previousDecade'),
      monthLevelControl: t('forms.calendar.chooseMonth'),
      yearLevelControl: t('forms.calendar.chooseYear'),
    },
    // The clear button is an icon: a screen reader says what it does, in the page's language.
    clearButtonProps: { 'aria-label': t('forms.calendar.clear') },
  };
}

/**
 * A date (yyyy-mm-dd, '' when cleared: the schemas read '' as no date) picked from a calendar; put it inside a
 * DatesProvider for the user's language. It is checked on change and on submit, not on blur: opening the calendar
 * moves the focus away from the field.
 */
export function DateField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & {
    minDate?: string;
    maxDate?: string;
    excludeDate?: (date: string) => boolean;
    /** How the chosen date reads: in words by default, in figures where space is short (admin). */
    valueFormat?: string;
  },
) {
  const { control, name, valueFormat = 'D MMMM YYYY', ...rest } = props;
  const {
    field: { ref, value, onChange },
    error,
  } = useField(control, name);
  return (
    <DatePickerInput
      {...rest}
      {...useCalendarLabels()}
      ref={ref}
      name={name}
      value={(value as string | null | undefined) || null}
      onChange={(next) => onChange(next ?? '')}
      clearable={!props.required}
      valueFormat={valueFormat}
      leftSection={<IconCalendar size={16} aria-hidden />}
      error={error}
    />
  );
}
