import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Anchor, Badge, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  useFieldArray,
  useForm,
  useController,
  type Control,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  interviewForm,
  MAX_INTERVIEW_SLOTS,
  slotsForm,
  type CandidateInterview,
  type InterviewFormValues,
  type SlotsFormValues,
} from '../../../shared/schemas/candidate-interview.ts';
import { NumberField, TextField } from '../../components/form/fields.tsx';
import { notifyFailed, notifySaved, notifySaveFailed } from '../admin-shared/feedback.tsx';
import { followUpAssigneesQuery } from '../admin-shared/follow-up-api.ts';
import {
  applicationInterviewsQuery,
  instantOf,
  useCancelInterview,
  useOfferSlots,
  useScheduleInterview,
  useUpdateInterview,
  wallClockOf,
} from '../admin-shared/interview-api.ts';
import { useCalendarLabels } from '../../components/form/DateField.tsx';

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Brussels',
};

/** An instant in the firm's time, in the page's language. */
function useWhen() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(`${i18n.resolvedLanguage ?? 'en'}-BE`, WHEN);
  return (iso: string) => format.format(new Date(iso));
}

/** A firm wall-clock date and time (`YYYY-MM-DD HH:mm:ss`), picked from Mantine's DateTimePicker. */
function DateTimeField<T extends InterviewFormValues | SlotsFormValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, name },
    fieldState,
  } = useController({ control: props.control, name: props.name });
  return (
    <DateTimePicker
      {...useCalendarLabels()}
      label={props.label}
      required
      name={name}
      ref={ref}
      value={(value as string) || null}
      onChange={(v) => onChange(v ?? '')}
      valueFormat="DD/MM/YYYY HH:mm"
      minDate={new Date().toISOString().slice(0, 10)}
      error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
      clearable={false}
    />
  );
}

/** The staff who attend: enabled users (as the follow-ups' assignees). */
function AttendeesField<T extends InterviewFormValues | SlotsFormValues>(props: { control: Control<T> }) {
  const { t } = useTranslation();
  const staff = useQuery(followUpAssigneesQuery());
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control: props.control, name: 'attendeeUserIds' as FieldPath<T> });
  return (
    <MultiSelect
      label={t('admin.interviews.attendees')}
      data={(staff.data ?? []).map((u) => ({ value: String(u.id), label: u.userName }))}
      value={(value as string[]) ?? []}
      onChange={onChange}
      searchable
      error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
    />
  );
}

