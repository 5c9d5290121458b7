import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A date (yyyy-mm-dd) picked from a calendar; put it inside a DatesProvider for the visitor's language. It is
 * checked on change and on submit, not on blur: opening the calendar moves the focus away from the field.
 */
export function DateField<T extends FieldValues, C, O>(props: {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  minDate?: string;
  excludeDate?: (date: string) => boolean;
}) {
  const { control, name, ...rest } = props;
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange },
    fieldState,
  } = useController({ control, name });
  return (
    <DatePickerInput
      {...rest}
      ref={ref}
      name={name}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="D MMMM YYYY"
      ariaLabels={{
        nextMonth: t('forms.calendar.nextMonth'),
        previousMonth: t('forms.calendar.previousMonth'),
        nextYear: t('forms.calendar.nextYear'),
        previousYear: t('forms.calendar.previousYear'),
        nextDecade: t('forms.calendar.nextDecade'),
        previousDecade: t('forms.calendar.previousDecade'),
        monthLevelControl: t('forms.calendar.chooseMonth'),
        yearLevelControl: t('forms.calendar.chooseYear'),
      }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
    />
  );
}
