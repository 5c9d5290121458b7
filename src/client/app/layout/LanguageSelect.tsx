import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants.ts';
import { DeferredMenu } from './DeferredMenu.tsx';

const NAMES = { fr: 'Français', en: 'English', nl: 'Nederlands' } as const;

/** Language selection (docs/spec/product-spec.md#4-states-and-transitions): switches the interface and stores the choice under `lang`. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as keyof typeof NAMES;
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
        onClick: () => void i18n.changeLanguage(lng),
      }))}
    />
  );
}
