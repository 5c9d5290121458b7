import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The spinner shown while something loads, announced as "Loading": a status (a plain element may not carry a
 * label, axe's aria-prohibited-attr).
 */
export function Loading(props: LoaderProps) {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={t('common.loading')} {...props} />;
}
