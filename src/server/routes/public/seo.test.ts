import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, firmDayFromNow, newMarker } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { jobs } from '../../db/schema/index.ts';

let t: TestApp;
let openId: number;
let hiddenId: number;
let expiredId: number;
let lastDayId: number;
beforeAll(async () => {
  // Without the public cache: these tests change jobs in the database and read the page at once, and on PostgreSQL
  // the cache learns of a change by a notification that may come a few milliseconds later (the cache has its own
  // tests: plugins/public-cache.test.ts, tests/reliability/public-cache-two-processes.test.ts).
  t = await createTestApp({ PUBLIC_CACHE_MB: '0' });
  const marker = newMarker();
  // A contractor's job in Brussels with a French text: the JobPosting assertions below read them.
  openId = (
    await createJob(t.app, marker, {
      title: 'Senior Java Developer',
      employmentType: 'CONTRACTOR',
      region: 'Brussels',
      descriptionFr: `Pour une banque privée (${marker}), une mission Java.`,
    })
  ).id;
  hiddenId = (await createJob(t.app, marker, { displayJob: false })).id;
  expiredId = (await createJob(t.app, marker, { endApplicationDate: firmDayFromNow(t.app, -1) })).id;
  lastDayId = (await createJob(t.app, marker, { endApplicationDate: firmDayFromNow(t.app, 0) })).id;
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('page titles and descriptions in the served HTML', () => {
  it('titles each page from its menu label in the visitor language', async () => {
    const en = await page('/jobs');
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('<title>Jobs | Northwind Talent</title>');
    const fr = await page('/jobs', { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' });
    expect(fr.body).toContain('<title>Offres d’emploi | Northwind Talent</title>');
    expect(fr.body).toContain('<html lang="fr"');
    const nl = await page('/contact', { cookie: 'lang=nl' });
    expect(nl.body).toMatch(/<title>Contact \| Northwind Talent<\/title>/);
    expect(nl.body).toMatch(/<meta name="description" content="[^"]*(Neem|contact)[^"]*"/);
    const query = await page('/services?lang=fr', { cookie: 'lang=nl' });
    expect(query.body).toContain('<html lang="fr"');
    expect(query.body).toContain('hreflang="nl" href="http://localhost:3000/services?lang=nl"');
  });

  it('preloads the catalog of the language the page is served in, on pages the browser renders', async () => {
    for (const [headers, lang] of [
      [{ 'accept-language': 'fr;q=0.5, en;q=0.9' }, 'en'],
      [{ 'accept-language': 'nl-BE, fr;q=0.8' }, 'nl'],
      [{ 'accept-language': 'en', cookie: 'lang=fr' }, 'fr'],
    ] as const) {
      const res = await page('/admin', headers);
      expect(res.body).toContain(`<html lang="${lang}"`);
      expect(res.headers.link).toContain(`</assets/i18n/${lang}.json>; rel=preload`);
    }
  });

  it('puts a JobPosting on job pages, and on job pages only', async () => {
    const res = await page(`/jobs/${openId}`, { cookie: 'lang=fr' });
    expect(res.body).toContain('<title>Senior Java Developer | Offres d’emploi | Northwind Talent</title>');
    const [posting] = jsonLd(res.body);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Java Developer',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Talent' },
      jobLocation: { address: { addressRegion: 'Brussels', addressCountry: 'BE' } },
    });
    expect(posting!.description).toMatch(/^Pour une banque privée/);
    expect(posting!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const url of ['/', '/jobs', '/profiles', '/contact', `/jobs/${hiddenId}`]) {
      expect(jsonLd((await page(url)).body)).toEqual([]);
    }
  });

  it('marks a remote job TELECOMMUTE and gives a deadline as validThrough', async () => {
    await t.app.db
      .update(jobs)
      .set({ workPlaceType: 'REMOTE', endApplicationDate: '2099-12-31' })
      .where(eq(jobs.id, openId));
    const [posting] = jsonLd((await page(`/jobs/${openId}`)).body);
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', validThrough: '2099-12-31T23:59:59' });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('keeps job texts from breaking out of the script or the head', async () => {
    const evil = 'Dev </script><script>alert(1)</script> & "quotes" <b>';
    await t.app.db.update(jobs).set({ title: evil }).where(eq(jobs.id, openId));
    const res = await page(`/jobs/${openId}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(
      '<title>Dev &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    expect(jsonLd(res.body)[0]!.title).toBe(evil);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and the open jobs with their fr, en and nl alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/', '/services', '/jobs', '/profiles', '/contact', '/apply', '/talentPool', '/for-clients'])
      expect(xml).toContain(`<loc>http://localhost:3000${path}?lang=en</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/jobs/${openId}?lang=fr</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="nl" href="http://localhost:3000/jobs/${openId}?lang=nl"/>`,
    );
    expect(xml).not.toContain(`/jobs/${hiddenId}?`);
    expect(xml).not.toContain(`/jobs/${expiredId}?`);
    expect(xml).not.toContain('/home?');
    expect(xml).toContain(`/jobs/${lastDayId}?lang=en`);
    // Every listed job, in three languages.
    const jobLocs = [...xml.matchAll(/<loc>[^<]*\/jobs\/(\d+)\?lang=/g)].map((m) => m[1]);
    expect(jobLocs.length).toBe(new Set(jobLocs).size * 3);
  });

  it('drops a job once it closes', async () => {
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const hidden = await createJob(t.app, newMarker());
    const past = await createJob(t.app, newMarker());
    expect(await sitemap()).toContain(`/jobs/${hidden.id}?`);
    expect(await sitemap()).toContain(`/jobs/${past.id}?`);
    await t.app.db.update(jobs).set({ displayJob: false }).where(eq(jobs.id, hidden.id));
    await t.app.db
      .update(jobs)
      .set({ endApplicationDate: firmDayFromNow(t.app, -1) })
      .where(eq(jobs.id, past.id));
    expect(await sitemap()).not.toContain(`/jobs/${hidden.id}?`);
    expect(await sitemap()).not.toContain(`/jobs/${past.id}?`);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin area and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    for (const path of ['/home', '/crudJob', '/contactsAdmin', '/login'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).not.toMatch(/Disallow: \/(jobs|profiles|contact)\b/);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
