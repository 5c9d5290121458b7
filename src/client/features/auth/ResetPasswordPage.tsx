import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetPasswordFields } from '../../../shared/schemas/auth.ts';

/** The form's fields: the token comes from the link, not from the visitor. */
const fields = resetPasswordFields.omit({ token: true });
type Fields = { newPassword: string; confirmPassword: string };
import { api, ApiError } from '../../lib/api.ts';

/** The reset link's token, read from the address's fragment in the browser only (never sent in a request line). */
function tokenOfTheLink(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** The page a reset link opens (docs/decisions/0076): the new password twice, under the product's rule. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const form = useForm<Fields>({
    resolver: zodResolver(fields),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.newPassword !== values.confirmPassword) {
      form.setError('confirmPassword', { message: 'validation.passwordsDidNotMatch' });
      return;
    }
    try {
      await api('/api/password/reset', { method: 'POST', body: { ...values, token: tokenOfTheLink() } });
      setDone(true);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      if (fields.newPassword) form.setError('newPassword', { message: fields.newPassword });
      else form.setError('root', { message: fields.token ?? 'common.requestFailed' });
    }
  });

  return (
    <Paper maw={420} mx="auto" p="xl" withBorder>
      <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('auth.resetTitle')}
          </Title>
          {done ? (
            <Alert color="green" role="status" data-testid="reset-done">
              {t('auth.resetDone')}
            </Alert>
          ) : null}
          {errors.root?.message ? (
            <Alert color="red" role="alert">
              {t(errors.root.message)}
            </Alert>
          ) : null}
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
          <Button type="submit" loading={isSubmitting} disabled={done}>
            {t('auth.resetSave')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
