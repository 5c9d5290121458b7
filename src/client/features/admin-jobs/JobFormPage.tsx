import { JobQuestionsEditor } from './JobQuestionsEditor.tsx';
import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formValues } from '../../../shared/schemas/form-values.ts';
import { jobInput } from '../../../shared/schemas/job.ts';
import { BackLink } from '../admin-shared/BackLink.tsx';
import { jobQuery, useDeleteJob, useSaveJob } from './api.ts';
import { JobForm, type JobValues } from './JobForm.tsx';
import { adminPath } from '../../../shared/admin-screens.ts';
import { Loading } from '../../components/Loading.tsx';
import { JobMatchesPanel } from '../admin-shared/matching/MatchPanels.tsx';

/** newJob (no id) and the edit screen of a job (/crudJob/:id). */
export default function JobFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useQuery(jobQuery(id ? Number(id) : null));
  const saveJob = useSaveJob();
  const deleteJob = useDeleteJob();

  const save = async (values: JobValues) => {
    await saveJob.mutateAsync({ id: id ? Number(id) : null, values });
  };

  const remove = async () => {
    await deleteJob.mutateAsync(Number(id));
  };

  if (id && existing.isPending) return <Loading />;
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
        onDelete={id ? remove : undefined}
      />
      {id ? <JobQuestionsEditor jobId={Number(id)} /> : null}
      {id ? <JobMatchesPanel jobId={Number(id)} /> : null}
    </Stack>
  );
}
