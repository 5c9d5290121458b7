import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants.ts';
import { langIfOther, useLanguage } from './localized.ts';

/**
 * A free text typed by staff (a history comment, in the back-office) that exists in one language only. It carries
 * that language (`lang`, for screen readers and translation tools) and, on a page in another language, a short
 * note for staff saying it is not translated. Staff texts carry no language of their own: they are taken to be in
 * the product's default language (docs/decisions/0021). Public pages show no note: `StaffText`.
 */
export function UntranslatedText({ children, lang = DEFAULT_LANGUAGE }: { children: string; lang?: Language }) {
  const { t } = useTranslation();
  const page = useLanguage();
  return (
    <>
      <span lang={lang}>{children}</span>
      {lang === page ? null : (
        <Text component="span" size="xs" c="dimmed" fs="italic" data-testid="not-translated">
          {' '}
          {t('common.notTranslated')}
        </Text>
      )}
    </>
  );
}

/**
 * The same staff text on a public page (issue 26): the best text there is, with no note for candidates, marked with
 * its language when it is not the page's, for screen readers.
 */
export function StaffText({ children, lang = DEFAULT_LANGUAGE }: { children: string; lang?: Language }) {
  const page = useLanguage();
  return <span lang={langIfOther(page, lang)}>{children}</span>;
}
