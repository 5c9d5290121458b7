import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  jobInput,
  PROVINCES,
  SENIORITY_LEVELS,
  WORKPLACE_TYPES,
  type JobInput,
} from '../../../shared/schemas/job.ts';
import { notifySaved, showServerErrors } from '../admin-shared/feedback.tsx';
import {
  DateField,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../admin-shared/form-fields.tsx';
import { codeOptions } from '../admin-shared/options.ts';
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

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('admin.jobs.general')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextField {...f} name="title" label={label('title')} required />
            <TextField {...f} name="jobRef" label={label('jobRef')} />
            <SelectField {...f} name="manager" label={label('manager')} data={managers} numeric searchable />
            <SelectField {...f} name="type" label={label('type')} data={codeOptions(t, 'type', JOB_TYPES)} />
            <SelectField
              {...f}
              name="employmentType"
              label={label('employmentType')}
              data={codeOptions(t, 'employmentType', EMPLOYMENT_TYPES)}
            />
            <SelectField
              {...f}
              name="workPlaceType"
              label={label('workPlaceType')}
              data={codeOptions(t, 'workPlaceType', WORKPLACE_TYPES)}
            />
            <SelectField
              {...f}
              name="seniorityLevel"
              label={label('seniorityLevel')}
              data={codeOptions(t, 'seniorityLevel', SENIORITY_LEVELS)}
            />
            <SelectField
              {...f}
              name="experience"
              label={label('experience')}
              data={codeOptions(t, 'experience', EXPERIENCE_LEVELS)}
            />
            <SelectField
              {...f}
              name="industry"
              label={label('industry')}
              data={codeOptions(t, 'industry', INDUSTRIES)}
            />
            <SelectField {...f} name="region" label={label('region')} data={[...PROVINCES]} searchable />
            <TextField {...f} name="education" label={label('education')} />
            <TextField {...f} name="rate" label={label('rate')} />
            <NumberField {...f} name="jobTypeId" label={label('jobTypeId')} min={0} />
          </SimpleGrid>
          <Box mt="sm">
            <TextAreaField {...f} name="technicalSkills" label={label('technicalSkills')} minRows={2} />
          </Box>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('admin.jobs.descriptions')}
          </Title>
          <Tabs defaultValue="en" keepMounted>
            <Tabs.List>
              <Tabs.Tab value="en">English</Tabs.Tab>
              <Tabs.Tab value="fr">Français</Tabs.Tab>
              <Tabs.Tab value="nl">Nederlands</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="en" pt="sm">
              <TextAreaField {...f} name="descriptionEn" label={label('descriptionEn')} minRows={8} />
            </Tabs.Panel>
            <Tabs.Panel value="fr" pt="sm">
              <TextAreaField {...f} name="descriptionFr" label={label('descriptionFr')} minRows={8} />
            </Tabs.Panel>
            <Tabs.Panel value="nl" pt="sm">
              <TextAreaField {...f} name="descriptionsNl" label={label('descriptionsNl')} minRows={8} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('admin.jobs.datesAndPublication')}
          </Title>
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
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('admin.jobs.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
