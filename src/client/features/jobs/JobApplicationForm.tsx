import { useTranslation } from 'react-i18next';
import { jobApplicationForm, type JobApplicationForm as Values } from '../../../shared/schemas/application.ts';
import { FileFieldDropzone } from '../../components/CvDropzone.tsx';
import { TextareaField } from '../../components/form/fields.tsx';
import { useLanguage } from '../../components/localized.ts';
import { PersonFields } from '../../components/PersonFields.tsx';
import { PoolConsentField } from '../../components/PrivacyFields.tsx';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/schemas/privacy.ts';
import { PublicForm } from '../../components/PublicForm.tsx';
import { usePublicForm } from '../../components/use-public-form.ts';
import { ApiError, upload } from '../../lib/api.ts';

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  noticeVersion: PRIVACY_NOTICE_VERSION,
  poolConsent: false,
};

/** Apply to a job: the application fields and the CV, sent as `application` + `file` with the upload's progress. */
export function JobApplicationForm({ jobId, onClosed }: { jobId: number; onClosed: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const state = usePublicForm({
    name: 'apply',
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
      // Closed (409) or taken off the site (404) while the visitor was filling in the form.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) {
        onClosed();
        return true;
      }
      return false;
    },
  });

  return (
    <PublicForm
      state={state}
      label={t('jobs.apply.title')}
      submitLabel={t('jobs.apply.submit')}
      successTitle={t('jobs.apply.successTitle')}
      successText={t('jobs.apply.successText')}
    >
      <PersonFields control={state.control} stacked />
      <TextareaField
        control={state.control}
        name="message"
        label={t('jobs.apply.message')}
        placeholder={t('jobs.apply.messagePlaceholder')}
        required
      />
      <FileFieldDropzone label={t('forms.cv')} field={state.file} disabled={state.form.formState.isSubmitting} />
      <PoolConsentField control={state.control} />
    </PublicForm>
  );
}
