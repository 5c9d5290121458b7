import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordFields, type ChangePasswordFields } from '../../../shared/schemas/auth.ts';
import { notify } from '../../components/notify.ts';
import { api, ApiError } from '../../lib/api.ts';
import { session } from '../../lib/storage.ts';
import { useAuth } from './auth-context.tsx';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * docs/spec/product-spec.md#2-screens-and-routes, #4-states-and-transitions, #5-validation-rules and #8-error-catalogue: three fields, cancel and save; save disabled while invalid; the backdrop does not
 * close it; a mismatch alerts 'Passwords did not match' and sends nothing; success closes, resets and notifies.
 * `forced` (a password an admin reset, docs/decisions/0035): it says why, cannot be closed, and offers logout instead
 * of cancel; onClose is then called once the password is changed.
 */
export function ChangePasswordModal({
  opened,
  onClose,
  forced = false,
}: {
  opened: boolean;
  onClose: () => void;
  forced?: boolean;
}) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [mismatch, setMismatch] = useState(false);
  const form = useForm<ChangePasswordFields>({
    resolver: zodResolver(changePasswordFields),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    setMismatch(false);
    onClose();
  };

  const save = async () => {
    const values = form.getValues();
    if (values.newPassword !== values.confirmPassword) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    if (!(await form.trigger())) return;
    try {
      // Earlier tokens end with the change; the answer is this session's new token.
      const token = await api<string>('/api/changePassword', {
        method: 'PUT',
        body: { ...values, userName: session.userName() ?? undefined },
      });
      session.save(token, session.userName() ?? '');
      notify(t, { color: 'green', message: t('auth.passwordChanged') });
      close();
    } catch (err) {
      console.error('Password change failed', err);
      if (err instanceof ApiError && (err.fields.oldPassword || err.fields.newPassword)) {
        if (err.fields.oldPassword) form.setError('oldPassword', { message: err.fields.oldPassword });
        if (err.fields.newPassword) form.setError('newPassword', { message: err.fields.newPassword });
      } else if (err instanceof ApiError && err.status === 429)
        form.setError('root', { message: 'auth.tooManyAttempts' });
      else form.setError('root', { message: 'common.requestFailed' });
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={close}
      title={t('auth.changePassword')}
      closeOnClickOutside={false}
      closeOnEscape={!forced}
      withCloseButton={!forced}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack>
          {forced ? (
            <Alert color="yellow" role="status" data-testid="must-change-password">
              {t('auth.mustChangePassword')}
            </Alert>
          ) : null}
          {mismatch ? (
            <Alert color="red" role="alert">
              {t('auth.passwordsDidNotMatch')}
            </Alert>
          ) : null}
          {errors.root?.message ? (
            <Alert color="red" role="alert">
              {t(errors.root.message)}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('auth.oldPassword')}
            autoComplete="current-password"
            {...form.register('oldPassword')}
            error={errors.oldPassword?.message && t(errors.oldPassword.message)}
          />
          <PasswordInput
            label={t('auth.newPassword')}
            description={t('auth.newPasswordHelp')}
            autoComplete="new-password"
            {...form.register('newPassword')}
            error={errors.newPassword?.message && t(errors.newPassword.message)}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
          />
          <Group justify="flex-end">
            {forced ? (
              <Button variant="default" onClick={() => void logout()}>
                {t('auth.logout')}
              </Button>
            ) : (
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" disabled={!isValid} loading={isSubmitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
