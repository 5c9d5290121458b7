import type { AdminScreen } from './admin-screens.ts';
import type { RecordScope, Role } from './constants.ts';

/**
 * Who may do what in the back-office (docs/decisions/0046), written once for the server and the client: the
 * server's policy (src/server/policies/) refuses what this table does not allow, and the client's menu and buttons
 * hide it. Whether one record is in a scoped MANAGER's charge is the server's alone (a SQL predicate per kind in
 * src/server/policies/charge.ts): the client only ever receives records it may see.
 */
export const POLICY_KINDS = [
  'services',
  'jobs',
  'profiles',
  'managers',
  'job-applications',
  'spontaneous-applications',
  'talent-interviews',
  'contacts',
  'people',
  'companies',
  'files',
  // Interviews with candidates and the interview calendar (issue 29; docs/decisions/0058).
  'interviews',
  'dashboard',
  'reports',
  'users',
  'audit-log',
  'outbox',
  'privacy',
  'tags',
  'mail-templates',
  // Replies read from the replies' mailbox (issue 29 item 5, docs/decisions/0057).
  'inbound-mails',
  'site-content',
  'settings',
  // The job alerts of the public site (issue 44 item 15): an ADMIN lists them and removes one.
  'job-alerts',
] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const POLICY_ACTIONS = ['list', 'read', 'create', 'update', 'changeState', 'delete', 'export'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

/** What the policy knows of a user: their role, which records they see, the manager they are. */
export interface Actor {
  role: Role;
  recordScope: RecordScope;
  idManager: number | null;
}

const STAFF: readonly Role[] = ['ADMIN', 'MANAGER'];
const ADMIN: readonly Role[] = ['ADMIN'];
const pipeline = { list: STAFF, read: STAFF, update: STAFF, changeState: STAFF, export: STAFF };

/** The rule table: for each kind, the roles allowed each action. An action not named is allowed to nobody. */
export const RULES: { readonly [K in PolicyKind]: Partial<Record<PolicyAction, readonly Role[]>> } = {
  services: { list: STAFF, read: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  jobs: { list: STAFF, read: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  profiles: { list: STAFF, read: STAFF, create: STAFF, update: STAFF, changeState: STAFF, delete: STAFF },
  // A MANAGER reads every manager (their colleagues) and edits only their own (decision 0012).
  managers: { list: STAFF, read: STAFF, update: STAFF, create: ADMIN, delete: ADMIN },
  'job-applications': pipeline,
  'spontaneous-applications': pipeline,
  'talent-interviews': pipeline,
  contacts: pipeline,
  people: { list: STAFF, read: STAFF, update: STAFF },
  companies: { list: STAFF, read: STAFF, create: STAFF, update: STAFF },
  files: { read: STAFF },
  interviews: { list: STAFF, read: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  dashboard: { read: STAFF },
  // The funnel (docs/decisions/0062): a MANAGER limited to their charge sees their jobs' figures only.
  reports: { read: STAFF },
  users: { list: ADMIN, read: ADMIN, create: ADMIN, update: ADMIN, delete: ADMIN },
  'audit-log': { list: ADMIN },
  outbox: { list: ADMIN, read: ADMIN, update: ADMIN },
  // Export and erase a person, take an address off the suppression list.
  privacy: { export: ADMIN, delete: ADMIN, update: ADMIN },
  // The firm's tags (decision 0054): every staff member reads the list and applies them; an ADMIN keeps the list.
  tags: { list: STAFF, create: ADMIN, update: ADMIN, delete: ADMIN },
  // Staff write with the firm's templates; ADMIN words them (docs/decisions/0056).
  'mail-templates': { list: STAFF, read: STAFF, create: ADMIN, update: ADMIN, delete: ADMIN },
  // Staff list the replies nobody could match and attach them by hand (docs/decisions/0057).
  'inbound-mails': { list: STAFF, update: STAFF },
  // The site's texts (issue 30, decision 0059): drafts, preview, publish, versions and restore.
  'site-content': { list: ADMIN, read: ADMIN, update: ADMIN },
  // The firm's details, colour, logo and hero photo (issue 30 item 3, docs/decisions/0060).
  settings: { read: ADMIN, update: ADMIN },
  'job-alerts': { list: ADMIN, delete: ADMIN },
};

/**
 * The kinds whose records a MANAGER limited to their charge sees only in part: jobs, profiles and companies whose
 * manager they are, the applications to those jobs, the interviews of those profiles and companies, those records'
 * people (a company's contacts among them) and the spontaneous applications and messages of those people, and the
 * files these records hold. The other kinds (services, managers) are the firm's catalog and staff, not records of
 * people: every MANAGER sees them.
 */
export const CHARGED_KINDS = [
  'jobs',
  'profiles',
  'companies',
  'job-applications',
  'spontaneous-applications',
  'talent-interviews',
  'contacts',
  'people',
  'files',
  'interviews',
] as const satisfies readonly PolicyKind[];
export type ChargedKind = (typeof CHARGED_KINDS)[number];

export const isChargedKind = (kind: string): kind is ChargedKind => (CHARGED_KINDS as readonly string[]).includes(kind);

/** The actor sees only what is in their charge: a MANAGER whom an ADMIN limited so. */
export const limitedToCharge = (actor: Actor): boolean => actor.role === 'MANAGER' && actor.recordScope === 'charge';

/** Whether the actor's role may do `action` on records of `kind` (which records: the server's charge predicate). */
export function can(actor: Pick<Actor, 'role'> | null | undefined, action: PolicyAction, kind: PolicyKind): boolean {
  if (!actor) return false;
  return RULES[kind][action]?.includes(actor.role) ?? false;
}

/** Every action the actor may take, per kind: what `/api/me` sends the client. */
export function permissionsOf(actor: Pick<Actor, 'role'>): Record<PolicyKind, PolicyAction[]> {
  return Object.fromEntries(
    POLICY_KINDS.map((kind) => [kind, POLICY_ACTIONS.filter((action) => can(actor, action, kind))]),
  ) as Record<PolicyKind, PolicyAction[]>;
}

/**
 * Whether a record handed to (or kept by) manager `managerId` stays within what the actor may see: a MANAGER
 * limited to their charge cannot give a job, a profile or a company to someone else, nor leave it without one.
 */
export const mayAssign = (actor: Actor, managerId: number | null | undefined): boolean =>
  !limitedToCharge(actor) || (actor.idManager !== null && managerId === actor.idManager);

/** docs/product-decisions.md#2-roles: an ADMIN edits any manager; a MANAGER only the one their account is linked to. */
export const mayEditManager = (actor: Pick<Actor, 'role' | 'idManager'> | null | undefined, managerId: number) =>
  Boolean(actor && (actor.role === 'ADMIN' || (can(actor, 'update', 'managers') && actor.idManager === managerId)));

/** What each admin screen shows or does, so that the menu shows a screen only to those who may use it. */
export const SCREEN_RULES: Record<AdminScreen, [PolicyAction, PolicyKind]> = {
  home: ['read', 'dashboard'],
  jobsApplications: ['list', 'job-applications'],
  spontanousApplications: ['list', 'spontaneous-applications'],
  talentsInterviews: ['list', 'talent-interviews'],
  contactsAdmin: ['list', 'contacts'],
  crudJob: ['list', 'jobs'],
  newJob: ['create', 'jobs'],
  crudProfile: ['list', 'profiles'],
  newProfile: ['create', 'profiles'],
  newService: ['list', 'services'],
  crudCompanies: ['list', 'companies'],
  crudPeople: ['list', 'people'],
  crudManagers: ['list', 'managers'],
  crudUsers: ['list', 'users'],
  auditLog: ['list', 'audit-log'],
  outbox: ['list', 'outbox'],
  jobAlerts: ['list', 'job-alerts'],
  // The replies nobody could match, to attach by hand (issue 29 item 5, docs/decisions/0057).
  replies: ['list', 'inbound-mails'],
  mailTemplates: ['update', 'mail-templates'],
  siteContent: ['list', 'site-content'],
  // The back-office search's results (issue 28 item 3): people and their records, as GET /api/search allows.
  search: ['list', 'people'],
  reports: ['read', 'reports'],
  // The interview calendar (issue 29 item 4): candidate interviews and client bookings.
  interviewCalendar: ['list', 'interviews'],
  // The tags' list (decision 0054): an ADMIN's setting.
  tagsAdmin: ['create', 'tags'],
  firmSettings: ['update', 'settings'],
};

/** Whether the actor may open an admin screen. */
export const canOpen = (actor: Pick<Actor, 'role'> | null | undefined, screen: AdminScreen): boolean =>
  can(actor, ...SCREEN_RULES[screen]);
