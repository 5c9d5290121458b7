import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import { createJob, newMarker } from '../../../tests/helpers/factories.ts';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { SITE_CONTENT, type SiteContentEntry } from '../../shared/site-content/registry.ts';
import { appConfigFile } from '../app-config.ts';
import { siteContent } from '../db/schema/index.ts';
import { I18N_DIR } from '../paths.ts';
import { PUBLIC_PAGES } from '../seo/public-pages.ts';

let t: TestApp;
let admin: Staff;
let jobId: number;
beforeAll(async () => {
  // The demo's site texts (issue 44 item 22: they are demo content), which these pages are checked against.
  t = await createTestApp({}, { demo: true });
  admin = staff(t, await t.login());
  jobId = (await createJob(t.app, newMarker())).id;
});
afterAll(() => t.close());

const page = (url: string, lang: Language) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: `lang=${lang}` } });
/** The app's root HTML of a server-rendered page. */
const root = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '');

async function publish(key: string, texts: Record<Language, string>) {
  const saved = await admin.send('PUT', `/api/site-content/${key}`, texts);
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await admin.send('POST', '/api/site-content/publish', { keys: [key] });
  expect(res.statusCode).toBe(200);
}

describe('the interface catalogs hold interface wording only (issue 30)', () => {
  it('names no firm: neither the demo firm nor the configured one', () => {
    const names = ['Northwind', appConfigFile().firmName];
    const found: string[] = [];
    for (const lang of readdirSync(I18N_DIR).filter((f) => !f.includes('.')))
      for (const file of readdirSync(join(I18N_DIR, lang))) {
        const text = readFileSync(join(I18N_DIR, lang, file), 'utf8');
        for (const name of names) if (text.toLowerCase().includes(name.toLowerCase())) found.push(`${lang}/${file}`);
      }
    expect(found).toEqual([]);
  });

  it('leaves the catalog key `siteContent` to the published texts that travel in it', () => {
    for (const lang of LANGUAGES)
      for (const file of readdirSync(join(I18N_DIR, lang)))
        expect(Object.keys(JSON.parse(readFileSync(join(I18N_DIR, lang, file), 'utf8')) as object)).not.toContain(
          'siteContent',
        );
  });
});

describe('the public pages show the published site content (issue 30)', () => {
  it('renders the home page with the firm texts, the firm name filled in, and the anchors and copyright in code', async () => {
    const res = await page('/', 'en');
    expect(res.statusCode).toBe(200);
    const html = root(res.body);
    expect(html).toContain('The right people for the work that matters');
    expect(html).toContain(`${appConfigFile().firmName} was founded in 2011`);
    expect(html).not.toContain('{{firmName}}');
    for (const anchor of ['aboutus', 'ourVision', 'ourActivity', 'Team']) expect(html).toContain(`id="${anchor}"`);
    expect(html).toContain(`© ${new Date().getFullYear()} ${appConfigFile().copyrightHolder}`);
    // The search-engine description is the firm's too.
    expect(res.body).toMatch(/<meta name="description" content="[^"]*recruitment and IT consulting in Brussels/);
  });

  it('shows the published text, not the draft, and the new one at once after a publish (cache dropped)', async () => {
    expect((await page('/', 'fr')).statusCode).toBe(200);
    await page('/', 'fr'); // now from the public cache
    expect(t.app.publicCache.size).toBeGreaterThan(0);
    await admin.send('PUT', '/api/site-content/home.hero.title', {
      fr: 'Titre en brouillon',
      en: 'Draft title',
      nl: 'Concepttitel',
    });
    expect(root((await page('/', 'fr')).body)).not.toContain('Titre en brouillon');
    await admin.send('POST', '/api/site-content/publish', { keys: ['home.hero.title'] });
    expect(root((await page('/', 'fr')).body)).toContain('Titre en brouillon');
  });

  it('drops every process cache when the table changes, whoever writes it (the trigger)', async () => {
    await page('/for-clients', 'en');
    expect(root((await page('/for-clients', 'en')).body)).not.toContain('Written by hand');
    // A write that no request of this process made: only the table's notification can drop the cached page.
    await t.app.db
      .insert(siteContent)
      .values({ key: 'forClients.lead', fr: 'Écrit à la main', en: 'Written by hand', nl: 'Met de hand', version: 1 })
      .onConflictDoUpdate({ target: siteContent.key, set: { en: 'Written by hand' } });
    let html = '';
    for (let i = 0; i < 50 && !html.includes('Written by hand'); i++) {
      await new Promise((r) => setTimeout(r, 20));
      html = root((await page('/for-clients', 'en')).body);
    }
    expect(html).toContain('Written by hand');
  });

  it('marks a text shown in the firm default language with its lang', async () => {
    await publish('home.aboutus.lead', { fr: '', en: 'Only in English', nl: '' });
    const html = root((await page('/', 'nl')).body);
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Only in English<\/p>/);
  });

  it('renders a rich text as sanitised HTML', async () => {
    await publish('home.aboutus.p1', {
      fr: '<p>Un <strong>texte</strong> <a href="/jobs">lien</a></p><ul><li>un</li></ul>',
      en: '<p>A <strong>text</strong> <a href="/jobs">link</a></p><ul><li>one</li></ul>',
      nl: '<p>Een <strong>tekst</strong></p>',
    });
    const html = root((await page('/', 'en')).body);
    expect(html).toContain('<p>A <strong>text</strong> <a href="/jobs">link</a></p><ul><li>one</li></ul>');
  });
});

