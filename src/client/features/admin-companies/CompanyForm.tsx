import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/constants.ts';
import { companyInput, type CompanyInput, type CompanyValues } from '../../../shared/schemas/company.ts';
import { ComboboxField } from '../../components/form/choice-fields.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { notifySaved, notifySaveFailed } from '../admin-shared/feedback.tsx';
import { FormActions } from '../admin-shared/FormActions.tsx';
import { useUnsavedChanges } from '../admin-shared/UnsavedChanges.tsx';
import { useManagers } from '../admin-shared/use-managers.ts';

export const EMPTY_COMPANY: CompanyInput = { name: '', vatNumber: '', address: '', lang: 'fr', managerId: null };

interface Props<R> {
  values: CompanyInput;
  onSave: (values: CompanyValues) => Promise<R>;
  onCancel?: () => void;
  /** After the save, once the form holds what was saved (a navigation then meets no unsaved changes). */
  onSaved?: (result: R) => void;
}

/** A company's fields (decision 0044), checked by the schema the server checks them with. */
export function CompanyForm<R>({ values, onSave, onCancel, onSaved }: Props<R>) {
  const { t } = useTranslation();
  const { assignable: managers } = useManagers();
  const form = useForm<CompanyInput, unknown, CompanyValues>({
    resolver: zodResolver(companyInput),
    defaultValues: values,
    values,
  });
  const { allowNavigation } = useUnsavedChanges(form.formState.isDirty);
  const f = { control: form.control };
  const label = (name: string) => t(`admin.fields.${name}`);
  const submit = form.handleSubmit(async (saved) => {
    try {
      const result = await onSave(saved);
      form.reset(saved);
      allowNavigation();
      notifySaved(t);
      onSaved?.(result);
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField {...f} name="name" label={label('name')} required autoComplete="off" />
          <TextField {...f} name="vatNumber" label={label('vatNumber')} autoComplete="off" />
          <ComboboxField
            {...f}
            name="lang"
            label={label('lang')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            required
          />
          <ComboboxField {...f} name="managerId" label={label('manager')} data={managers} numeric searchable />
        </SimpleGrid>
        <TextField {...f} name="address" label={label('address')} autoComplete="off" />
        <FormActions submitting={form.formState.isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
