import { Button, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import classes from './Header.module.css';
import { CONSULTING_LINKS, MENU_LINKS } from './menu.ts';

/** The menu of small screens, in a drawer (loaded on demand, see Header). */
export default function MobileMenu(props: { opened: boolean; onClose: () => void; title: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title={props.title} hiddenFrom="md" size="xs">
      <Stack gap={4} onClick={props.onClose}>
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
        {props.isAdmin ? (
          <Button component={Link} to="/home" variant="light">
            {t('menu.dashboard')}
          </Button>
        ) : null}
      </Stack>
    </Drawer>
  );
}