/** A text of `length` characters with right-to-left marks, Arabic and emoji, for a plain or a rich place. */
function extreme(entry: SiteContentEntry, length: number): string {
  const unit = 'Ünïcødé \u200fمرحبا\u200e 🎉👩🏽‍💻 <b>&amp; "quotes" ';
  // A rich text's limit counts what a visitor reads: its paragraph's tags come on top.
  const room = length;
  let text = '';
  while (text.length + unit.length <= room) text += unit;
  text += 'x'.repeat(room - text.length);
  return entry.format === 'rich' ? `<p>${text.replace(/[<>&]/g, '.')}</p>` : text;
}

const PATHS = [...PUBLIC_PAGES.map((p) => p.path), '/jobs/:job'];
/**
 * Each case saves and publishes every key (about 100 requests) and renders every page in three languages: over 30 s
 * on a loaded machine (a CI run beside other work timed out).
 */
const HEAVY = 120_000;

describe('a published page always renders (issue 30 item 5)', () => {
  const publishAll = async (text: (entry: SiteContentEntry) => string) => {
    for (const entry of SITE_CONTENT) {
      const value = text(entry);
      const res = await admin.send('PUT', `/api/site-content/${entry.key}`, { fr: value, en: value, nl: value });
      expect(res.statusCode, `${entry.key}: ${res.body}`).toBe(200);
    }
    const res = await admin.send('POST', '/api/site-content/publish', { keys: SITE_CONTENT.map((e) => e.key) });
    expect(res.statusCode).toBe(200);
  };
  const renderAll = async () => {
    for (const path of PATHS)
      for (const lang of LANGUAGES) {
        const res = await page(path.replace(':job', String(jobId)), lang);
        expect(res.statusCode, `${path} ${lang}`).toBe(200);
        expect(root(res.body).length, `${path} ${lang} rendered`).toBeGreaterThan(1000);
      }
  };

  it(
    'with every optional text empty and every required one at its limit, with RTL marks and emoji',
    async () => {
      await publishAll((entry) => (entry.required ? extreme(entry, entry.maxLength) : ''));
      await renderAll();
      const home = root((await page('/', 'en')).body);
      for (const anchor of ['aboutus', 'ourVision', 'ourActivity', 'Team']) expect(home).toContain(`id="${anchor}"`);
      expect(home).toContain('🎉');
      expect(home).not.toContain('<b>&');
    },
    HEAVY,
  );

  it(
    'with every text at its limit (3,000 characters where allowed)',
    async () => {
      expect(SITE_CONTENT.some((e) => e.maxLength === 3000)).toBe(true);
      await publishAll((entry) => extreme(entry, entry.maxLength));
      await renderAll();
      const res = await page('/', 'fr');
      expect(res.body).toMatch(/<title>[^<]*<\/title>/);
    },
    HEAVY,
  );
});
