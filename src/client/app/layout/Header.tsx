import { Burger, Button, Drawer, Group, Menu, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { getAppConfig } from '../../lib/config.ts';
import classes from './Header.module.css';
import { LanguageSelect } from './LanguageSelect.tsx';
import { CONSULTING_LINKS, MENU_LINKS } from './menu.ts';
import { UserMenu } from './UserMenu.tsx';

export function Header() {
  const { t } = useTranslation();
  const { isAdmin } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  const firm = getAppConfig().firmName;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" component="nav" aria-label={t('menu.main')}>
      <Link to="/" className={classes.logo} aria-label={`${firm} – ${t('menu.home')}`}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{firm}</span>
      </Link>
      <Group gap={4} visibleFrom="md" wrap="nowrap">
        <NavLink to="/" end className={classes.link}>
          {t('menu.home')}
        </NavLink>
        <Menu trigger="click-hover" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.link}>
              {t('menu.consulting')} <IconChevronDown size={14} aria-hidden />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {CONSULTING_LINKS.map((l) => (
              <Menu.Item key={l.to} component={Link} to={l.to} preventScrollReset>
                {t(l.labelKey)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {MENU_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} className={classes.link}>
            {t(l.labelKey)}
          </NavLink>
        ))}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSelect />
        {isAdmin ? <UserMenu /> : null}
        <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('menu.open')} />
      </Group>
      <Drawer opened={opened} onClose={close} title={firm} hiddenFrom="md" size="xs">
        <Stack gap={4} onClick={close}>
          <NavLink to="/" end className={classes.link}>
            {t('menu.home')}
          </NavLink>
          {CONSULTING_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={classes.link} preventScrollReset>
              {t(l.labelKey)}
            </NavLink>
          ))}
          {MENU_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={classes.link}>
              {t(l.labelKey)}
            </NavLink>
          ))}
          {isAdmin ? (
            <Button component={Link} to="/home" variant="light">
              {t('admin.menu.home')}
            </Button>
          ) : null}
        </Stack>
      </Drawer>
    </Group>
  );
}
