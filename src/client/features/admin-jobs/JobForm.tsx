import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { jobInput, type JobInput } from '../../../shared/schemas/job.ts';
import { confirmDelete, notifySaved, notifySaveFailed } from '../admin-shared/feedback.tsx';
import { FormActions } from '../admin-shared/FormActions.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { ComboboxField, SwitchField } from '../../components/form/choice-fields.tsx';
import { CodeField } from '../admin-shared/CodeField.tsx';
import { NumberField, TextField, TextareaField } from '../../components/form/fields.tsx';
import { useOptions } from '../../components/options.ts';
import { LanguageTabs } from '../admin-shared/LanguageTabs.tsx';
import { Section } from '../admin-shared/Section.tsx';
import { useUnsavedChanges } from '../admin-shared/UnsavedChanges.tsx';
import { useManagers } from '../admin-shared/use-managers.ts';

export type JobValues = z.output<typeof jobInput>;

interface Props {
  defaults: JobInput;
  /** Saves; a refusal throws the ApiError, whose field errors are shown on the fields. */
  onSave: (values: JobValues) => Promise<void>;
  onSaved: () => void;
  /** Deletes the job being edited (asked first); then the form is left as after a save. */
  onDelete?: () => Promise<void>;
}

/** Every job field of docs/spec/product-spec.md#3-entities-and-their-fields, checked by the same schema as the server's. */
export function JobForm({ defaults, onSave, onSaved, onDelete }: Props) {
  const { t } = useTranslation();
  // Region names in the user's language, from the public site's labels (one catalog for both).
  const provinces = useOptions().options('province');
  const { assignable: managers } = useManagers();
  const form = useForm<JobInput, unknown, JobValues>({ resolver: zodResolver(jobInput), defaultValues: defaults });
  const { allowNavigation } = useUnsavedChanges(form.formState.isDirty);
  const f = { control: form.control };
  const label = (name: string) => t(`admin.fields.${name}`);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      notifySaveFailed(form, t, err);
      return;
    }
    form.reset(form.getValues());
    allowNavigation();
    notifySaved(t);
    onSaved();
  });

  const remove = () =>
    onDelete &&
    confirmDelete(t, defaults.title, async () => {
      await onDelete();
      allowNavigation();
      onSaved();
    });

  const descriptions = { en: 'descriptionEn', fr: 'descriptionFr', nl: 'descriptionsNl' } as const;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Section title={t('admin.jobs.general')} landmark={false}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextField {...f} name="title" label={label('title')} required />
            <TextField {...f} name="jobRef" label={label('jobRef')} />
            <ComboboxField {...f} name="manager" label={label('manager')} data={managers} numeric searchable />
            <CodeField {...f} name="type" />
            <CodeField {...f} name="employmentType" />
            <CodeField {...f} name="workPlaceType" />
            <CodeField {...f} name="seniorityLevel" />
            <CodeField {...f} name="experience" />
            <CodeField {...f} name="industry" />
            <ComboboxField {...f} name="region" label={label('region')} data={provinces} searchable />
            <TextField {...f} name="education" label={label('education')} />
            <TextField {...f} name="rate" label={label('rate')} />
            <NumberField {...f} name="jobTypeId" label={label('jobTypeId')} min={0} />
          </SimpleGrid>
          <Box mt="sm">
            <TextareaField {...f} name="technicalSkills" label={label('technicalSkills')} minRows={2} />
          </Box>
        </Section>
        <Section title={t('admin.jobs.descriptions')} landmark={false}>
          <LanguageTabs
            panel={(l) => <TextareaField {...f} name={descriptions[l]} label={label(descriptions[l])} minRows={8} />}
          />
        </Section>
        <Section title={t('admin.jobs.datesAndPublication')} landmark={false}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField valueFormat="DD/MM/YYYY" {...f} name="startDate" label={label('startDate')} />
            <DateField valueFormat="DD/MM/YYYY" {...f} name="endDate" label={label('endDate')} />
            <DateField valueFormat="DD/MM/YYYY" {...f} name="endApplicationDate" label={label('endApplicationDate')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
            <SwitchField
              {...f}
              name="displayJob"
              label={label('displayJob')}
              description={t('admin.jobs.displayJobHelp')}
            />
            <SwitchField {...f} name="urgentStatus" label={label('urgentStatus')} />
            <SwitchField {...f} name="startDateUrgent" label={label('startDateUrgent')} />
          </SimpleGrid>
        </Section>
        <Group justify={onDelete ? 'space-between' : 'flex-end'}>
          {onDelete ? (
            <Button variant="outline" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={remove}>
              {t('admin.jobs.delete')}
            </Button>
          ) : null}
          <FormActions submitting={form.formState.isSubmitting} saveLabel={t('admin.jobs.save')} />
        </Group>
      </Stack>
    </form>
  );
}
