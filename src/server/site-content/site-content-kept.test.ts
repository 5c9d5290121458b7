import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  // No page cache: every request renders its page, and reads the texts from what is kept per change.
  // With the demo's site texts (issue 44 item 22: they are demo content), which the renamed firm's page shows.
  t = await createTestApp({ PUBLIC_CACHE_MB: '0' }, { demo: true });
  admin = staff(t, await t.login());
});
afterAll(() => t.close());

const page = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: 'lang=en' } })).body;

/** Writes the hero title without firing the table's trigger: what texts kept too long would go on showing. */
async function retitleSilently(en: string) {
  await t.app.db.execute(sql`alter table site_content disable trigger site_content_public_cache`);
  try {
    await t.app.db.execute(
      sql`insert into site_content (key, fr, en, nl, version) values ('home.hero.title', 'x', ${en}, 'x', 1)
          on conflict (key) do update set en = excluded.en`,
    );
  } finally {
    await t.app.db.execute(sql`alter table site_content enable trigger site_content_public_cache`);
  }
}

describe('the published site content with the page cache off (PUBLIC_CACHE_MB=0, decision 0059 addendum)', () => {
  it('is read once per change, not once per page: it still hears the changes', async () => {
    expect(t.app.publicCache.listening).toBe(true);
    expect(await page('/')).toContain('The right people for the work that matters');
    await retitleSilently('Written behind the trigger');
    // Kept in memory: no page keeps an answer, yet the texts are not read again.
    expect(await page('/')).not.toContain('Written behind the trigger');
    expect(t.app.publicCache.size).toBe(0);

    const texts = { fr: 'Titre publié', en: 'Published title', nl: 'Gepubliceerde titel' };
    expect((await admin.send('PUT', '/api/site-content/home.hero.title', texts)).statusCode).toBe(200);
    // A draft is not shown; the preview reads it.
    expect(await page('/')).not.toContain('Published title');
    const preview = await admin.get('/api/site-content/preview?lang=en');
    expect(preview.json<{ texts: Record<string, string> }>().texts['home.hero.title']).toBe('Published title');
    expect((await admin.send('POST', '/api/site-content/publish', { keys: ['home.hero.title'] })).statusCode).toBe(200);
    expect(await page('/')).toContain('Published title');
    expect((await t.app.inject({ method: 'GET', url: '/assets/i18n/en.json' })).body).toContain('Published title');
  });

  it('shows a new firm name at once ({{firmName}} in the texts)', async () => {
    const firm = (await admin.get('/api/settings/firm')).json<Record<string, unknown>>();
    delete firm.saved;
    delete firm.brand;
    const renamed = await admin.send('PUT', '/api/settings/firm', { ...firm, firmName: 'Renamed Kept Firm' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await page('/')).toContain('Renamed Kept Firm was founded in 2011');
  });
});
