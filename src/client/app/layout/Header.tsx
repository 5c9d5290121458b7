import { Burger, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { getAppConfig } from '../../lib/config.ts';
import { DeferredMenu } from './DeferredMenu.tsx';
import classes from './Header.module.css';
import { LanguageSelect } from './LanguageSelect.tsx';
import { CONSULTING_LINKS, MENU_LINKS } from './menu.ts';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

// Out of the first load: the user menu only shows to staff, the drawer only on small screens once opened.
const UserMenu = lazy(() => import('./UserMenu.tsx'));
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

export function Header() {
  const { t } = useTranslation();
  const { isAdmin } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  const idle = useAfterFirstPaint();
  const firm = getAppConfig().firmName;
  // The firm's logo (docs/decisions/0060) at 28 px high, its width from its proportions: no layout shift.
  const logo = getAppConfig().brand?.logo;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" component="nav" aria-label={t('menu.main')}>
      <Link to="/" className={classes.logo} aria-label={`${firm} – ${t('menu.home')}`}>
        {logo ? (
          <img src={logo.src} alt="" height={28} width={Math.round((logo.width * 28) / logo.height)} />
        ) : (
          <img src="/favicon.svg" alt="" width={28} height={28} />
        )}
        <span className={classes.logoText}>{firm}</span>
      </Link>
      <Group gap={4} visibleFrom="md" wrap="nowrap">
        <NavLink to="/" end className={classes.link}>
          {t('menu.home')}
        </NavLink>
        <DeferredMenu
          trigger="click-hover"
          target={
            <UnstyledButton className={classes.link}>
              {t('menu.consulting')} <IconChevronDown size={14} aria-hidden />
            </UnstyledButton>
          }
          items={CONSULTING_LINKS.map((l) => ({ key: l.to, label: t(l.labelKey), to: l.to }))}
        />
        {MENU_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} className={classes.link}>
            {t(l.labelKey)}
          </NavLink>
        ))}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSelect />
        {isAdmin ? (
          <Suspense fallback={null}>
            <UserMenu />
          </Suspense>
        ) : null}
        <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('menu.open')} />
      </Group>
      {opened || idle ? (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} title={firm} isAdmin={isAdmin} />
        </Suspense>
      ) : null}
    </Group>
  );
}
