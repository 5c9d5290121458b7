import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants.ts';

const NAMES = { fr: 'Français', en: 'English', nl: 'Nederlands' } as const;

/** Language selection (spec section 4): switches the interface and stores the choice under `lang`. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as keyof typeof NAMES;
  return (
    <Menu withinPortal>
      <Menu.Target>
        <Button variant="subtle" leftSection={<IconLanguage size={16} aria-hidden />} aria-label={t('menu.language')}>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lng) => (
          <Menu.Item key={lng} lang={lng} onClick={() => void i18n.changeLanguage(lng)} aria-current={lng === current}>
            {NAMES[lng]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
