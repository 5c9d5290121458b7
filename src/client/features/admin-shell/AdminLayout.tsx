// The whole of Mantine's sheets: the public site loads only its components' (app/mantine-styles.ts).
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import '@mantine/charts/styles.css';
import 'mantine-datatable/styles.css';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { ActionIcon, Box, Group, NavLink, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useState } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterLink, useLocation, useNavigate } from 'react-router';
import { canOpen } from '../../../shared/policy.ts';
import { AdminOnlyNotice } from '../admin-shared/AdminOnlyNotice.tsx';
import { UnsavedChangesGuard } from '../admin-shared/UnsavedChanges.tsx';
import { menuStyle } from '../../lib/storage.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ADMIN_LINKS, currentLink } from './admin-links.ts';

/**
 * The admin area: its navigation beside the current screen on tablets and desktops, a select above it on phones.
 * Links a role may not use are not shown (the server refuses them anyway).
 */
export default function AdminLayout() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The policy's rule table (src/shared/policy.ts), as the server applies it.
  const links = ADMIN_LINKS.filter((l) => (me.data ? canOpen(me.data, l.screen) : !l.adminOnly));
  const [folded, setFolded] = useState(menuStyle.folded());
  const toggleMenu = () => {
    menuStyle.setFolded(!folded);
    setFolded(!folded);
  };
  const toggleLabel = t(folded ? 'admin.menu.unfold' : 'admin.menu.fold');
  // A screen for administrators, opened by another role (its address typed or bookmarked): said before any call.
  const shown = currentLink(pathname);
  const refused = Boolean(shown && me.data && !canOpen(me.data, shown.screen));

  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
      <Select
        hiddenFrom="md"
        mb="md"
        label={t('admin.menu.label')}
        data={links.map((l) => ({ value: l.to, label: t(l.labelKey) }))}
        value={currentLink(pathname)?.to ?? null}
        onChange={(to) => to && void navigate(to)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Stack
          component="nav"
          aria-label={t('admin.menu.label')}
          gap={2}
          w={folded ? 40 : 210}
          visibleFrom="md"
          style={{ flexShrink: 0 }}
        >
          <Tooltip label={toggleLabel}>
            <ActionIcon variant="subtle" onClick={toggleMenu} aria-label={toggleLabel} aria-expanded={!folded}>
              {folded ? <IconLayoutSidebarLeftExpand size={18} /> : <IconLayoutSidebarLeftCollapse size={18} />}
            </ActionIcon>
          </Tooltip>
          {folded
            ? null
            : links.map((l) => (
                <NavLink
                  key={l.to}
                  component={RouterLink}
                  to={l.to}
                  label={t(l.labelKey)}
                  active={currentLink(pathname)?.to === l.to}
                />
              ))}
          {!folded && me.data?.recordScope === 'charge' ? (
            <Text size="xs" c="dimmed" px="sm" pt="xs">
              {t('admin.menu.chargeOnly')}
            </Text>
          ) : null}
        </Stack>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <UnsavedChangesGuard>{refused ? <AdminOnlyNotice /> : <Outlet />}</UnsavedChangesGuard>
        </Box>
      </Group>
    </DatesProvider>
  );
}
