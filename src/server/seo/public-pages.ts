import { ADMIN_SCREENS, adminPath } from '../../shared/admin-screens.ts';

/**
 * The public pages of docs/spec/product-spec.md#2-screens-and-routes (and the spontaneous application page), with the i18n key of the menu label
 * that titles each one (as the client's routes do) and the key of its description for search engines.
 */
export const PUBLIC_PAGES: readonly { path: string; titleKey: string; descriptionKey: string }[] = [
  { path: '/', titleKey: 'menu.home', descriptionKey: 'seo.home' },
  { path: '/whoWeAre', titleKey: 'menu.whoWeAre', descriptionKey: 'seo.whoWeAre' },
  { path: '/visionValue', titleKey: 'menu.visionValue', descriptionKey: 'seo.visionValue' },
  { path: '/interventionArea', titleKey: 'menu.interventionArea', descriptionKey: 'seo.interventionArea' },
  { path: '/championTeam', titleKey: 'menu.championTeam', descriptionKey: 'seo.championTeam' },
  { path: '/services', titleKey: 'menu.services', descriptionKey: 'seo.services' },
  { path: '/for-clients', titleKey: 'menu.forClients', descriptionKey: 'seo.forClients' },
  { path: '/jobs', titleKey: 'menu.jobs', descriptionKey: 'seo.jobs' },
  { path: '/searchJobs', titleKey: 'menu.jobs', descriptionKey: 'seo.jobs' },
  { path: '/profiles', titleKey: 'menu.profiles', descriptionKey: 'seo.profiles' },
  { path: '/apply', titleKey: 'menu.talents', descriptionKey: 'seo.apply' },
  { path: '/talentPool', titleKey: 'menu.requestTalent', descriptionKey: 'seo.talentPool' },
  { path: '/spontaneous', titleKey: 'spontaneous.title', descriptionKey: 'seo.spontaneous' },
  { path: '/contact', titleKey: 'menu.contact', descriptionKey: 'seo.contact' },
  { path: '/privacy', titleKey: 'privacyNotice.title', descriptionKey: 'seo.privacy' },
];

/** Pages of the sitemap: `searchJobs` shows the same content as `jobs`, so only one of them is listed. */
export const SITEMAP_PAGES = PUBLIC_PAGES.filter((p) => p.path !== '/searchJobs');

/** The admin area's screens (docs/spec/product-spec.md#2-screens-and-routes), its person pages and the login: never indexed. */
export const PRIVATE_PATHS = ['/login', ...ADMIN_SCREENS.map((screen) => adminPath(screen)), '/persons/'];
