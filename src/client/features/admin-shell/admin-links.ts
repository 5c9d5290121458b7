import {
  ADMIN_ONLY_SCREENS,
  ADMIN_SCREENS,
  adminPath,
  adminTitleKey,
  type AdminScreen,
} from '../../../shared/admin-screens.ts';

interface AdminLink {
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
