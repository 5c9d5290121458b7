import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { SiteContentItem, SiteContentVersion } from '../../shared/schemas/site-content.ts';
import { DEFAULT_TEXTS } from './site-content.ts';

/**
 * Issue 44 item 22: the first start's site texts named the demo firm's facts (founded in 2011, 120+ consultants,
 * offices in Brussels and Antwerp...), so a firm that renamed itself read them as its own. They are demo content
 * now, seeded with the demo; without it, the texts are neutral and name the firm from its settings.
 */
const DEMO_FACTS = [
  'Northwind',
  '2011',
  '120+',
  'Antwerp',
  'Anvers',
  'Meir',
  'thirty people',
  'trentaine',
  'dertig',
  'one working day',
  'jour ouvrable',
  'werkdag',
  'three weeks',
  'trois semaines',
  'drie weken',
  'four main fields',
];

/**
 * What a page must not claim for a firm that is not the demo's (a province's name, "Anvers", is interface wording:
 * the place names of the job search; "one working day" is the forms' interface wording too, left to the catalogs).
 */
const DEMO_CLAIMS = [
  'Northwind',
  '2011',
  'founded',
  'fondé',
  'opgericht',
  '120+',
  'Meir 44',
  'Brussels and Antwerp',
  'Bruxelles et Anvers',
  'Brussel en Antwerpen',
  'thirty people',
  'trentaine',
  'dertig',
  'four main fields',
  'quatre grands domaines',
  'vier grote domeinen',
];

const ACME = {
  firmName: 'Acme Recruit',
  addresses: ['Rue Neuve 1, 1000 Brussels'],
  phones: ['+32 2 000 00 00', '+32 3 000 00 00'],
  email: 'hello@acme.example.com',
  networkUrl: 'https://www.linkedin.com/company/acme-example',
  copyrightHolder: 'Acme Recruit SRL',
  dpo: { name: 'DPO, Acme Recruit', email: 'dpo@acme.example.com', address: 'Rue Neuve 1, 1000 Brussels' },
};

const found = (facts: string[]) => (text: string) =>
  facts.filter((fact) => text.toLowerCase().includes(fact.toLowerCase()));
const factsIn = found(DEMO_FACTS);
const claimsIn = found(DEMO_CLAIMS);

async function renameToAcme(admin: Staff) {
  const saved = await admin.send('PUT', '/api/settings/firm', ACME);
  expect(saved.statusCode, saved.body).toBe(200);
}

const page = (t: TestApp, url: string, lang: Language) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: `lang=${lang}` } });

describe('the first start without the demo (issue 44 item 22)', () => {
  let t: TestApp;
  let admin: Staff;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_MB: '0' });
    admin = staff(t, await t.login());
  });
  afterAll(() => t.close());

  it('ships default texts that name no demo firm nor any of its facts, in any language', () => {
    const found = Object.entries(DEFAULT_TEXTS).flatMap(([key, texts]) =>
      LANGUAGES.flatMap((lang) => factsIn(texts[lang]).map((fact) => `${key} (${lang}): ${fact}`)),
    );
    expect(found).toEqual([]);
    const file = readFileSync(join(import.meta.dirname, 'defaults.json'), 'utf8');
    expect(factsIn(file)).toEqual([]);
  });

  it('shows a firm renamed "Acme Recruit" its own name and no demo claim, on its pages and in its catalogs', async () => {
    await renameToAcme(admin);
    for (const lang of LANGUAGES) {
      const home = await page(t, '/', lang);
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('Acme Recruit');
      expect(claimsIn(home.body), lang).toEqual([]);
      for (const url of ['/for-clients', '/contact', '/privacy', '/jobs']) {
        const other = await page(t, url, lang);
        expect(claimsIn(other.body), `${url} ${lang}`).toEqual([]);
      }
      const catalog = (await t.app.inject({ method: 'GET', url: `/assets/i18n/${lang}.json` })).body;
      expect(catalog).toContain('Acme Recruit');
      expect(claimsIn(catalog), lang).toEqual([]);
    }
  });
});

describe('the first start with the demo', () => {
  let t: TestApp;
  let admin: Staff;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_MB: '0' }, { demo: true });
    admin = staff(t, await t.login());
  });
  afterAll(() => t.close());

  it("shows the demo firm's texts as before, as their first version, which a restore gives back", async () => {
    const home = await page(t, '/', 'en');
    expect(home.body).toContain('was founded in 2011');
    expect(home.body).toContain('consultants on assignment');
    const { items } = (await admin.get('/api/site-content')).json<{ items: SiteContentItem[] }>();
    const p1 = items.find((i) => i.key === 'home.aboutus.p1')!;
    expect(p1.published).toMatchObject({ version: 0 });
    expect(p1.published.en).toContain('was founded in 2011');

    const edited = { fr: '<p>Autre</p>', en: '<p>Other</p>', nl: '<p>Ander</p>' };
    expect((await admin.send('PUT', '/api/site-content/home.aboutus.p1', edited)).statusCode).toBe(200);
    expect((await admin.send('POST', '/api/site-content/publish', { keys: ['home.aboutus.p1'] })).statusCode).toBe(200);
    const versions = (await admin.get('/api/site-content/home.aboutus.p1/versions')).json<{
      items: SiteContentVersion[];
    }>().items;
    expect(versions.map((v) => v.version)).toEqual([1, 0]);
    expect(versions[1]!.en).toContain('was founded in 2011');
    const restored = await admin.send('POST', '/api/site-content/home.aboutus.p1/restore', { version: 0 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<SiteContentItem>().draft!.en).toContain('was founded in 2011');
  });
});
