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
import { arrival } from '../../lib/arrival.ts';
import { useFormPost } from '../../components/form-post.ts';
import type { PublicQuestion } from '../../../shared/schemas/screening.ts';
import { missingAnswers, ScreeningFields, toAnswers, useScreeningAnswers } from './ScreeningFields.tsx';

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  noticeVersion: PRIVACY_NOTICE_VERSION,
  poolConsent: false,
  answers: [],
  source: {},
};

/** The check before sending found a required question unanswered: shown by the question, nothing sent. */
class UnansweredQuestions extends Error {}

/**
 * Apply to a job: the application fields, the job's screening questions and the CV, sent as `application` + `file`
 * with the upload's progress; the answers and where the visitor came from travel in `application` (0062).
 */
export function JobApplicationForm({
  jobId,
  questions = [],
  onClosed,
}: {
  jobId: number;
  questions?: PublicQuestion[];
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const screening = useScreeningAnswers(questions, useFormPost('apply').post);
  const state = usePublicForm({
    name: 'apply',
    schema: jobApplicationForm,
    defaultValues: EMPTY,
    fileField: 'file',
    send: (values, cv, onProgress) => {
      const missing = missingAnswers(questions, screening.raw);
      if (Object.keys(missing).length) {
        screening.setErrors(missing);
        return Promise.reject(new UnansweredQuestions());
      }
      const data = new FormData();
      const answers = toAnswers(questions, screening.raw);
      data.append('application', JSON.stringify({ ...values, answers, source: arrival() }));
      data.append('file', cv!);
      return upload(`/public/api/job/${jobId}/apply?lang=${lang}`, data, onProgress);
    },
    onError: (err) => {
      if (err instanceof UnansweredQuestions) return true;
      // An answer the server refused: its message by its question.
      const refused =
        err instanceof ApiError ? Object.entries(err.fields).filter(([k]) => k.startsWith('answers.')) : [];
      if (refused.length) {
        screening.setErrors(Object.fromEntries(refused));
        return true;
      }
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
      <ScreeningFields questions={questions} state={screening} disabled={state.form.formState.isSubmitting} />
      <FileFieldDropzone label={t('forms.cv')} field={state.file} disabled={state.form.formState.isSubmitting} />
      <PoolConsentField control={state.control} />
    </PublicForm>
  );
}
