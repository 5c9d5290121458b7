import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPassword, type ForgotPassword } from '../../../shared/schemas/auth.ts';
import { api, ApiError } from '../../lib/api.ts';

/**
 * "Forgot your password?" (docs/decisions/0076), in the login page's frame: the same answer whether or not an
 * account matches, as the server gives it.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ForgotPassword>({ resolver: zodResolver(forgotPassword), defaultValues: { login: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api('/api/password/forgot', { method: 'POST', body: values });
      setSent(true);
    } catch (err) {
      setError(t(err instanceof ApiError && err.status === 429 ? 'auth.tooManyAttempts' : 'common.requestFailed'));
    }
  });

  return (
    <Paper maw={420} mx="auto" p="xl" withBorder>
      <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('auth.forgotTitle')}
          </Title>
          {sent ? (
            <Alert color="green" role="status" data-testid="forgot-sent">
              {t('auth.forgotSent')}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.forgotLogin')}
            autoComplete="username"
            {...form.register('login')}
            error={errors.login?.message && t(errors.login.message)}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('auth.forgotSend')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
