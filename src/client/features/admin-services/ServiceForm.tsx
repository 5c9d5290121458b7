import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serviceInput, type Service, type ServiceInput } from '../../../shared/schemas/service.ts';
import { FormActions } from '../admin-shared/FormActions.tsx';
import { LanguageTabs } from '../admin-shared/LanguageTabs.tsx';
import { notifySaved, notifySaveFailed } from '../admin-shared/feedback.tsx';
import { NumberField, TextField, TextareaField } from '../../components/form/fields.tsx';
import { useUnsavedChanges } from '../admin-shared/UnsavedChanges.tsx';

export type ServiceValues = z.output<typeof serviceInput>;
const blank = { title: '', description: '', details: '' };

export function serviceDefaults(service?: Service): ServiceInput {
  if (!service) return { ...blank, translations: { fr: blank, nl: blank }, displayOrder: 0 };
  const { title, description, details, translations, displayOrder } = service;
  return {
    title,
    description,
    details,
    displayOrder,
    translations: { fr: { ...blank, ...translations.fr }, nl: { ...blank, ...translations.nl } },
  };
}

interface Props {
  defaults: ServiceInput;
  onSave: (values: ServiceValues) => Promise<void>;
  onCancel?: () => void;
}

/** A service's title, description and details in English, French and Dutch (docs/decisions/0006-service-translations.md). */
export function ServiceForm({ defaults, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useForm<ServiceInput, unknown, ServiceValues>({
    resolver: zodResolver(serviceInput),
    defaultValues: defaults,
  });
  useUnsavedChanges(form.formState.isDirty);
  const f = { control: form.control };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      form.reset(serviceDefaults());
      notifySaved(t);
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });
  const fieldsOf = (prefix: '' | 'translations.fr.' | 'translations.nl.', required = false) => (
    <Stack gap="sm">
      <TextField {...f} name={`${prefix}title` as 'title'} label={t('admin.fields.title')} required={required} />
      <TextareaField
        {...f}
        name={`${prefix}description` as 'description'}
        label={t('admin.fields.description')}
        required={required}
        minRows={2}
      />
      <TextareaField {...f} name={`${prefix}details` as 'details'} label={t('admin.fields.details')} minRows={5} />
    </Stack>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <LanguageTabs panel={(l) => (l === 'en' ? fieldsOf('', true) : fieldsOf(`translations.${l}.`))} />
        <NumberField {...f} name="displayOrder" label={t('admin.fields.displayOrder')} min={0} />
        <FormActions submitting={form.formState.isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
