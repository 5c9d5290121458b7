import { ADMIN_SCREENS, adminPath } from '../../shared/admin-screens.ts';

/**
 * The public pages of docs/spec/product-spec.md#2-screens-and-routes (and the spontaneous application page), with the i18n key of the menu label
 * that titles each one (as the client's routes do) and the name of its search-engine texts in the site content
 * (`seo.{name}.title`, optional, and `seo.{name}.description`: src/shared/site-content/registry.ts).
 */
export const PUBLIC_PAGES: readonly { path: string; titleKey: string; seo: string }[] = [
  { path: '/', titleKey: 'menu.home', seo: 'home' },
  { path: '/whoWeAre', titleKey: 'menu.whoWeAre', seo: 'whoWeAre' },
  { path: '/visionValue', titleKey: 'menu.visionValue', seo: 'visionValue' },
  { path: '/interventionArea', titleKey: 'menu.interventionArea', seo: 'interventionArea' },
  { path: '/championTeam', titleKey: 'menu.championTeam', seo: 'championTeam' },
  { path: '/services', titleKey: 'menu.services', seo: 'services' },
  { path: '/for-clients', titleKey: 'menu.forClients', seo: 'forClients' },
  { path: '/jobs', titleKey: 'menu.jobs', seo: 'jobs' },
  { path: '/searchJobs', titleKey: 'menu.jobs', seo: 'jobs' },
  { path: '/profiles', titleKey: 'menu.profiles', seo: 'profiles' },
  { path: '/apply', titleKey: 'menu.talents', seo: 'apply' },
  { path: '/talentPool', titleKey: 'menu.requestTalent', seo: 'talentPool' },
  { path: '/spontaneous', titleKey: 'spontaneous.title', seo: 'spontaneous' },
  { path: '/contact', titleKey: 'menu.contact', seo: 'contact' },
  { path: '/privacy', titleKey: 'privacyNotice.title', seo: 'privacy' },
];

/** Pages of the sitemap: `searchJobs` shows the same content as `jobs`, so only one of them is listed. */
export const SITEMAP_PAGES = PUBLIC_PAGES.filter((p) => p.path !== '/searchJobs');

/** The admin area's screens (docs/spec/product-spec.md#2-screens-and-routes), its person pages and the login: never indexed. */
export const PRIVATE_PATHS = ['/login', ...ADMIN_SCREENS.map((screen) => adminPath(screen)), '/persons/'];
