import { arrival } from '../../lib/arrival.ts';
import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { profileForm, type ProfileForm } from '../../../shared/schemas/profile.ts';
import { FileFieldDropzone } from '../../components/CvDropzone.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { useLanguage } from '../../components/localized.ts';
import { useOptions } from '../../components/options.ts';
import { PersonFields } from '../../components/PersonFields.tsx';
import { PoolConsentField } from '../../components/PrivacyFields.tsx';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/schemas/privacy.ts';
import { PublicForm } from '../../components/PublicForm.tsx';
import { usePublicForm } from '../../components/use-public-form.ts';
import { upload } from '../../lib/api.ts';

const EMPTY: Required<ProfileForm> = {
  salutation: '',
  profileTitle: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  availability: '',
  contractType: '',
  workingTime: '',
  technicalSkills: '',
  description: '',
  experience: '',
  postTitle: '',
  noticeVersion: PRIVACY_NOTICE_VERSION,
  poolConsent: false,
  source: {},
};

/** "Join our talents" (spec's profile form): sent as `profile` + `cv`; it becomes an unpublished profile. */
export function JoinTalentsForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { options } = useOptions();
  const state = usePublicForm({
    name: 'talents',
    schema: profileForm,
    defaultValues: EMPTY,
    fileField: 'cv',
    send: (values, cv, onProgress) => {
      const data = new FormData();
      data.append('profile', JSON.stringify({ ...values, source: arrival() }));
      data.append('cv', cv!);
      return upload(`/public/api/talents?lang=${lang}`, data, onProgress);
    },
  });

  const { control } = state;
  return (
    <PublicForm
      state={state}
      label={t('talents.apply.title')}
      submitLabel={t('talents.apply.submit')}
      successTitle={t('talents.apply.successTitle')}
      successText={t('talents.apply.successText')}
    >
      <Title order={2} size="h4">
        {t('talents.apply.identity')}
      </Title>
      <PersonFields control={control} salutation />
      <TextField
        control={control}
        name="profileTitle"
        label={t('talents.apply.profileTitle')}
        autoComplete="organization-title"
      />
      <Title order={2} size="h4" mt="sm">
        {t('talents.apply.wish')}
      </Title>
      <TextField
        control={control}
        name="postTitle"
        label={t('talents.apply.postTitle')}
        placeholder={t('talents.apply.postTitlePlaceholder')}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField
          control={control}
          name="contractType"
          label={t('talents.apply.contractType')}
          options={options('type')}
          emptyLabel={t('forms.choose')}
          required
        />
        <SelectField
          control={control}
          name="workingTime"
          label={t('talents.apply.workingTime')}
          options={options('workingTime')}
          emptyLabel={t('forms.none')}
        />
        <SelectField
          control={control}
          name="experience"
          label={t('talents.apply.experience')}
          options={options('experience')}
          emptyLabel={t('forms.choose')}
          required
        />
      </SimpleGrid>
      <TextField
        control={control}
        name="availability"
        label={t('talents.apply.availability')}
        placeholder={t('talents.apply.availabilityPlaceholder')}
        required
      />
      <TextField
        control={control}
        name="technicalSkills"
        label={t('talents.apply.technicalSkills')}
        placeholder={t('talents.apply.technicalSkillsPlaceholder')}
        required
      />
      <TextareaField
        control={control}
        name="description"
        label={t('talents.apply.description')}
        placeholder={t('talents.apply.descriptionPlaceholder')}
      />
      <FileFieldDropzone label={t('forms.cv')} field={state.file} disabled={state.form.formState.isSubmitting} />
      <PoolConsentField control={control} required />
    </PublicForm>
  );
}
