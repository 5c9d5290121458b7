import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { login as loginSchema, type Login } from '../../../shared/schemas/auth.ts';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { loginNotice, type LoginNotice } from '../../lib/storage.ts';
import { useAuth } from './auth-context.tsx';
import { adminPath } from '../../../shared/admin-screens.ts';

/** The message of a failed login: throttled, a disabled account (right password), or wrong credentials. */
function loginErrorKey(err: unknown): string {
  if (err instanceof ApiError && err.status === 429) return 'auth.tooManyAttempts';
  if (err instanceof ApiError && err.code === 'ACCOUNT_DISABLED') return 'auth.accountDisabled';
  if (err instanceof ApiError && err.code === 'PASSWORD_EXPIRED') return 'auth.passwordExpired';
  if (err instanceof ApiError && err.code === 'TOTP_REQUIRED') return 'auth.totpRequired';
  if (err instanceof ApiError && err.code === 'TOTP_WRONG') return 'auth.totpWrong';
  return 'auth.badCredentials';
}

let thisLoadsNotice: LoginNotice | null | undefined;
/** Why the visitor was sent here (an ended session, a disabled account): read once per page load, in the browser. */
function noticeOfThisLoad(): LoginNotice | null {
  if (thisLoadsNotice === undefined) thisLoadsNotice = loginNotice.take();
  return thisLoadsNotice;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const notice = hydrated ? noticeOfThisLoad() : null;
  const [error, setError] = useState<string | null>(null);
  // Two-factor sign-in (docs/decisions/0076): the code field appears once the server asked for it.
  const [askCode, setAskCode] = useState(false);
  const form = useForm<Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await login(values.username, values.password, values.code);
      // From /login go to the admin home; from a guarded admin route stay there.
      if (location.pathname === '/login') await navigate(adminPath('home'));
    } catch (err) {
      if (err instanceof ApiError && (err.code === 'TOTP_REQUIRED' || err.code === 'TOTP_WRONG')) setAskCode(true);
      setError(t(loginErrorKey(err)));
    }
  });

  return (
    <Paper maw={420} mx="auto" p="xl" withBorder>
      {/* POST: a submit before the app has taken the page over never puts the password in the URL. */}
      <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('auth.loginTitle')}
          </Title>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : notice ? (
            <Alert color={notice === 'accountDisabled' ? 'red' : 'yellow'} role="status" data-testid="login-notice">
              {t(`auth.${notice}`)}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.username')}
            autoComplete="username"
            {...form.register('username')}
            error={errors.username?.message && t(errors.username.message)}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            {...form.register('password')}
            error={errors.password?.message && t(errors.password.message)}
          />
          {askCode ? (
            <TextInput
              label={t('auth.code')}
              description={t('auth.codeHelp')}
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              {...form.register('code')}
            />
          ) : null}
          <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
            {t('auth.login')}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.forgotLink')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
