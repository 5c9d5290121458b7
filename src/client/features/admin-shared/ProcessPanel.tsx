import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  processChange,
  type PipelineResource,
  type ProcessChange,
  type ProcessChangeInput,
} from '../../../shared/schemas/pipeline.ts';
import {
  editedFields,
  fieldsNeeded,
  fieldsOfChange,
  noteOfState,
  statesIn,
  type PipelineDescriptor,
} from '../../../shared/pipelines/descriptor.ts';
import type { EditableField } from '../../../shared/pipelines/fields.ts';
import { PIPELINE_DESCRIPTORS } from '../../../shared/pipelines/index.ts';
import { nextStates } from '../../../shared/schemas/process.ts';
import { notifySaved, notifySaveFailed } from './feedback.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { firmDay } from '../../../shared/firm-time.ts';
import { ComboboxField, SwitchField } from '../../components/form/choice-fields.tsx';
import { TextareaField, TextField, TimeField } from '../../components/form/fields.tsx';
import { useChangeProcess } from './record-api.ts';
import { StateBadge } from './StateBadge.tsx';

/** An empty change: every field a change into some state of the pipeline carries, empty. */
const emptyChange = (d: PipelineDescriptor): ProcessChangeInput => ({
  process: '',
  comment: '',
  tellCandidate: false,
  ...Object.fromEntries(
    statesIn(d)
      .flatMap((s) => fieldsOfChange(d, s))
      .map((k) => [k, '']),
  ),
});

/** The input of a field a change of state carries, as staff edit it on the record. */
function ChangeInput({ field, required }: { field: EditableField; required: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProcessChangeInput>();
  const label = t(`admin.fields.${field.key}`);
  if (field.kind === 'date')
    return (
      <DateField
        valueFormat="DD/MM/YYYY"
        control={control}
        name={field.key}
        label={label}
        required={required}
        // No moving an interview into the past (issue 26): the server refuses it too.
        minDate={firmDay(new Date())}
      />
    );
  if (field.kind === 'time') return <TimeField control={control} name={field.key} label={label} required={required} />;
  if (field.kind === 'text') return <TextField control={control} name={field.key} label={label} required={required} />;
  return <TextareaField control={control} name={field.key} label={label} required={required} minRows={2} />;
}

interface Props {
  resource: PipelineResource;
  id: number;
  process: string;
}

/**
 * The change of state of a record: only the states its state machine allows from the current one are offered,
 * with the fields the chosen state needs or writes, as the pipeline's descriptor says (a reason for NO_GO, a new
 * slot for RESCHEDULED, a talent's interview slot or offer), and the opt-in of the mail it may send.
 */
export function ProcessPanel({ resource, id, process }: Props) {
  const { t } = useTranslation();
  const change = useChangeProcess(resource, id);
  const options = nextStates(resource, process);
  const descriptor: PipelineDescriptor = PIPELINE_DESCRIPTORS[resource];
  const empty = emptyChange(descriptor);
  const form = useForm<ProcessChangeInput, unknown, ProcessChange>({
    resolver: zodResolver(processChange),
    defaultValues: empty,
  });
  const target = useWatch({ control: form.control, name: 'process' });
  // What the chosen state asks for, as its descriptor says: the fields it needs or writes, its mail's opt-in.
  const edited = new Map(editedFields(descriptor).map((f) => [f.key, f]));
  const needed = fieldsNeeded([descriptor], target);
  const inputs = target ? fieldsOfChange(descriptor, target).filter((k) => k !== 'comment') : [];
  const mail = descriptor.mails?.[target];
  // A state's own field (a no go's reason) is its history comment too: one field, not two.
  const note = target ? noteOfState(descriptor, target) : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(note ? { ...values, comment: '' } : values);
      form.reset(empty);
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
        <FormProvider {...form}>
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('admin.process.title')}>
            <Stack gap="sm">
              <ComboboxField
                control={form.control}
                name="process"
                label={t('admin.process.next')}
                data={options.map((s) => ({ value: s, label: t(`admin.states.${s}`) }))}
                required
              />
              {inputs.length > 1 && inputs.every((k) => ['date', 'time'].includes(edited.get(k)?.kind ?? '')) ? (
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  {inputs.map((k) => (
                    <ChangeInput key={k} field={edited.get(k)!} required={needed.includes(k)} />
                  ))}
                </SimpleGrid>
              ) : (
                inputs.map((k) => (
                  <ChangeInput
                    key={k}
                    field={edited.get(k) ?? { key: k, kind: 'textarea' }}
                    required={needed.includes(k)}
                  />
                ))
              )}
              {mail?.onlyIf === 'tellCandidate' ? (
                <SwitchField control={form.control} name="tellCandidate" label={t('processMail.tellCandidate')} />
              ) : null}
              {note ? null : (
                <TextareaField
                  control={form.control}
                  name="comment"
                  label={t('admin.process.comment')}
                  required={needed.includes('comment')}
                  minRows={2}
                />
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t('admin.process.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      )}
    </Stack>
  );
}
