import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, STORAGE_KEYS } from '../../../shared/constants.ts';
import { DeferredMenu } from './DeferredMenu.tsx';

const NAMES = { fr: 'Français', en: 'English', nl: 'Nederlands' } as const;

/**
 * Language selection (docs/spec/product-spec.md#4-states-and-transitions): switches the interface and stores the choice under `lang`.
 * An address that names a language (`?lang=nl`, the sitemap's links) is made to name the new one, in place of the
 * history entry (back still leads to the page before): a reload kept the old language otherwise.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = (i18n.resolvedLanguage ?? 'en') as keyof typeof NAMES;
  const choose = (lng: (typeof LANGUAGES)[number]) => {
    void i18n.changeLanguage(lng);
    const search = new URLSearchParams(location.search);
    if (!search.has(STORAGE_KEYS.lang)) return;
    search.set(STORAGE_KEYS.lang, lng);
    void navigate(
      { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state as unknown },
    );
  };
  return (
    <DeferredMenu
      target={
        <Button
          variant="subtle"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={`${t('menu.language')}: ${current.toUpperCase()}`}
        >
          {current.toUpperCase()}
        </Button>
      }
      items={LANGUAGES.map((lng) => ({
        key: lng,
        label: NAMES[lng],
        lang: lng,
        current: lng === current,
        onClick: () => choose(lng),
      }))}
    />
  );
}
