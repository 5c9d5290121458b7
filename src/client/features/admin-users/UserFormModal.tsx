import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, RECORD_SCOPES, ROLES } from '../../../shared/constants.ts';
import { userInput, userUpdate, type User, type UserInput } from '../../../shared/schemas/user.ts';
import { notifySaved, notifySaveFailed } from '../admin-shared/feedback.tsx';
import { FormActions } from '../admin-shared/FormActions.tsx';
import { ComboboxField, SwitchField } from '../../components/form/choice-fields.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { useUnsavedChanges } from '../admin-shared/UnsavedChanges.tsx';
import { useManagers } from '../admin-shared/use-managers.ts';

interface Props {
  user: User | null;
  onClose: () => void;
  onSave: (values: UserInput) => Promise<void>;
}

// An existing account keeps its password (reset or change-password only): the form checks it with a stand-in.
const KEPT_PASSWORD = '(kept unchanged)';

/**
 * Add user / edit user (docs/spec/product-spec.md#1-what-the-product-does-and-for-whom): user name, role, linked
 * manager, which records a MANAGER sees (decision 0046), enabled; a password for a new one.
 */
export function UserFormModal({ user, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const { options: managers } = useManagers();
  const form = useForm<UserInput>({
    resolver: zodResolver(
      user ? userUpdate.omit({ id: true }).extend({ password: userInput.shape.password }) : userInput,
    ),
    defaultValues: user
      ? {
          userName: user.userName,
          role: user.role,
          idManager: user.idManager,
          enabled: user.enabled,
          language: user.language,
          recordScope: user.recordScope,
          password: KEPT_PASSWORD,
        }
      : {
          userName: '',
          password: '',
          role: 'MANAGER',
          idManager: null,
          enabled: true,
          language: null,
          recordScope: 'all',
        },
  });
  useUnsavedChanges(form.formState.isDirty);
  const f = { control: form.control };
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
  const passwordError = form.formState.errors.password?.message;
  // Which records the account sees matters to a MANAGER only: an ADMIN sees all (docs/decisions/0046).
  const isManager = useWatch({ control: form.control, name: 'role' }) === 'MANAGER';

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      opened
      onClose={onClose}
      title={t(user ? 'admin.users.edit' : 'admin.users.add')}
      closeOnClickOutside={false}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextField {...f} name="userName" label={t('admin.fields.userName')} required />
          {user ? null : (
            <PasswordInput
              label={t('admin.fields.password')}
              description={t('admin.users.passwordRuleHelp')}
              autoComplete="new-password"
              required
              {...form.register('password')}
              error={passwordError ? t(passwordError) : undefined}
            />
          )}
          <ComboboxField
            {...f}
            name="role"
            label={t('admin.fields.role')}
            data={ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))}
            required
          />
          <ComboboxField
            {...f}
            name="idManager"
            label={t('admin.fields.idManager')}
            data={managers}
            numeric
            searchable
          />
          {isManager ? (
            <ComboboxField
              {...f}
              name="recordScope"
              label={t('admin.fields.recordScope')}
              description={t('admin.users.recordScopeHelp')}
              data={RECORD_SCOPES.map((s) => ({ value: s, label: t(`admin.recordScopes.${s}`) }))}
              required
            />
          ) : null}
          <ComboboxField
            {...f}
            name="language"
            label={t('admin.fields.language')}
            description={t('admin.users.languageHelp')}
            placeholder={t('admin.users.languageDefault')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          />
          <SwitchField {...f} name="enabled" label={t('admin.fields.enabled')} />
          <FormActions submitting={form.formState.isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
