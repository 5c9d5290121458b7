import { Box, Group, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterLink } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ADMIN_LINKS } from './admin-links.ts';

/** The admin area: its navigation beside the current screen. Links a role may not use are not shown. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const links = ADMIN_LINKS.filter((l) => !l.adminOnly || me.data?.role === 'ADMIN');
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
      <Stack component="nav" aria-label={t('admin.menu.label')} gap={2} w={220} visibleFrom="sm">
        {links.map((l) => (
          <NavLink key={l.to} component={RouterLink} to={l.to} label={t(l.labelKey)} end />
        ))}
      </Stack>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Group>
  );
}
