import { afterAll, beforeAll, describe, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { recordOfEachKind, type AdminRecords } from './admin-helpers.ts';
import { walkInLanguage } from './admin-walk.ts';

/* Every admin screen in fr: rendered, and axe with the menu unfolded and folded (tests/e2e/admin-walk.ts). */

let site: RunningSite;
let records: AdminRecords;
beforeAll(async () => {
  site = await startSite();
  records = await recordOfEachKind(site.app);
});
afterAll(() => site?.close());

describe('the back-office in fr', () => {
  it('renders every screen and passes axe (WCAG 2.1 A/AA) there, with the menu unfolded and folded', async () => {
    await walkInLanguage(site, records, 'fr');
  }, 600_000);
});
