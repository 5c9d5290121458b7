import { PIPELINE_DESCRIPTORS } from './pipelines/index.ts';
import { canOpen } from './policy.ts';
import type { PipelineResource } from './schemas/pipeline.ts';

/**
 * The admin area's screens of docs/spec/product-spec.md#2-screens-and-routes (its spelling: `spontanousApplications`), in menu order, written
 * once: the client's routes and menu, the dashboard's links and the server's list of never-indexed paths all
 * derive from it. Each screen lives at `/{name}` and is titled by its menu label `admin.menu.{name}`.
 */
export const ADMIN_SCREENS = [
  'home',
  'reports',
  'jobsApplications',
  'spontanousApplications',
  'talentsInterviews',
  'contactsAdmin',
  'interviewCalendar',
  'crudCompanies',
  'crudPeople',
  'crudJob',
  'newJob',
  'crudProfile',
  'newProfile',
  'newService',
  'crudManagers',
  'crudUsers',
  'auditLog',
  'outbox',
  'jobAlerts',
  'replies',
  'mailTemplates',
  'siteContent',
  'search',
  'tagsAdmin',
  'firmSettings',
] as const;
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

/** Screens only the ADMIN role may open, as the rule table says (src/shared/policy.ts; the server refuses the rest). */
export const ADMIN_ONLY_SCREENS: readonly AdminScreen[] = ADMIN_SCREENS.filter((s) => !canOpen({ role: 'MANAGER' }, s));

/** The screen that lists each pipeline's records (its descriptor's `screen`); a record opens at `/{screen}/{id}`. */
export const PIPELINE_SCREENS = Object.fromEntries(
  Object.entries(PIPELINE_DESCRIPTORS).map(([resource, d]) => [resource, d.screen]),
) as { [R in PipelineResource]: (typeof PIPELINE_DESCRIPTORS)[R]['screen'] };

/** The people screen: the people list, and a person at `/crudPeople/{id}` (issue 27 item 3). */
export const PEOPLE_SCREEN = 'crudPeople' satisfies AdminScreen;

/** The path of a screen, or of one record on it. */
export const adminPath = (screen: AdminScreen, id?: number | string): string =>
  id === undefined ? `/${screen}` : `/${screen}/${id}`;

export const adminTitleKey = (screen: AdminScreen) => `admin.menu.${screen}` as const;

/**
 * The back-office search's results screen (issue 28 item 3, `GET /api/search?q=`), where the top bar's search box
 * goes: `/search?q=`. Its page is declared among ADMIN_SCREENS with the search feature.
 */
export const ADMIN_SEARCH_PATH = '/search';
export const adminSearchPath = (q: string): string => `${ADMIN_SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;
