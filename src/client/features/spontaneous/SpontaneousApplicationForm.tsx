import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  spontaneousApplicationForm,
  type SpontaneousApplicationForm as Values,
} from '../../../shared/schemas/application.ts';
import { CvDropzone } from '../../components/CvDropzone.tsx';
import { FormShell } from '../../components/FormShell.tsx';
import { FormSuccess } from '../../components/FormFeedback.tsx';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { useLanguage } from '../../components/localized.ts';
import { useOptions } from '../../components/options.ts';
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
};

/** A spontaneous application: the spec's fields (phone required, any format) and the CV, as `application` + `cv`. */
export function SpontaneousApplicationForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { options } = useOptions();
  const { control, file, honeypot, rootError, sent, submit, reset, form } = usePublicForm({
    schema: spontaneousApplicationForm,
    defaultValues: EMPTY,
    fileField: 'cv',
    send: (values, cv, onProgress) => {
      const data = new FormData();
      data.append('application', JSON.stringify(values));
      data.append('cv', cv!);
      return upload(`/public/api/spontaneous-applications?lang=${lang}`, data, onProgress);
    },
  });
  if (sent) {
    return (
      <FormSuccess title={t('spontaneous.successTitle')} onAgain={reset}>
        {t('spontaneous.successText')}
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
      submitLabel={t('spontaneous.submit')}
      label={t('spontaneous.title')}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField
          control={control}
          name="salutation"
          label={t('forms.salutation')}
          options={options('salutation')}
          emptyLabel={t('forms.none')}
          autoComplete="honorific-prefix"
        />
        <TextField control={control} name="firstName" label={t('forms.firstName')} autoComplete="given-name" required />
        <TextField control={control} name="lastName" label={t('forms.lastName')} autoComplete="family-name" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField control={control} name="email" type="email" label={t('forms.email')} autoComplete="email" required />
        <TextField
          control={control}
          name="phone"
          type="tel"
          label={t('forms.phone')}
          description={t('spontaneous.phoneHint')}
          autoComplete="tel"
          required
        />
      </SimpleGrid>
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
