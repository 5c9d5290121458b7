import type { RouteObject } from 'react-router';
import { publicPage } from './lazy.ts';

/** A public route: its page module (under src/client/features), the key of its title, the home section it shows. */
function route(path: string | undefined, file: string, titleKey: string, anchor?: string): RouteObject {
  const { lazy, module } = publicPage(file);
  const handle = { titleKey, anchor, module };
  return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
}

const HOME = 'home/HomePage.tsx';

/** Public routes of docs/spec/product-spec.md#2-screens-and-routes (and the detail pages they lead to). */
export const publicRoutes: RouteObject[] = [
  route(undefined, HOME, 'menu.home'),
  route('whoWeAre', HOME, 'menu.whoWeAre', 'aboutus'),
  route('visionValue', HOME, 'menu.visionValue', 'ourVision'),
  route('interventionArea', HOME, 'menu.interventionArea', 'ourActivity'),
  route('championTeam', HOME, 'menu.championTeam', 'Team'),
  route('services', 'services/ServicesPage.tsx', 'menu.services'),
  route('for-clients', 'services/ForClientsPage.tsx', 'menu.forClients'),
  route('jobs', 'jobs/JobsPage.tsx', 'menu.jobs'),
  route('searchJobs', 'jobs/JobsPage.tsx', 'menu.jobs'),
  route('jobs/:id', 'jobs/JobPage.tsx', 'menu.jobs'),
  route('profiles', 'profiles/ProfilesPage.tsx', 'menu.profiles'),
  route('profiles/:id', 'profiles/ProfilePage.tsx', 'menu.profiles'),
  route('apply', 'talents/ApplyPage.tsx', 'menu.talents'),
  route('talentPool', 'talents/TalentPoolPage.tsx', 'menu.requestTalent'),
  route('spontaneous', 'spontaneous/SpontaneousPage.tsx', 'spontaneous.title'),
  route('contact', 'contact/ContactPage.tsx', 'menu.contact'),
  route('privacy', 'privacy/PrivacyPage.tsx', 'privacyNotice.title'),
  route('my-data', 'privacy/MyDataPage.tsx', 'myData.title'),
  route('login', 'auth/LoginPage.tsx', 'menu.login'),
  // Staff help themselves (docs/decisions/0076): the link mailed by "Forgot your password?" opens the second.
  route('forgot-password', 'auth/ForgotPasswordPage.tsx', 'auth.forgotTitle'),
  route('reset-password', 'auth/ResetPasswordPage.tsx', 'auth.resetTitle'),
  // A candidate's signed link to pick an interview slot (docs/decisions/0058): rendered by the server, never cached.
  route('interview-slots/:token', 'interview-slots/InterviewSlotsPage.tsx', 'interviewSlots.title'),
];
