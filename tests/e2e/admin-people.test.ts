import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, people, personTags } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createTag, newMarker, personOf } from '../helpers/factories.ts';
import { logInAs, shoot } from './admin-helpers.ts';
import { expectAccessible, heading, poll } from './public-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

/** A contact message of a person of its own (their address), answering the record and the person. */
async function contactOf(firstName: string, email: string, phone: string, lastName: string) {
  const personId = await personOf(site.app.db, { email, phone, firstName, lastName });
  const [row] = await site.app.db
    .insert(contacts)
    .values({ firstName, lastName, email, phone, personId, message: 'Hello', process: 'NEW' })
    .returning();
  return { id: row!.id, personId };
}

describe('the people screens (issue 27 item 3)', () => {
  it('lists people with filters, opens a person by id, and merges a possible duplicate', async () => {
    const marker = newMarker();
    const phone = `+3226${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    const eva = await contactOf('Eva', `eva.${marker}@example.org`, phone, marker);
    const evi = await contactOf('Evi', `evi.${marker}@example.net`, phone, marker);

    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto(`/crudPeople?q=${marker}`);
    await poll(() => heading(page)).toBe('People');
    const rows = page.locator('tbody tr');
    await poll(() => rows.count()).toBe(2);
    expect((await rows.first().innerText()).toLowerCase()).toContain('possible duplicate');
    await expectAccessible(page);

    // The filters narrow the list and live in the address.
    await page.getByRole('combobox', { name: 'Kind', exact: true }).click();
    await page.getByRole('option', { name: 'Client contact', exact: true }).click();
    await page.getByText('Nothing matches these filters.').waitFor();
    expect(new URL(page.url()).searchParams.get('kind')).toBe('client');
    await page.goto(`/crudPeople?q=${marker}`);
    await poll(() => rows.count()).toBe(2);

    await rows.filter({ hasText: 'Eva' }).click();
    await poll(() => new URL(page.url()).pathname).toBe(`/crudPeople/${eva.personId}`);
    await poll(() => heading(page)).toBe(`Eva ${marker}`);
    await page
      .getByTestId('person-records')
      .getByRole('link', { name: `Contact #${eva.id}` })
      .waitFor();
    await page.getByTestId('person-activity').waitFor();
    await expectAccessible(page);

    // The possible duplicate is offered for a merge: fields side by side, the other's e-mail chosen.
    await page.getByRole('button', { name: `Merge with #${evi.personId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge two people' });
    await dialog.getByTestId('merge-fields').waitFor();
    await expectAccessible(page);
    await dialog.getByTestId('merge-email-from').check();
    await dialog.getByRole('button', { name: 'Merge…', exact: true }).click();
    // Issue 44 item 4: the merge asks to confirm first.
    await dialog.getByTestId('merge-confirm').waitFor();
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => page.getByTestId('person-records').getByRole('link').count()).toBe(2);
    await poll(() => page.locator('body').innerText()).toContain(`evi.${marker}@example.net`);
    expect(await page.getByTestId('person-activity').innerText()).toContain(
      `merge #${evi.personId} → #${eva.personId}`,
    );

    const [merged] = await site.app.db.select().from(people).where(eq(people.id, evi.personId));
    expect(merged).toMatchObject({ mergedInto: eva.personId, email: '' });

    // The merged person's address shows the kept person.
    await page.goto(`/crudPeople/${evi.personId}`);
    await poll(() => new URL(page.url()).pathname).toBe(`/crudPeople/${eva.personId}`);

    // The record page links to its person.
    await page.goto(`/contactsAdmin/${evi.id}`);
    await page.getByRole('link', { name: 'Open in People' }).click();
    await poll(() => new URL(page.url()).pathname).toBe(`/crudPeople/${eva.personId}`);
    await context.close();
  });

  it('merges from a person page: finds the other by name, shows what moves, takes the chosen values on confirm (issue 44 item 4)', async () => {
    const marker = newMarker();
    const kept = await contactOf('Noor', `noor.${marker}@example.org`, '+32470000001', `Peeters${marker}`);
    const other = await contactOf('Noor', `n.peeters.${marker}@example.net`, '', `Peters${marker}`);
    const tag = await createTag(site.app, { name: `vip ${marker}` });
    await site.app.db.insert(personTags).values({ personId: other.personId, tagId: tag.id });

    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto(`/crudPeople/${kept.personId}`);
    await poll(() => heading(page)).toBe(`Noor Peeters${marker}`);
    await page.getByRole('button', { name: 'Merge…', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge two people' });
    // No id to type: a search by name, e-mail or phone, and the people it finds.
    await dialog.getByRole('textbox', { name: 'The other person' }).fill(`Peters${marker}`);
    const results = dialog.getByTestId('merge-results');
    await poll(() => results.getByRole('button').count()).toBe(1);
    expect(await results.innerText()).toContain(`n.peeters.${marker}@example.net`);
    await expectAccessible(page);
    await results.getByRole('button').click();

    // Both side by side, what moves counted by the server, a choice only where both have a different value.
    await dialog.getByTestId('merge-fields').waitFor();
    const moves = dialog.getByTestId('merge-moves');
    await poll(() => moves.innerText()).toContain('1 record (Contact: 1)');
    expect(await moves.innerText()).toContain(`1 tag: vip ${marker}`);
    expect(await dialog.getByTestId('merge-firstName-kept').count()).toBe(0);
    expect(await dialog.getByTestId('merge-phone-from').count()).toBe(0);
    await dialog.getByTestId('merge-lastName-from').check();
    await expectAccessible(page);
    await shoot(page, 'merge-preview');

    await dialog.getByRole('button', { name: 'Merge…', exact: true }).click();
    const confirm = dialog.getByTestId('merge-confirm');
    await poll(() => confirm.innerText()).toContain(`Merge Noor Peters${marker} into Noor Peeters${marker}?`);
    expect(await confirm.innerText()).toContain(`Last name: Peters${marker}`);
    // Nothing is merged before the confirmation.
    const [before] = await site.app.db.select().from(people).where(eq(people.id, other.personId));
    expect(before?.mergedInto).toBeNull();
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => page.getByTestId('person-records').getByRole('link').count()).toBe(2);

    const [merged] = await site.app.db.select().from(people).where(eq(people.id, other.personId));
    expect(merged?.mergedInto).toBe(kept.personId);
    const [now] = await site.app.db.select().from(people).where(eq(people.id, kept.personId));
    expect(now).toMatchObject({
      lastName: `Peters${marker}`,
      email: `noor.${marker}@example.org`,
      phone: '+32470000001',
    });
    await context.close();
  });
});
