import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobApplicationForm, type JobApplicationForm as Values } from '../../../shared/schemas/application.ts';
import { CvDropzone } from '../../components/CvDropzone.tsx';
import { FormShell } from '../../components/FormShell.tsx';
import { FormSuccess } from '../../components/FormFeedback.tsx';
import { TextareaField, TextField } from '../../components/form-fields.tsx';
import { useLanguage } from '../../components/localized.ts';
import { usePublicForm } from '../../components/use-public-form.ts';
import { ApiError, upload } from '../../lib/api.ts';

const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** Apply to a job: the application fields and the CV, sent as `application` + `file` with the upload's progress. */
export function JobApplicationForm({ jobId, onClosed }: { jobId: number; onClosed: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { control, file, honeypot, rootError, sent, submit, reset, form } = usePublicForm({
    schema: jobApplicationForm,
    defaultValues: EMPTY,
    fileField: 'file',
    send: (values, cv, onProgress) => {
      const data = new FormData();
      data.append('application', JSON.stringify(values));
      data.append('file', cv!);
      return upload(`/public/api/job/${jobId}/apply?lang=${lang}`, data, onProgress);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        onClosed();
        return true;
      }
      return false;
    },
  });

  if (sent) {
    return (
      <FormSuccess title={t('jobs.apply.successTitle')} onAgain={reset}>
        {t('jobs.apply.successText')}
      </FormSuccess>
    );
  }
  const submitting = form.formState.isSubmitting;
  return (
    <FormShell
      onSubmit={submit}
      honeypotRef={honeypot.ref}
      rootError={rootError}
      submitting={submitting}
      submitLabel={t('jobs.apply.submit')}
      label={t('jobs.apply.title')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField control={control} name="firstName" label={t('forms.firstName')} autoComplete="given-name" required />
        <TextField control={control} name="lastName" label={t('forms.lastName')} autoComplete="family-name" required />
      </SimpleGrid>
      <TextField control={control} name="email" type="email" label={t('forms.email')} autoComplete="email" required />
      <TextField
        control={control}
        name="phone"
        type="tel"
        label={t('forms.phone')}
        description={t('forms.phoneHint')}
        autoComplete="tel"
        required
      />
      <TextareaField
        control={control}
        name="message"
        label={t('jobs.apply.message')}
        placeholder={t('jobs.apply.messagePlaceholder')}
        required
      />
      <CvDropzone
        label={t('forms.cv')}
        file={file.file}
        onChange={file.setFile}
        error={file.error}
        onError={file.setError}
        progress={file.progress}
        disabled={submitting}
      />
    </FormShell>
  );
}
