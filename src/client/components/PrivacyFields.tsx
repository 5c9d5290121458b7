import { Anchor, Text } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '../../shared/schemas/privacy.ts';
import { getAppConfig } from '../lib/config.ts';
import { CheckboxField } from './form/choice-fields.tsx';
import { useLanguage } from './localized.ts';

/** The notice's date as the reader writes dates. */
export function useNoticeDate(): string {
  const lang = useLanguage();
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00Z`),
  );
}

/** The line under every public form: the notice its data is handled under, with its date (decision 0030). */
export function PrivacyNoticeLine() {
  const date = useNoticeDate();
  return (
    <Text size="sm" c="gray.7">
      <Trans
        i18nKey="consent.noticeLine"
        values={{ date }}
        components={{ notice: <Anchor component={Link} to="/privacy" size="sm" underline="always" /> }}
      />
    </Text>
  );
}

/**
 * The separate, unticked talent-pool consent: optional on an application, required on the talent-pool form whose
 * whole purpose it is (decision 0030).
 */
export function PoolConsentField<T extends FieldValues & { poolConsent?: boolean }, C, O>({
  control,
  required = false,
}: {
  control: Control<T, C, O>;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { poolMonths: months, endedMonths } = getAppConfig().retention;
  return (
    <CheckboxField
      control={control}
      name={'poolConsent' as FieldPath<T>}
      required={required}
      label={t(required ? 'consent.poolRequiredLabel' : 'consent.poolLabel', { months })}
      description={t(required ? 'consent.poolRequiredDescription' : 'consent.poolDescription', { endedMonths })}
    />
  );
}
