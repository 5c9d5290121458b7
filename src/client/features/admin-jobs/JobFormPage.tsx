import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formValues } from '../../../shared/schemas/form-values.ts';
import { jobInput, type Job } from '../../../shared/schemas/job.ts';
import { api } from '../../lib/api.ts';
import { BackLink } from '../admin-shared/BackLink.tsx';
import { useAdminRecord } from '../admin-shared/admin-api.ts';
import { JobForm, type JobValues } from './JobForm.tsx';
import { adminPath } from '../../../shared/admin-screens.ts';

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

  if (id && existing.isPending) return <Loader aria-label={t('common.loading')} />;
  if (id && !existing.data) return <Alert color="red">{t('admin.errors.notFound')}</Alert>;
  return (
    <Stack gap="md">
      <BackLink to={adminPath('crudJob')} label={t('admin.menu.crudJob')} />
      <Title order={1}>
        {id ? t('admin.jobs.editTitle', { title: existing.data?.title }) : t('admin.menu.newJob')}
      </Title>
      <JobForm
        key={id ?? 'new'}
        defaults={formValues(jobInput, existing.data)}
        onSave={save}
        onSaved={() => void navigate(adminPath('crudJob'))}
      />
    </Stack>
  );
}