/** What an interview and an offer of slots both ask (length, place, video link, who attends), and their buttons. */
function DetailsAndActions<T extends InterviewFormValues | SlotsFormValues>(props: {
  form: UseFormReturn<T>;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { control } = props.form;
  const name = (field: 'durationMinutes' | 'location' | 'videoUrl') => field as FieldPath<T>;
  return (
    <>
      <NumberField
        control={control}
        name={name('durationMinutes')}
        label={t('admin.interviews.duration')}
        required
        min={15}
      />
      <TextField control={control} name={name('location')} label={t('admin.interviews.location')} />
      <TextField control={control} name={name('videoUrl')} label={t('admin.interviews.videoUrl')} />
      <AttendeesField control={control} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={props.form.formState.isSubmitting}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}

/** Schedule an interview, or reschedule one (`interview` given): the invitations follow. */
function InterviewForm(props: { applicationId: number; interview?: CandidateInterview; onDone: () => void }) {
  const { t } = useTranslation();
  const schedule = useScheduleInterview(props.applicationId);
  const update = useUpdateInterview();
  const current = props.interview;
  const form = useForm<InterviewFormValues>({
    resolver: zodResolver(interviewForm),
    defaultValues: {
      start: current ? wallClockOf(current.start) : '',
      durationMinutes: current?.durationMinutes ?? 60,
      location: current?.location ?? '',
      videoUrl: current?.videoUrl ?? '',
      attendeeUserIds: current?.attendees.map((a) => String(a.userId)) ?? [],
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const body = {
      start: instantOf(String(values.start)),
      durationMinutes: Number(values.durationMinutes),
      location: values.location ?? '',
      videoUrl: values.videoUrl ?? '',
      attendeeUserIds: values.attendeeUserIds.map(Number),
    };
    try {
      if (current) await update.mutateAsync({ id: current.id, ...body });
      else await schedule.mutateAsync(body);
      notifySaved(t, t(current ? 'admin.interviews.rescheduled' : 'admin.interviews.saved'));
      props.onDone();
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <DateTimeField control={form.control} name="start" label={t('admin.interviews.start')} />
        <DetailsAndActions form={form} submitLabel={t('admin.interviews.save')} onCancel={props.onDone} />
      </Stack>
    </form>
  );
}

/** Offer up to five times: the candidate picks one from the mail's link. */
function SlotsForm(props: { applicationId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const offer = useOfferSlots(props.applicationId);
  const form = useForm<SlotsFormValues>({
    resolver: zodResolver(slotsForm),
    defaultValues: { slots: [{ start: '' }], durationMinutes: 60, location: '', videoUrl: '', attendeeUserIds: [] },
  });
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await offer.mutateAsync({
        slots: values.slots.map((s) => instantOf(s.start)),
        durationMinutes: Number(values.durationMinutes),
        location: values.location ?? '',
        videoUrl: values.videoUrl ?? '',
        attendeeUserIds: values.attendeeUserIds.map(Number),
      });
      notifySaved(t, t('admin.interviews.offered'));
      props.onDone();
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });
  const slotsError = form.formState.errors.slots?.message ?? form.formState.errors.slots?.root?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {t('admin.interviews.slots')}
        </Text>
        {slots.fields.map((slot, i) => (
          <Group key={slot.id} align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <DateTimeField
                control={form.control}
                name={`slots.${i}.start`}
                label={`${t('admin.interviews.start')} ${i + 1}`}
              />
            </div>
            {slots.fields.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('admin.interviews.removeSlot')}
                onClick={() => slots.remove(i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        {slotsError ? (
          <Text size="sm" c="red">
            {t(slotsError)}
          </Text>
        ) : null}
        {slots.fields.length < MAX_INTERVIEW_SLOTS ? (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => slots.append({ start: '' })}>
              {t('admin.interviews.addSlot')}
            </Button>
          </Group>
        ) : null}
        <DetailsAndActions form={form} submitLabel={t('admin.interviews.offerSave')} onCancel={props.onDone} />
      </Stack>
    </form>
  );
}

/** One interview: when, how long, where, who; reschedule and cancel while it is scheduled. */
function InterviewItem({ interview, applicationId }: { interview: CandidateInterview; applicationId: number }) {
  const { t } = useTranslation();
  const when = useWhen();
  const [editing, { open, close }] = useDisclosure(false);
  const cancel = useCancelInterview();
  const cancelled = interview.status === 'CANCELLED';
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t('admin.interviews.cancel'),
      centered: true,
      children: <Text size="sm">{t('admin.interviews.cancelConfirm')}</Text>,
      labels: { confirm: t('admin.interviews.cancel'), cancel: t('admin.interviews.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void cancel.mutateAsync(interview.id).then(
          () => notifySaved(t, t('admin.interviews.cancelled')),
          (err: unknown) => notifyFailed(t, err),
        ),
    });
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600} td={cancelled ? 'line-through' : undefined}>
          {when(interview.start)}
        </Text>
        <Badge variant="light" color="gray">
          {t('admin.interviews.minutes', { count: interview.durationMinutes })}
        </Badge>
        {cancelled ? (
          <Badge color="red" variant="light">
            {t('admin.interviews.statusCancelled')}
          </Badge>
        ) : null}
        {interview.fromSlots ? (
          <Text size="xs" c="dimmed">
            {t('admin.interviews.fromSlots')}
          </Text>
        ) : null}
      </Group>
      {interview.location ? <Text size="sm">{interview.location}</Text> : null}
      {interview.videoUrl ? (
        <Anchor size="sm" href={interview.videoUrl} target="_blank" rel="noopener noreferrer">
          {interview.videoUrl}
        </Anchor>
      ) : null}
      {interview.attendees.length ? (
        <Text size="xs" c="dimmed">
          {interview.attendees.map((a) => a.userName).join(', ')}
        </Text>
      ) : null}
      {cancelled ? null : (
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={open}>
            {t('admin.interviews.reschedule')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={confirmCancel} loading={cancel.isPending}>
            {t('admin.interviews.cancel')}
          </Button>
        </Group>
      )}
      <Modal
        opened={editing}
        onClose={close}
        title={t('admin.interviews.rescheduleTitle')}
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        {editing ? <InterviewForm applicationId={applicationId} interview={interview} onDone={close} /> : null}
      </Modal>
    </Stack>
  );
}

/**
 * A job application's interviews (issue 29 item 3; docs/decisions/0058): "Schedule interview" and "Offer slots",
 * the interviews with reschedule and cancel, and the offers waiting for the candidate.
 */
export function RecordInterviews({ applicationId, open: canAct }: { applicationId: number; open: boolean }) {
  const { t } = useTranslation();
  const when = useWhen();
  const list = useQuery(applicationInterviewsQuery(applicationId));
  const [scheduling, schedule] = useDisclosure(false);
  const [offering, offer] = useDisclosure(false);
  const data = list.data;
  return (
    <Stack gap="sm">
      {list.isError ? <Text c="red">{t('common.requestFailed')}</Text> : null}
      {data && data.interviews.length === 0 && data.offers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.interviews.none')}
        </Text>
      ) : null}
      {data?.interviews.map((i) => (
        <InterviewItem key={i.id} interview={i} applicationId={applicationId} />
      ))}
      {data?.offers.length ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('admin.interviews.offers')}
          </Text>
          {data.offers.map((o) => (
            <Group key={o.id} gap="xs" align="flex-start">
              <Badge variant="light" color={o.interviewId ? 'green' : 'yellow'}>
                {t(o.interviewId ? 'admin.interviews.offerChosen' : 'admin.interviews.offerPending')}
              </Badge>
              <Text size="xs">{o.slots.map((s) => when(s.start)).join(' · ')}</Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      {canAct ? (
        <Group>
          <Button variant="light" onClick={schedule.open}>
            {t('admin.interviews.schedule')}
          </Button>
          <Button variant="default" onClick={offer.open}>
            {t('admin.interviews.offer')}
          </Button>
        </Group>
      ) : null}
      <Modal
        opened={scheduling}
        onClose={schedule.close}
        title={t('admin.interviews.schedule')}
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        {scheduling ? <InterviewForm applicationId={applicationId} onDone={schedule.close} /> : null}
      </Modal>
      <Modal
        opened={offering}
        onClose={offer.close}
        title={t('admin.interviews.offer')}
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        {offering ? <SlotsForm applicationId={applicationId} onDone={offer.close} /> : null}
      </Modal>
    </Stack>
  );
}
