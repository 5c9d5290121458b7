import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/constants.ts';
import { FORM_NAME_FIELD } from '../../../shared/page-form.ts';
import {
  JOB_ALERT_FREQUENCIES,
  jobAlertForm,
  type JobAlertForm as JobAlertValues,
  type JobAlertFormInput,
} from '../../../shared/schemas/job-alert.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/schemas/privacy.ts';
import { FormError, FormSuccess } from '../../components/FormFeedback.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { showServerErrors } from '../../components/form/server-errors.ts';
import { useFormPost, usePageAction } from '../../components/form-post.ts';
import { requestJobAlert } from './api.ts';
import { SEARCH_FIELDS, type JobFilters } from './search-params.ts';

/**
 * "Get these jobs by e-mail" (issue 31 item 1, docs/decisions/0061): the current search (as in the address) with an
 * address, the mails' language and how often. Double opt-in: the answer only says to look for the confirmation mail,
 * whatever the address. Without JavaScript the same form posts to /jobs (docs/decisions/0038).
 */
export function JobAlertForm({ filters }: { filters: JobFilters }) {
  const { t, i18n } = useTranslation();
  const posted = useFormPost('jobAlert');
  const [sent, setSent] = useState(posted.sent);
  const [formError, setFormError] = useState<string | undefined>(posted.post?.rootError);
  const [errors] = useState(() =>
    posted.post
      ? Object.fromEntries(Object.entries(posted.post.fields).map(([k, m]) => [k, { type: 'server', message: m }]))
      : undefined,
  );
  const postedValue = (key: string) => {
    const value = posted.post?.values[key];
    return typeof value === 'string' ? value : undefined;
  };
  const lang = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  const form = useForm<JobAlertFormInput, unknown, JobAlertValues>({
    resolver: zodResolver(jobAlertForm),
    defaultValues: {
      email: postedValue('email') ?? '',
      language: (postedValue('language') as Language | undefined) ?? lang,
      frequency: (postedValue('frequency') as JobAlertValues['frequency'] | undefined) ?? 'daily',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    },
    errors,
  });
  const action = usePageAction();
  const search = SEARCH_FIELDS.map((f) => filters[f]).filter(Boolean);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await requestJobAlert({ ...values, ...filters });
      setSent(true);
    } catch (err) {
      setFormError(showServerErrors(err, { setError: form.setError, fields: ['email', 'language', 'frequency'] }));
    }
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-alert-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="job-alert-title">
          {t('jobs.alert.title')}
        </Title>
        {sent ? (
          <FormSuccess
            title={t('jobs.alert.successTitle')}
            onAgain={() => {
              form.reset();
              setSent(false);
            }}
          >
            {t('jobs.alert.successText')}
          </FormSuccess>
        ) : (
          <form onSubmit={submit} noValidate method="post" action={action} encType="multipart/form-data">
            <input type="hidden" name={FORM_NAME_FIELD} value="jobAlert" />
            <input type="hidden" name="noticeVersion" value={PRIVACY_NOTICE_VERSION} />
            {SEARCH_FIELDS.filter((f) => filters[f]).map((f) => (
              <input key={f} type="hidden" name={f} value={filters[f]} />
            ))}
            <Stack gap="sm" align="flex-start">
              <Text>{t('jobs.alert.lead')}</Text>
              <Text size="sm" data-testid="job-alert-search">
                {t('jobs.alert.searchSummary', { search: search.length ? search.join(', ') : t('jobs.alert.allJobs') })}
              </Text>
              <TextField
                control={form.control}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('jobs.alert.email')}
                required
              />
              <NativeSelect
                {...form.register('language')}
                // Server-rendered without JavaScript, the select shows its default (register sets it only once running).
                defaultValue={form.formState.defaultValues?.language}
                label={t('jobs.alert.language')}
                data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                error={form.formState.errors.language ? t(String(form.formState.errors.language.message)) : undefined}
              />
              <NativeSelect
                {...form.register('frequency')}
                defaultValue={form.formState.defaultValues?.frequency}
                label={t('jobs.alert.frequency')}
                data={JOB_ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`jobs.alert.frequencies.${f}`) }))}
                error={form.formState.errors.frequency ? t(String(form.formState.errors.frequency.message)) : undefined}
              />
              <Text size="sm">
                <Anchor component={Link} to="/privacy">
                  {t('jobs.alert.privacy')}
                </Anchor>
              </Text>
              <FormError messageKey={formError} />
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('jobs.alert.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
