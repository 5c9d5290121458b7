import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobApplications } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { newMarker, personOf } from '../helpers/factories.ts';
import { logInAs, shoot } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

describe('bulk actions (issue 28, item 5)', () => {
  it('tick rows of the job applications list, move them at once, and read what was refused; axe-clean', async () => {
    const marker = newMarker();
    const make = async (suffix: string, process: string) => {
      const fields = {
        firstName: 'Bulk',
        lastName: `${marker}${suffix}`,
        email: `${marker}${suffix}@example.com`,
        phone: '+32470123456',
      };
      const [row] = await site.app.db
        .insert(jobApplications)
        .values({ ...fields, personId: await personOf(site.app.db, fields), process })
        .returning();
      return row!;
    };
    const rows = [await make('a', 'NEW'), await make('b', 'IN_REVIEW'), await make('c', 'HIRED')];

    const { page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await logInAs(page);
    await page.goto(`/jobsApplications?q=${marker}`);
    for (const r of rows) {
      await page.getByRole('checkbox', { name: `Select Bulk ${r.lastName}` }).check();
    }
    await shoot(page, 'bulk-ticked');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    await bar.getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move 3 records' });
    await dialog.getByLabel('New state').click();
    await page.getByRole('option', { name: 'Interview' }).click();
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await dialog.getByRole('button', { name: 'Move 3' }).click();

    const summary = page.getByRole('dialog', { name: 'Done' });
    await summary.getByText('2 records moved.').waitFor();
    await summary.getByText('Refused (1):').waitFor();
    await summary.getByText(`#${rows[2]!.id}: This change of state is not allowed from the current state.`).waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    const after = await site.app.db
      .select()
      .from(jobApplications)
      .where(
        inArray(
          jobApplications.id,
          rows.map((r) => r.id),
        ),
      );
    expect(Object.fromEntries(after.map((r) => [r.id, r.process]))).toEqual({
      [rows[0]!.id]: 'INTERVIEW',
      [rows[1]!.id]: 'INTERVIEW',
      [rows[2]!.id]: 'HIRED',
    });
    const audited = await site.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['bulk.move']));
    expect(audited.filter((a) => rows.some((r) => r.id === Number(a.detail.id)))).toHaveLength(3);
    // The selection is cleared once the action is done.
    await summary.getByRole('button', { name: 'Close' }).click();
    await bar.waitFor({ state: 'detached' });
  }, 240_000);
});
