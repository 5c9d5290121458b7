import type { RouteObject } from 'react-router';
import { page, type RouteHandle } from './lazy.ts';

const home = page(() => import('../features/home/HomePage.tsx'));
const h = (titleKey: string, anchor?: string): RouteHandle => ({ titleKey, anchor });

/** Public routes of docs/spec/product-spec.md#2-screens-and-routes (and the detail pages they lead to). */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: home, handle: h('menu.home') },
  { path: 'whoWeAre', lazy: home, handle: h('menu.whoWeAre', 'aboutus') },
  { path: 'visionValue', lazy: home, handle: h('menu.visionValue', 'ourVision') },
  { path: 'interventionArea', lazy: home, handle: h('menu.interventionArea', 'ourActivity') },
  { path: 'championTeam', lazy: home, handle: h('menu.championTeam', 'Team') },
  { path: 'services', lazy: page(() => import('../features/services/ServicesPage.tsx')), handle: h('menu.services') },
  {
    path: 'for-clients',
    lazy: page(() => import('../features/services/ForClientsPage.tsx')),
    handle: h('menu.forClients'),
  },
  { path: 'jobs', lazy: page(() => import('../features/jobs/JobsPage.tsx')), handle: h('menu.jobs') },
  { path: 'searchJobs', lazy: page(() => import('../features/jobs/JobsPage.tsx')), handle: h('menu.jobs') },
  { path: 'jobs/:id', lazy: page(() => import('../features/jobs/JobPage.tsx')), handle: h('menu.jobs') },
  { path: 'profiles', lazy: page(() => import('../features/profiles/ProfilesPage.tsx')), handle: h('menu.profiles') },
  {
    path: 'profiles/:id',
    lazy: page(() => import('../features/profiles/ProfilePage.tsx')),
    handle: h('menu.profiles'),
  },
  { path: 'apply', lazy: page(() => import('../features/talents/ApplyPage.tsx')), handle: h('menu.talents') },
  {
    path: 'talentPool',
    lazy: page(() => import('../features/talents/TalentPoolPage.tsx')),
    handle: h('menu.requestTalent'),
  },
  {
    path: 'spontaneous',
    lazy: page(() => import('../features/spontaneous/SpontaneousPage.tsx')),
    handle: h('spontaneous.title'),
  },
  { path: 'contact', lazy: page(() => import('../features/contact/ContactPage.tsx')), handle: h('menu.contact') },
  {
    path: 'privacy',
    lazy: page(() => import('../features/privacy/PrivacyPage.tsx')),
    handle: h('privacyNotice.title'),
  },
  { path: 'my-data', lazy: page(() => import('../features/privacy/MyDataPage.tsx')), handle: h('myData.title') },
  { path: 'login', lazy: page(() => import('../features/auth/LoginPage.tsx')), handle: h('menu.login') },
];
