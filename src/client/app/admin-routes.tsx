import type { RouteObject } from 'react-router';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import { RequireAdmin } from '../features/auth/RequireAdmin.tsx';
import { page, type RouteHandle } from './lazy.ts';

type AdminHandle = RouteHandle & { pipeline?: PipelineResource };
const h = (titleKey: string, pipeline?: PipelineResource): AdminHandle => ({ titleKey, pipeline });

const jobForm = page(() => import('../features/admin-jobs/JobFormPage.tsx'));
const profileForm = page(() => import('../features/admin-profiles/ProfileFormPage.tsx'));
const pipelineList = page(() => import('../features/admin-pipelines/PipelineListPage.tsx'));
const pipelineRecord = page(() => import('../features/admin-pipelines/PipelineRecordPage.tsx'));

/** The four pipeline screens of spec section 2 (its spelling), each a list and a record view. */
const pipelines: [string, PipelineResource, string][] = [
  ['jobsApplications', 'job-applications', 'admin.menu.jobsApplications'],
  ['spontanousApplications', 'spontaneous-applications', 'admin.menu.spontanousApplications'],
  ['talentsInterviews', 'talent-interviews', 'admin.menu.talentsInterviews'],
  ['contactsAdmin', 'contacts', 'admin.menu.contactsAdmin'],
];

/**
 * Admin-area routes of spec section 2. Each screen is its own chunk, loaded only after the guard lets the user in,
 * so a visitor never downloads admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [
      {
        lazy: page(() => import('../features/admin-shell/AdminLayout.tsx')),
        children: [
          {
            path: 'home',
            lazy: page(() => import('../features/admin-home/AdminHomePage.tsx')),
            handle: h('admin.menu.home'),
          },
          {
            path: 'newService',
            lazy: page(() => import('../features/admin-services/ServicesAdminPage.tsx')),
            handle: h('admin.menu.newService'),
          },
          {
            path: 'crudJob',
            lazy: page(() => import('../features/admin-jobs/JobsAdminPage.tsx')),
            handle: h('admin.menu.crudJob'),
          },
          { path: 'crudJob/:id', lazy: jobForm, handle: h('admin.menu.crudJob') },
          { path: 'newJob', lazy: jobForm, handle: h('admin.menu.newJob') },
          {
            path: 'crudProfile',
            lazy: page(() => import('../features/admin-profiles/ProfilesAdminPage.tsx')),
            handle: h('admin.menu.crudProfile'),
          },
          { path: 'crudProfile/:id', lazy: profileForm, handle: h('admin.menu.crudProfile') },
          { path: 'newProfile', lazy: profileForm, handle: h('admin.menu.newProfile') },
          {
            path: 'crudManagers',
            lazy: page(() => import('../features/admin-managers/ManagersAdminPage.tsx')),
            handle: h('admin.menu.crudManagers'),
          },
          {
            path: 'crudUsers',
            lazy: page(() => import('../features/admin-users/UsersAdminPage.tsx')),
            handle: h('admin.menu.crudUsers'),
          },
          {
            path: 'auditLog',
            lazy: page(() => import('../features/admin-audit/AuditLogPage.tsx')),
            handle: h('admin.menu.auditLog'),
          },
          {
            path: 'outbox',
            lazy: page(() => import('../features/admin-outbox/OutboxPage.tsx')),
            handle: h('outbox.menu'),
          },
          ...pipelines.flatMap(([path, pipeline, titleKey]): RouteObject[] => [
            { path, lazy: pipelineList, handle: h(titleKey, pipeline) },
            { path: `${path}/:id`, lazy: pipelineRecord, handle: h(titleKey, pipeline) },
          ]),
        ],
      },
    ],
  },
];
