import { zodResolver } from '@hookform/resolvers/zod';
import { PhotoUpload } from '../admin-shared/PhotoUpload.tsx';
import { Loader, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { managerInput, type Manager, type ManagerInput } from '../../../shared/schemas/manager.ts';
import { notifySaved, notifySaveFailed } from '../admin-shared/feedback.tsx';
import { FormActions } from '../admin-shared/FormActions.tsx';
import { SwitchField } from '../../components/form/choice-fields.tsx';
import { NumberField, TextField } from '../../components/form/fields.tsx';
import { useUnsavedChanges } from '../admin-shared/UnsavedChanges.tsx';
import { adminKeys } from '../admin-shared/admin-api.ts';
import { managerQuery } from './api.ts';

type ManagerValues = z.output<typeof managerInput>;

const EMPTY: ManagerInput = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  phone: '',
  jobTitle: '',
  showOnSite: true,
  displayOrder: 0,
};

interface Props {
  manager: Manager | null;
  onClose: () => void;
  onSave: (values: ManagerValues) => Promise<void>;
}

/** Add manager / edit manager (docs/spec/product-spec.md#1-what-the-product-does-and-for-whom). */
export function ManagerFormModal({ manager, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const form = useForm<ManagerInput, unknown, ManagerValues>({
    resolver: zodResolver(managerInput),
    defaultValues: manager ?? EMPTY,
  });
  useUnsavedChanges(form.formState.isDirty);
  // The list's row has no photo: the manager is read whole for it (issue 30).
  const queryClient = useQueryClient();
  const full = useQuery(managerQuery(manager?.id ?? null));
  const f = { control: form.control };
  const label = (name: string) => t(`admin.fields.${name}`);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      form.reset(values);
      notifySaved(t);
      onClose();
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      opened
      onClose={onClose}
      title={t(manager ? 'admin.managers.edit' : 'admin.managers.add')}
      size="lg"
      closeOnClickOutside={false}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...f} name="firstName" label={label('firstName')} required />
            <TextField {...f} name="lastName" label={label('lastName')} required />
            <TextField {...f} name="email" label={label('email')} type="email" required />
            <TextField {...f} name="phone" label={label('phone')} />
            <TextField {...f} name="jobTitle" label={label('jobTitle')} />
            <NumberField {...f} name="displayOrder" label={label('displayOrder')} min={0} />
          </SimpleGrid>
          <TextField {...f} name="address" label={label('address')} />
          <SwitchField {...f} name="showOnSite" label={label('showOnSite')} />
          <FormActions submitting={form.formState.isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
      {manager ? (
        // Their photo on the team section, sent on its own (issue 30 item 4): shown, replaced or removed.
        <Stack mt="md">
          {full.data ? (
            <PhotoUpload
              endpoint={`/api/managers/${manager.id}/photo`}
              current={full.data.photo}
              label={t('admin.photo.managerTitle')}
              removable
              onSaved={() => void queryClient.invalidateQueries({ queryKey: adminKeys.record('managers', manager.id) })}
            />
          ) : (
            <Loader size="sm" aria-label={t('admin.photo.managerTitle')} />
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
