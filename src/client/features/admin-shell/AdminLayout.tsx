// The whole of Mantine's sheets: the public site loads only its components' (app/mantine-styles.ts).
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import '@mantine/charts/styles.css';
import 'mantine-datatable/styles.css';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { ActionIcon, AppShell, Burger, Divider, Group, NavLink, ScrollArea, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, NavLink as RouterLink, useLocation } from 'react-router';
import { LanguageSelect } from '../../app/layout/LanguageSelect.tsx';
import { SkipLink } from '../../app/layout/SkipLink.tsx';
import UserMenu from '../../app/layout/UserMenu.tsx';
import { getAppConfig } from '../../lib/config.ts';
import { canOpen } from '../../../shared/policy.ts';
import { AdminOnlyNotice } from '../admin-shared/AdminOnlyNotice.tsx';
import { UnsavedChangesGuard } from '../admin-shared/UnsavedChanges.tsx';
import { menuStyle } from '../../lib/storage.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ADMIN_LINKS, currentLink, menuGroups, type AdminLink } from './admin-links.ts';
import { screenIcon } from './menu-icons.ts';
import { FollowUpsDue } from './FollowUpsDue.tsx';
import { QuickCreate } from './QuickCreate.tsx';
import { SearchBox } from './SearchBox.tsx';

const HEADER = 56;
/** Where the sidebar stops being a drawer (Mantine's `sm`, 48em). */
const BREAKPOINT = 'sm';

/**
 * The back-office's own full-width shell (issue 28 item 8), in place of the public header and footer: a top bar
 * (dashboard, the one search box, quick create, language, user menu) and a sidebar of the screens grouped by work,
 * compact and foldable to icons (the spec's `menu` storage key keeps the choice); on phones the sidebar is a drawer
 * opened from the top bar. Links a role may not use are not shown (the server refuses them anyway).
 */
export default function AdminLayout() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [drawer, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const [folded, setFolded] = useState(menuStyle.folded());
  const toggleMenu = () => {
    menuStyle.setFolded(!folded);
    setFolded(!folded);
  };
  // Folding is for the desktop's sidebar; the phone's drawer always shows the labels.
  const compact = folded && wide;
  const toggleLabel = t(folded ? 'admin.menu.unfold' : 'admin.menu.fold');
  // The policy's rule table (src/shared/policy.ts), as the server applies it.
  const links = ADMIN_LINKS.filter((l) => (me.data ? canOpen(me.data, l.screen) : !l.adminOnly));
  const current = currentLink(pathname);
  // A screen for administrators, opened by another role (its address typed or bookmarked): said before any call.
  const refused = Boolean(current && me.data && !canOpen(me.data, current.screen));
  useEffect(closeDrawer, [pathname, closeDrawer]);

  const item = (l: AdminLink) => {
    const Icon = screenIcon(l.screen);
    const label = t(l.labelKey);
    const link = (
      <NavLink
        key={l.to}
        component={RouterLink}
        to={l.to}
        label={compact ? undefined : label}
        aria-label={compact ? label : undefined}
        leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
        active={current?.to === l.to}
        py={6}
      />
    );
    return compact ? (
      <Tooltip key={l.to} label={label} position="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  };
  const home = links.find((l) => l.screen === 'home');

  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
      <AppShell
        header={{ height: HEADER }}
        navbar={{
          width: compact ? 60 : 236,
          breakpoint: BREAKPOINT,
          collapsed: { mobile: !drawer },
        }}
        padding="md"
      >
        <SkipLink />
        <AppShell.Header>
          <Group h="100%" px="sm" gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Burger
                opened={drawer}
                onClick={toggleDrawer}
                hiddenFrom={BREAKPOINT}
                size="sm"
                aria-label={t(drawer ? 'admin.menu.closeMenu' : 'admin.menu.openMenu')}
                aria-expanded={drawer}
                aria-controls="admin-menu"
              />
              <Link
                to="/home"
                aria-label={`${getAppConfig().firmName} – ${t('admin.menu.home')}`}
                style={{ display: 'flex', flexShrink: 0 }}
              >
                <img src="/favicon.svg" alt="" width={26} height={26} />
              </Link>
              <SearchBox />
            </Group>
            <Group gap={4} wrap="nowrap">
              <QuickCreate />
              <FollowUpsDue />
              <LanguageSelect />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          id="admin-menu"
          component="nav"
          aria-label={t('admin.menu.label')}
          p={6}
          // The closed drawer slides out of view: out of the keyboard's and screen readers' way too.
          style={!wide && !drawer ? { visibility: 'hidden' } : undefined}
        >
          <AppShell.Section>
            <Group justify={compact ? 'center' : 'flex-end'} visibleFrom={BREAKPOINT} mb={4}>
              <Tooltip label={toggleLabel} position="right">
                <ActionIcon variant="subtle" onClick={toggleMenu} aria-label={toggleLabel} aria-expanded={!folded}>
                  {folded ? <IconLayoutSidebarLeftExpand size={18} /> : <IconLayoutSidebarLeftCollapse size={18} />}
                </ActionIcon>
              </Tooltip>
            </Group>
            {home ? item(home) : null}
          </AppShell.Section>
          <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
            {menuGroups(links).map((g) => (
              <div
                key={g.key}
                role="group"
                aria-labelledby={compact ? undefined : `menu-group-${g.key}`}
                aria-label={compact ? t(`admin.menu.groups.${g.key}`) : undefined}
              >
                {compact ? (
                  <Divider my={6} />
                ) : (
                  <Text id={`menu-group-${g.key}`} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="md" mb={2}>
                    {t(`admin.menu.groups.${g.key}`)}
                  </Text>
                )}
                {g.links.map(item)}
              </div>
            ))}
          </AppShell.Section>
          <AppShell.Section>
            {!compact && me.data?.recordScope === 'charge' ? (
              <Text size="xs" c="dimmed" px="sm" pt="xs">
                {t('admin.menu.chargeOnly')}
              </Text>
            ) : null}
            <Divider my={6} />
            <NavLink
              component={Link}
              to="/"
              label={compact ? undefined : t('admin.menu.publicSite')}
              aria-label={compact ? t('admin.menu.publicSite') : undefined}
              leftSection={<IconExternalLink size={18} stroke={1.6} aria-hidden />}
              py={6}
            />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
          <UnsavedChangesGuard>{refused ? <AdminOnlyNotice /> : <Outlet />}</UnsavedChangesGuard>
        </AppShell.Main>
      </AppShell>
    </DatesProvider>
  );
}
