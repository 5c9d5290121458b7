import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySaved, notifySaveFailed } from './feedback.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { firmDay } from '../../../shared/firm-time.ts';
import { TextField, TextareaField, TimeField } from '../../components/form/fields.tsx';
import { useUnsavedChanges } from './UnsavedChanges.tsx';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import type { EditableField } from './editable-fields.ts';
import { usePatchRecord } from './record-api.ts';

type Values = Record<string, string>;

interface Props {
  resource: PipelineResource;
  record: Record<string, unknown> & { id: number };
  fields: EditableField[];
  schema: z.ZodType;
}

/** The fields staff write on a record (comments, notes, feedback...), saved with PATCH. */
export function RecordNotesForm({ resource, record, fields, schema }: Props) {
  const { t } = useTranslation();
  const patch = usePatchRecord(resource, record.id);
  const defaults = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.key, (record[f.key] as string | null) ?? ''])),
    [fields, record],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema as z.ZodType<Values, Values>), values: defaults });
  useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await patch.mutateAsync(values);
      form.reset(Object.fromEntries(fields.map((f) => [f.key, (saved[f.key] as string | null) ?? ''])));
      notifySaved(t);
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {fields.map((f) => {
          const props = { control: form.control, name: f.key, label: t(`admin.fields.${f.key}`) };
          if (f.kind === 'textarea') return <TextareaField key={f.key} {...props} minRows={2} />;
          // The editable dates are interview slots: none in the past (issue 26; the server refuses a moved one).
          if (f.kind === 'date')
            return <DateField valueFormat="DD/MM/YYYY" key={f.key} minDate={firmDay(new Date())} {...props} />;
          if (f.kind === 'time') return <TimeField key={f.key} {...props} />;
          return <TextField key={f.key} {...props} />;
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
