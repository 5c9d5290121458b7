import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, NativeSelect, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/constants.ts';
import { jobSearchInWords } from '../../../shared/job-search-words.ts';
import {
  JOB_ALERT_FREQUENCIES,
  jobAlertForm,
  type JobAlertForm as JobAlertValues,
  type JobAlertFormInput,
} from '../../../shared/schemas/job-alert.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/schemas/privacy.ts';
import { EmailRequestForm, usePostedRequest } from '../../components/form/EmailRequestForm.tsx';
import { requestJobAlert } from './api.ts';
import { SEARCH_FIELDS, type JobFilters } from './search-params.ts';

/**
 * "Get these jobs by e-mail" (issue 31 item 1, docs/decisions/0061): the current search (as in the address) with an
 * address, the mails' language and how often. Double opt-in: the answer only says to look for the confirmation mail,
 * whatever the address. Without JavaScript the same form posts to /jobs (docs/decisions/0038).
 */
export function JobAlertForm({ filters }: { filters: JobFilters }) {
  const { t, i18n } = useTranslation();
  const request = usePostedRequest('jobAlert');
  const { postedValue } = request;
  const lang = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  const form = useForm<JobAlertFormInput, unknown, JobAlertValues>({
    resolver: zodResolver(jobAlertForm),
    defaultValues: {
      email: postedValue('email') ?? '',
      language: (postedValue('language') as Language | undefined) ?? lang,
      frequency: (postedValue('frequency') as JobAlertValues['frequency'] | undefined) ?? 'daily',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    },
    errors: request.errors,
  });
  // The mails' language follows the interface's (issue 44 item 7: switched in the header after the first page, the
  // form kept the first page's), until the visitor picks one in the form.
  // A posted form's own choice (the page again without JavaScript) stays: only a change of language moves it.
  const { resetField, getFieldState } = form;
  const shownIn = useRef(lang);
  useEffect(() => {
    if (shownIn.current === lang) return;
    shownIn.current = lang;
    if (!getFieldState('language').isDirty) resetField('language', { defaultValue: lang });
  }, [lang, resetField, getFieldState]);
  const search = jobSearchInWords(Object.fromEntries(SEARCH_FIELDS.map((f) => [f, filters[f]])), (key) =>
    i18n.exists(key) ? t(key) : undefined,
  );

  return (
    <EmailRequestForm
      request={request}
      form={form}
      send={(values) => requestJobAlert({ ...values, ...filters })}
      fields={['email', 'language', 'frequency']}
      titleId="job-alert-title"
      title={t('jobs.alert.title')}
      successTitle={t('jobs.alert.successTitle')}
      successText={t('jobs.alert.successText')}
      emailLabel={t('jobs.alert.email')}
      submitLabel={t('jobs.alert.submit')}
      hidden={
        <>
          <input type="hidden" name="noticeVersion" value={PRIVACY_NOTICE_VERSION} />
          {SEARCH_FIELDS.filter((f) => filters[f]).map((f) => (
            <input key={f} type="hidden" name={f} value={filters[f]} />
          ))}
        </>
      }
      intro={
        <>
          <Text>{t('jobs.alert.lead')}</Text>
          <Text size="sm" data-testid="job-alert-search">
            {t('jobs.alert.searchSummary', { search: search.length ? search.join(', ') : t('jobs.alert.allJobs') })}
          </Text>
        </>
      }
    >
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
    </EmailRequestForm>
  );
}
