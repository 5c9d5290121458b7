import { Button, Stack, Text } from '@mantine/core';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_NAME_FIELD, type PageFormName } from '../../shared/page-form.ts';
import { useLocation } from 'react-router';
import { ARRIVAL_FIELDS } from '../../shared/arrival.ts';
import { usePageAction } from './form-post.ts';
import { FormError } from './FormFeedback.tsx';
import { Honeypot } from './Honeypot.tsx';
import { PrivacyNoticeLine } from './PrivacyFields.tsx';

/** Messages and hints in colours dark enough to read on white (WCAG AA), for everything inside the form. */
const FORM_STYLE = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
} as React.CSSProperties;

/**
 * The frame of every public form: the required-fields note, the fields, the privacy notice the form is sent under,
 * the honeypot, a message for the whole form, and a submit button that is disabled (and shows a loader) while
 * sending. Without JavaScript it is a plain HTML form posted to its page (docs/decisions/0038); with it, the app
 * sends it (`onSubmit` prevents the browser's post).
 */
export function FormShell({
  name,
  onSubmit,
  honeypotRef,
  rootError,
  submitting,
  submitLabel,
  children,
  label,
}: {
  /** The form's name in its page's plain HTML post (docs/decisions/0038). */
  name: PageFormName;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  honeypotRef: React.Ref<HTMLInputElement>;
  rootError: string | undefined;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
  /** The accessible name of the form. */
  label: string;
}) {
  const { t } = useTranslation();
  const action = usePageAction();
  // Without JavaScript, where the visitor came from travels as the landing query's utm in hidden fields (0062).
  const query = new URLSearchParams(useLocation().search);
  const arrivalFields = Object.values(ARRIVAL_FIELDS).filter((f) => f !== 'referrer' && query.get(f));
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={label}
      style={FORM_STYLE}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      {arrivalFields.map((f) => (
        <input key={f} type="hidden" name={f} value={query.get(f)!.slice(0, 200)} />
      ))}
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('forms.required')}
        </Text>
        {children}
        <PrivacyNoticeLine />
        <Honeypot inputRef={honeypotRef} />
        <FormError messageKey={rootError} />
        <Button type="submit" loading={submitting} disabled={submitting} size="md" style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
