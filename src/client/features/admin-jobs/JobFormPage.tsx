import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Job, JobInput } from '../../../shared/schemas/job.ts';
import { api } from '../../lib/api.ts';
import { BackLink } from '../admin-shared/BackLink.tsx';
import { useAdminRecord } from '../admin-shared/admin-api.ts';
import { JobForm, type JobValues } from './JobForm.tsx';

const EMPTY: JobInput = {
  jobRef: '',
  title: '',
  descriptionEn: '',
  descriptionFr: '',
  descriptionsNl: '',
  region: '',
  education: '',
  startDate: '',
  endDate: '',
  type: '',
  technicalSkills: '',
  manager: null,
  displayJob: true,
  experience: '',
  jobTypeId: null,
  industry: '',
  employmentType: '',
  workPlaceType: '',
  seniorityLevel: '',
  startDateUrgent: false,
  rate: '',
  urgentStatus: false,
  endApplicationDate: '',
};

function toForm(job: Job): JobInput {
  const { id: _id, creationDate: _c, open: _o, ...fields } = job;
  return {
    ...fields,
    startDate: job.startDate ?? '',
    endDate: job.endDate ?? '',
    endApplicationDate: job.endApplicationDate ?? '',
  };
}

/** newJob (no id) and the edit screen of a job (/crudJob/:id). */
export default function JobFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useAdminRecord<Job>(id ? `/api/jobs/${Number(id)}` : null);

  const save = async (values: JobValues) => {
    if (id) await api('/api/job/edit', { method: 'PUT', body: { ...values, id: Number(id) } });
    else await api('/api/job/add', { method: 'POST', body: values });
    await queryClient.invalidateQueries({ queryKey: ['/api/jobs'] });
    if (id) await queryClient.invalidateQueries({ queryKey: [`/api/jobs/${Number(id)}`] });
  };

  const remove = async () => {
    await api(`/api/deleteJob/${Number(id)}`, { method: 'DELETE' });
    await queryClient.invalidateQueries({ queryKey: ['/api/jobs'] });
  };

  if (id && existing.isPending) return <Loader aria-label={t('common.loading')} />;
  if (id && !existing.data) return <Alert color="red">{t('admin.errors.notFound')}</Alert>;
  return (
    <Stack gap="md">
      <BackLink to="/crudJob" label={t('admin.menu.crudJob')} />
      <Title order={1}>
        {id ? t('admin.jobs.editTitle', { title: existing.data?.title }) : t('admin.menu.newJob')}
      </Title>
      <JobForm
        key={id ?? 'new'}
        defaults={existing.data ? toForm(existing.data) : EMPTY}
        onSave={save}
        onSaved={() => void navigate('/crudJob')}
        onDelete={id ? remove : undefined}
      />
    </Stack>
  );
}
