import { zodResolver } from '@hookform/resolvers/zod';
import { Box, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  jobInput,
  SENIORITY_LEVELS,
  WORKPLACE_TYPES,
  type JobInput,
} from '../../../shared/schemas/job.ts';
import { notifySaved, showServerErrors } from '../admin-shared/feedback.tsx';
import { FormActions } from '../admin-shared/FormActions.tsx';
import {
  CodeField,
  DateField,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../admin-shared/form-fields.tsx';
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
}

/** Every job field of spec section 3, checked by the same schema as the server's. */
export function JobForm({ defaults, onSave, onSaved }: Props) {
  const { t } = useTranslation();
  // Region names in the user's language, from the public site's labels (one catalog for both).
  const provinces = useOptions().options('province');
  const { options: managers } = useManagers();
  const form = useForm<JobInput, unknown, JobValues>({ resolver: zodResolver(jobInput), defaultValues: defaults });
  const { allowNavigation } = useUnsavedChanges(form.formState.isDirty);
  const f = { form };
  const label = (name: string) => t(`admin.fields.${name}`);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      showServerErrors(form, t, err);
      return;
    }
    form.reset(form.getValues());
    allowNavigation();
    notifySaved(t);
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
            <SelectField {...f} name="manager" label={label('manager')} data={managers} numeric searchable />
            <CodeField {...f} name="type" codes={JOB_TYPES} />
            <CodeField {...f} name="employmentType" codes={EMPLOYMENT_TYPES} />
            <CodeField {...f} name="workPlaceType" codes={WORKPLACE_TYPES} />
            <CodeField {...f} name="seniorityLevel" codes={SENIORITY_LEVELS} />
            <CodeField {...f} name="experience" codes={EXPERIENCE_LEVELS} />
            <CodeField {...f} name="industry" codes={INDUSTRIES} />
            <SelectField {...f} name="region" label={label('region')} data={provinces} searchable />
            <TextField {...f} name="education" label={label('education')} />
            <TextField {...f} name="rate" label={label('rate')} />
            <NumberField {...f} name="jobTypeId" label={label('jobTypeId')} min={0} />
          </SimpleGrid>
          <Box mt="sm">
            <TextAreaField {...f} name="technicalSkills" label={label('technicalSkills')} minRows={2} />
          </Box>
        </Section>
        <Section title={t('admin.jobs.descriptions')} landmark={false}>
          <LanguageTabs
            panel={(l) => <TextAreaField {...f} name={descriptions[l]} label={label(descriptions[l])} minRows={8} />}
          />
        </Section>
        <Section title={t('admin.jobs.datesAndPublication')} landmark={false}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField {...f} name="startDate" label={label('startDate')} />
            <DateField {...f} name="endDate" label={label('endDate')} />
            <DateField {...f} name="endApplicationDate" label={label('endApplicationDate')} />
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
        <FormActions submitting={form.formState.isSubmitting} saveLabel={t('admin.jobs.save')} />
      </Stack>
    </form>
  );
}
