import { Alert, Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { asText, formatDate, fullName } from './format.ts';

type Named = { firstName: string; lastName: string; anonymisedAt?: string | null } & Record<string, unknown>;

/**
 * The name a list or a record page shows: once anonymised (decision 0034) "Anonymised" in the user's language, not
 * the neutral value the server stored; otherwise the full name, or the talent or address when there is none.
 */
export function recordName(t: TFunction, r: Named): string {
  if (r.anonymisedAt) return t('admin.anonymised.label');
  return fullName(r) || asText(r.talentName) || asText(r.email);
}

/** A list row's mark of an anonymised record. */
export function AnonymisedBadge({ at }: { at: string | null | undefined }) {
  const { t } = useTranslation();
  if (!at) return null;
  return (
    <Badge size="xs" color="gray" variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t('admin.anonymised.label')}
    </Badge>
  );
}

/** A record page's notice that its person was erased: what went, what stays. */
export function AnonymisedNotice({ at }: { at: string | null | undefined }) {
  const { t } = useTranslation();
  if (!at) return null;
  return (
    <Alert color="gray" title={t('admin.anonymised.title')}>
      {t('admin.anonymised.text', { date: formatDate(at) })}
    </Alert>
  );
}
