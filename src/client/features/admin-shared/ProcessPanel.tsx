import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  processChange,
  type PipelineResource,
  type ProcessChange,
  type ProcessChangeInput,
} from '../../../shared/schemas/pipeline.ts';
import { nextStates } from '../../../shared/schemas/process.ts';
import { notifySaved, notifySaveFailed } from './feedback.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { firmDay } from '../../../shared/firm-time.ts';
import { ComboboxField, SwitchField } from '../../components/form/choice-fields.tsx';
import { TextareaField, TimeField } from '../../components/form/fields.tsx';
import { useChangeProcess } from './record-api.ts';
import { StateBadge } from './StateBadge.tsx';

const EMPTY: ProcessChangeInput = {
  process: '',
  comment: '',
  noGoComment: '',
  rescheduledBookedDate: '',
  rescheduledBookedTime: '',
  bookedDate: '',
  bookedTime: '',
  offer: '',
  tellCandidate: false,
};

interface Props {
  resource: PipelineResource;
  id: number;
  process: string;
}

/**
 * The change of state of a record: only the states its state machine allows from the current one are offered,
 * with the fields the chosen state needs (a reason for NO_GO, a new slot for RESCHEDULED...).
 */
export function ProcessPanel({ resource, id, process }: Props) {
  const { t } = useTranslation();
  const change = useChangeProcess(resource, id);
  const options = nextStates(resource, process);
  const form = useForm<ProcessChangeInput, unknown, ProcessChange>({
    resolver: zodResolver(processChange),
    defaultValues: EMPTY,
  });
  const target = useWatch({ control: form.control, name: 'process' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values.process === 'NO_GO' ? { ...values, comment: '' } : values);
      form.reset(EMPTY);
      notifySaved(t, t('admin.process.changed', { state: t(`admin.states.${values.process}`) }));
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">{t('admin.process.current')}</Text>
        <StateBadge state={process} />
      </Group>
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.process.final')}
        </Text>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('admin.process.title')}>
          <Stack gap="sm">
            <ComboboxField
              control={form.control}
              name="process"
              label={t('admin.process.next')}
              data={options.map((s) => ({ value: s, label: t(`admin.states.${s}`) }))}
              required
            />
            {target === 'NO_GO' ? (
              <TextareaField
                control={form.control}
                name="noGoComment"
                label={t('admin.fields.noGoComment')}
                required
                minRows={2}
              />
            ) : null}
            {target === 'NO_GO' && (resource === 'job-applications' || resource === 'spontaneous-applications') ? (
              <SwitchField control={form.control} name="tellCandidate" label={t('processMail.tellCandidate')} />
            ) : null}
            {target === 'RESCHEDULED' ? (
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <DateField
                  valueFormat="DD/MM/YYYY"
                  control={form.control}
                  name="rescheduledBookedDate"
                  label={t('admin.fields.rescheduledBookedDate')}
                  required
                  // No moving an interview into the past (issue 26): the server refuses it too.
                  minDate={firmDay(new Date())}
                />
                <TimeField
                  control={form.control}
                  name="rescheduledBookedTime"
                  label={t('admin.fields.rescheduledBookedTime')}
                  required
                />
              </SimpleGrid>
            ) : null}
            {target === 'NO_GO' ? null : (
              // The reason for a no go is its history comment too: one field, not two.
              <TextareaField control={form.control} name="comment" label={t('admin.process.comment')} minRows={2} />
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('admin.process.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
