import { SimpleGrid } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { interviewBooking, type InterviewBooking } from '../../../shared/schemas/interview.ts';
import { DateField } from '../../components/form/DateField.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { formatDate, useLanguage } from '../../components/localized.ts';
import { PersonFields } from '../../components/PersonFields.tsx';
import { PublicForm } from '../../components/PublicForm.tsx';
import { usePublicForm } from '../../components/use-public-form.ts';
import { api } from '../../lib/api.ts';
import { getAppConfig } from '../../lib/config.ts';
import { earliestBookingDay, isWorkingDay } from '../../../shared/booking-slots.ts';

const EMPTY: InterviewBooking = {
  bookedDate: '',
  bookedTime: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  client: '',
  comment: '',
};

/** Office hours, every half hour: the slots a client may ask for. */
const SLOTS = Array.from({ length: 19 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const isWeekend = (date: string) => !isWorkingDay(date);
/**
 * The first day the server accepts (issue 26): the notice it asks, in working days after the firm's today
 * (app_config.json's `booking`); earlier days are disabled in the picker.
 */
const firstBookableDay = () => earliestBookingDay(new Date(), getAppConfig().booking.noticeWorkingDays);

/** A client books an interview with a published talent: a date, a time and the client's contact details. */
export function InterviewBookingForm({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const state = usePublicForm({
    name: 'booking',
    schema: interviewBooking,
    defaultValues: EMPTY,
    send: (values) => api(`/public/api/profile/${profileId}/interviews`, { method: 'POST', body: values }),
  });

  const { control, form } = state;
  const booked = form.getValues();
  // Sent without JavaScript, the confirmation's address repeats the date and time (routes/public/page-forms.ts).
  const [params] = useSearchParams();
  const bookedDate = booked.bookedDate || (params.get('date') ?? '');
  const bookedTime = booked.bookedTime || (params.get('time') ?? '');
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <PublicForm
        state={state}
        label={t('profiles.book.title')}
        submitLabel={t('profiles.book.submit')}
        successTitle={t('profiles.book.successTitle')}
        successText={t('profiles.book.successText', {
          date: formatDate(bookedDate, lang),
          time: bookedTime,
        })}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            control={control}
            name="bookedDate"
            label={t('profiles.book.date')}
            required
            minDate={firstBookableDay()}
            excludeDate={isWeekend}
          />
          {/* Without JavaScript the calendar cannot open: the browser's own date input (docs/decisions/0038). */}
          <noscript>
            <input
              type="date"
              name="bookedDate"
              min={firstBookableDay()}
              aria-label={t('profiles.book.date')}
              defaultValue={String(booked.bookedDate ?? '')}
            />
          </noscript>
          <SelectField
            control={control}
            name="bookedTime"
            label={t('profiles.book.time')}
            required
            options={SLOTS.map((s) => ({ value: s, label: s }))}
            emptyLabel={t('forms.choose')}
          />
        </SimpleGrid>
        <TextField
          control={control}
          name="client"
          label={t('profiles.book.client')}
          autoComplete="organization"
          required
        />
        <PersonFields control={control} stacked />
        <TextareaField
          control={control}
          name="comment"
          label={t('profiles.book.comment')}
          placeholder={t('profiles.book.commentPlaceholder')}
          minRows={3}
        />
      </PublicForm>
    </DatesProvider>
  );
}
