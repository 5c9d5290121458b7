import type { RouteObject } from 'react-router';
import { ADMIN_SCREENS, adminTitleKey, PIPELINE_SCREENS, type AdminScreen } from '../../shared/admin-screens.ts';
import { PIPELINE_RESOURCES, type PipelineResource } from '../../shared/schemas/pipeline.ts';
import { RequireAdmin } from '../features/auth/RequireAdmin.tsx';
import { page, type RouteHandle } from './lazy.ts';

type AdminHandle = RouteHandle & { pipeline?: PipelineResource };
type Lazy = ReturnType<typeof page>;

const jobForm = page(() => import('../features/admin-jobs/JobFormPage.tsx'));
const profileForm = page(() => import('../features/admin-profiles/ProfileFormPage.tsx'));
const pipelineList = page(() => import('../features/admin-pipelines/PipelineListPage.tsx'));
const siteContent = page(() => import('../features/admin-site-content/SiteContentPage.tsx'));
const pipelineRecord = page(() => import('../features/admin-pipelines/PipelineRecordPage.tsx'));
const board = page(() => import('../features/admin-board/BoardPage.tsx'));

/** The page of each screen, and of one record on it (`/{screen}/:id`) where it has one. */
const PAGES: Record<AdminScreen, { list: Lazy; record?: Lazy }> = {
  home: { list: page(() => import('../features/admin-home/AdminHomePage.tsx')) },
  reports: { list: page(() => import('../features/admin-reports/ReportsPage.tsx')) },
  jobsApplications: { list: pipelineList, record: pipelineRecord },
  spontanousApplications: { list: pipelineList, record: pipelineRecord },
  talentsInterviews: { list: pipelineList, record: pipelineRecord },
  contactsAdmin: { list: pipelineList, record: pipelineRecord },
  interviewCalendar: { list: page(() => import('../features/admin-calendar/CalendarPage.tsx')) },
  crudCompanies: {
    list: page(() => import('../features/admin-companies/CompaniesAdminPage.tsx')),
    record: page(() => import('../features/admin-companies/CompanyPage.tsx')),
  },
  crudPeople: {
    list: page(() => import('../features/admin-persons/PeopleListPage.tsx')),
    record: page(() => import('../features/admin-persons/PersonByIdPage.tsx')),
  },
  crudJob: { list: page(() => import('../features/admin-jobs/JobsAdminPage.tsx')), record: jobForm },
  newJob: { list: jobForm },
  crudProfile: { list: page(() => import('../features/admin-profiles/ProfilesAdminPage.tsx')), record: profileForm },
  newProfile: { list: profileForm },
  newService: { list: page(() => import('../features/admin-services/ServicesAdminPage.tsx')) },
  crudManagers: { list: page(() => import('../features/admin-managers/ManagersAdminPage.tsx')) },
  crudUsers: { list: page(() => import('../features/admin-users/UsersAdminPage.tsx')) },
  auditLog: { list: page(() => import('../features/admin-audit/AuditLogPage.tsx')) },
  outbox: { list: page(() => import('../features/admin-outbox/OutboxPage.tsx')) },
  jobAlerts: { list: page(() => import('../features/admin-job-alerts/JobAlertsPage.tsx')) },
  replies: { list: page(() => import('../features/admin-inbox/RepliesPage.tsx')) },
  mailTemplates: { list: page(() => import('../features/admin-mail/MailTemplatesPage.tsx')) },
  siteContent: { list: siteContent, record: siteContent },
  search: { list: page(() => import('../features/admin-search/SearchPage.tsx')) },
  tagsAdmin: { list: page(() => import('../features/admin-tags/TagsAdminPage.tsx')) },
  firmSettings: { list: page(() => import('../features/admin-settings/FirmSettingsPage.tsx')) },
};

/** The pipeline a screen lists, for the pipeline pages (profiles have screens of their own). */
const pipelineOf = (screen: AdminScreen) =>
  PIPELINE_RESOURCES.find((r) => r !== 'profiles' && PIPELINE_SCREENS[r] === screen);

function screenRoutes(screen: AdminScreen): RouteObject[] {
  const handle: AdminHandle = { titleKey: adminTitleKey(screen), pipeline: pipelineOf(screen) };
  const { list, record } = PAGES[screen];
  return [{ path: screen, lazy: list, handle }, ...(record ? [{ path: `${screen}/:id`, lazy: record, handle }] : [])];
}

/**
 * Admin-area routes of docs/spec/product-spec.md#2-screens-and-routes. Each screen is its own chunk, loaded only after the guard lets the user in,
 * so a visitor never downloads admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [
      {
        lazy: page(() => import('../features/admin-shell/AdminLayout.tsx')),
        // Full width, its own header and sidebar: the public header and footer step aside (PublicLayout).
        handle: { ownShell: true },
        children: [
          ...ADMIN_SCREENS.flatMap(screenRoutes),
          // The boards (issue 28 item 1, docs/decisions/0053): a job's applications, the spontaneous ones.
          { path: 'crudJob/:id/board', lazy: board, handle: { titleKey: 'board.open' } },
          { path: 'spontanousApplications/board', lazy: board, handle: { titleKey: 'board.spontaneousTitle' } },
          // The person of a record (decision 0030), e-mail keyed; it links to the person's page by id, /crudPeople/{id}.
          {
            path: 'persons/:recordType/:id',
            lazy: page(() => import('../features/admin-persons/PersonPage.tsx')),
            handle: { titleKey: 'persons.title' },
          },
        ],
      },
    ],
  },
];
