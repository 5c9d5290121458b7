interface AdminLink {
  to: string;
  labelKey: string;
  adminOnly?: boolean;
}

/** The admin-area routes of spec section 2, as the admin navigation shows them. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/home', labelKey: 'admin.menu.home' },
  { to: '/jobsApplications', labelKey: 'admin.menu.jobsApplications' },
  { to: '/spontanousApplications', labelKey: 'admin.menu.spontanousApplications' },
  { to: '/talentsInterviews', labelKey: 'admin.menu.talentsInterviews' },
  { to: '/contactsAdmin', labelKey: 'admin.menu.contactsAdmin' },
  { to: '/crudJob', labelKey: 'admin.menu.crudJob' },
  { to: '/newJob', labelKey: 'admin.menu.newJob' },
  { to: '/crudProfile', labelKey: 'admin.menu.crudProfile' },
  { to: '/newProfile', labelKey: 'admin.menu.newProfile' },
  { to: '/newService', labelKey: 'admin.menu.newService' },
  { to: '/crudManagers', labelKey: 'admin.menu.crudManagers' },
  { to: '/crudUsers', labelKey: 'admin.menu.crudUsers', adminOnly: true },
  { to: '/auditLog', labelKey: 'admin.menu.auditLog', adminOnly: true },
  { to: '/outbox', labelKey: 'outbox.menu', adminOnly: true },
];

/** The link a path belongs to: a record view (/jobsApplications/12) belongs to its list. */
export function currentLink(pathname: string): AdminLink | undefined {
  const first = '/' + (pathname.split('/')[1] ?? '');
  return ADMIN_LINKS.find((l) => l.to === first);
}
