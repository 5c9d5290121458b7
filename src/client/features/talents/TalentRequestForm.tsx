import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { talentRequest, type TalentRequest } from '../../../shared/schemas/interview.ts';
import { SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { useOptions } from '../../components/options.ts';
import { PublicForm } from '../../components/PublicForm.tsx';
import { usePublicForm } from '../../components/use-public-form.ts';
import { api } from '../../lib/api.ts';

const EMPTY: TalentRequest = { contractType: '', skills: '', talentName: '', email: '', client: '' };

/**
 * A client asks for a kind of talent (docs/spec/product-spec.md#3-entities-and-their-fields: contractType, skills, talentName, email),
 * and names its company (`client`, optional: decision 0044).
 */
export function TalentRequestForm() {
  const { t } = useTranslation();
  const { options } = useOptions();
  const state = usePublicForm({
    name: 'talentRequest',
    schema: talentRequest,
    defaultValues: EMPTY,
    send: (values) => api('/public/api/talent-requests', { method: 'POST', body: values }),
  });
  const { control } = state;
  return (
    <PublicForm
      state={state}
      label={t('talents.pool.title')}
      submitLabel={t('talents.pool.submit')}
      successTitle={t('talents.pool.successTitle')}
      successText={t('talents.pool.successText')}
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          control={control}
          name="email"
          type="email"
          label={t('talents.pool.email')}
          autoComplete="email"
          required
        />
        <TextField control={control} name="client" label={t('talents.pool.client')} autoComplete="organization" />
      </SimpleGrid>
    </PublicForm>
  );
}
