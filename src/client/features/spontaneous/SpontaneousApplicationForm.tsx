import { arrival } from '../../lib/arrival.ts';
import { useTranslation } from 'react-i18next';
import {
  spontaneousApplicationForm,
  type SpontaneousApplicationForm as Values,
} from '../../../shared/schemas/application.ts';
import { FileFieldDropzone } from '../../components/CvDropzone.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { useLanguage } from '../../components/localized.ts';
import { PersonFields } from '../../components/PersonFields.tsx';
import { PoolConsentField } from '../../components/PrivacyFields.tsx';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/schemas/privacy.ts';
import { PublicForm } from '../../components/PublicForm.tsx';
import { usePublicForm } from '../../components/use-public-form.ts';
import { upload } from '../../lib/api.ts';

const EMPTY: Required<Values> = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  availability: '',
  post: '',
  noticeVersion: PRIVACY_NOTICE_VERSION,
  poolConsent: false,
  source: {},
};

/** A spontaneous application: the spec's fields (phone required, any format) and the CV, as `application` + `cv`. */
export function SpontaneousApplicationForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const state = usePublicForm({
    name: 'spontaneous',
    schema: spontaneousApplicationForm,
    defaultValues: EMPTY,
    fileField: 'cv',
    send: (values, cv, onProgress) => {
      const data = new FormData();
      data.append('application', JSON.stringify({ ...values, source: arrival() }));
      data.append('cv', cv!);
      return upload(`/public/api/spontaneous-applications?lang=${lang}`, data, onProgress);
    },
  });
  const { control } = state;
  return (
    <PublicForm
      state={state}
      label={t('spontaneous.title')}
      submitLabel={t('spontaneous.submit')}
      successTitle={t('spontaneous.successTitle')}
      successText={t('spontaneous.successText')}
    >
      <PersonFields control={control} salutation />
      <TextField
        control={control}
        name="post"
        label={t('spontaneous.post')}
        placeholder={t('spontaneous.postPlaceholder')}
        required
      />
      <TextField
        control={control}
        name="availability"
        label={t('forms.availability')}
        placeholder={t('forms.availabilityPlaceholder')}
        required
      />
      <FileFieldDropzone label={t('forms.cv')} field={state.file} disabled={state.form.formState.isSubmitting} />
      <PoolConsentField control={control} />
    </PublicForm>
  );
}
