import {
  ADMIN_ONLY_SCREENS,
  ADMIN_SCREENS,
  adminPath,
  adminTitleKey,
  type AdminScreen,
} from '../../../shared/admin-screens.ts';

export interface AdminLink {
  screen: AdminScreen;
  to: string;
  labelKey: string;
  adminOnly?: boolean;
}

/** The admin-area screens of docs/spec/product-spec.md#2-screens-and-routes, as the admin navigation shows them. */
export const ADMIN_LINKS: readonly AdminLink[] = ADMIN_SCREENS.map((screen: AdminScreen) => ({
  screen,
  to: adminPath(screen),
  labelKey: adminTitleKey(screen),
  adminOnly: ADMIN_ONLY_SCREENS.includes(screen),
}));

/** The link a path belongs to: a record view (/jobsApplications/12) belongs to its list. */
export function currentLink(pathname: string): AdminLink | undefined {
  const first = '/' + (pathname.split('/')[1] ?? '');
  return ADMIN_LINKS.find((l) => l.to === first);
}

export type MenuGroupKey = 'pipelines' | 'people' | 'content' | 'settings' | 'other';

/**
 * The sidebar's groups, by the work they serve, by screen name. Names are plain strings so that a group may name a
 * screen another change declares: a name not among ADMIN_SCREENS shows nothing, and a declared screen no group
 * names still shows, in `other` (never lost from the menu).
 */
const GROUPS: readonly { key: Exclude<MenuGroupKey, 'other'>; screens: readonly string[] }[] = [
  {
    key: 'pipelines',
    screens: [
      'jobsApplications',
      'spontanousApplications',
      'talentsInterviews',
      'interviewCalendar',
      'contactsAdmin',
      'outbox',
      'jobAlerts',
      'replies',
      'reports',
    ],
  },
  { key: 'people', screens: ['people', 'crudPeople', 'crudCompanies', 'companies'] },
  { key: 'content', screens: ['newService', 'crudJob', 'crudProfile', 'crudManagers', 'siteContent'] },
  { key: 'settings', screens: ['crudUsers', 'tagsAdmin', 'mailTemplates', 'auditLog', 'firmSettings'] },
];

/**
 * Screens reached otherwise than by the sidebar: the dashboard (the top bar's first link), the creation forms (the
 * top bar's quick create and the lists' buttons) and the search results (the top bar's search box).
 */
const NOT_IN_SIDEBAR: ReadonlySet<string> = new Set(['home', 'newJob', 'newProfile', 'search']);

export interface MenuGroup {
  key: MenuGroupKey;
  links: AdminLink[];
}

/** The sidebar's groups with the links `links` holds (a role's), empty groups left out. */
export function menuGroups(links: readonly AdminLink[]): MenuGroup[] {
  const shown = links.filter((l) => !NOT_IN_SIDEBAR.has(l.screen));
  const grouped = GROUPS.map((g) => ({
    key: g.key as MenuGroupKey,
    links: g.screens.flatMap((s) => shown.filter((l) => l.screen === s)),
  }));
  const named = new Set(GROUPS.flatMap((g) => g.screens));
  grouped.push({ key: 'other', links: shown.filter((l) => !named.has(l.screen)) });
  return grouped.filter((g) => g.links.length > 0);
}

/** The address of the back-office search for `q` (the results screen; see admin-screens.ts, ADMIN_SEARCH_PATH). */
export { adminSearchPath } from '../../../shared/admin-screens.ts';
