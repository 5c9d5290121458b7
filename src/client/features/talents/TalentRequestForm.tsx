import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { talentRequest, type TalentRequest } from '../../../shared/schemas/interview.ts';
import { FormShell } from '../../components/FormShell.tsx';
import { FormSuccess } from '../../components/FormFeedback.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form-fields.tsx';
import { useOptions } from '../../components/options.ts';
import { usePublicForm } from '../../components/use-public-form.ts';
import { api } from '../../lib/api.ts';

const EMPTY: TalentRequest = { contractType: '', skills: '', talentName: '', email: '' };

/** A client asks for a kind of talent (spec section 3: contractType, skills, talentName, email). */
export function TalentRequestForm() {
  const { t } = useTranslation();
  const { options } = useOptions();
  const { control, honeypot, rootError, sent, submit, reset, form } = usePublicForm({
    schema: talentRequest,
    defaultValues: EMPTY,
    send: (values) => api('/public/api/talent-requests', { method: 'POST', body: values }),
  });
  if (sent) {
    return (
      <FormSuccess title={t('talents.pool.successTitle')} onAgain={reset}>
        {t('talents.pool.successText')}
      </FormSuccess>
    );
  }
  return (
    <FormShell
      onSubmit={submit}
      honeypotRef={honeypot.ref}
      rootError={rootError}
      submitting={form.formState.isSubmitting}
      submitLabel={t('talents.pool.submit')}
      label={t('talents.pool.title')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          control={control}
          name="talentName"
          label={t('talents.pool.talentName')}
          placeholder={t('talents.pool.talentNamePlaceholder')}
          required
        />
        <SelectField
          control={control}
          name="contractType"
          label={t('talents.pool.contractType')}
          options={options('type')}
          emptyLabel={t('forms.choose')}
          required
        />
      </SimpleGrid>
      <TextareaField
        control={control}
        name="skills"
        label={t('talents.pool.skills')}
        placeholder={t('talents.pool.skillsPlaceholder')}
        minRows={3}
        required
      />
      <TextField
        control={control}
        name="email"
        type="email"
        label={t('talents.pool.email')}
        autoComplete="email"
        required
      />
    </FormShell>
  );
}
