import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, createProfile, newMarker } from '../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { CLIENT_DIR } from '../paths.ts';
import { translate } from '../catalogs.ts';
import { readManifest } from './page-assets.ts';

let t: TestApp;
let jobId: number;
let profileId: number;
beforeAll(async () => {
  t = await createTestApp();
  // A published job and consultant profile of the test's own.
  jobId = (await createJob(t.app, newMarker(), { title: 'Senior Java Developer' })).id;
  profileId = (await createProfile(t.app, newMarker())).id;
});
afterAll(() => t.close());

const page = (url: string, lang: Language) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: `lang=${lang}` } });
/** The text of the app's root as a browser shows it before any script runs: tags dropped, entities read. */
const rootText = (html: string) => {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
};
const t_ = (lang: Language, key: string) => translate(lang, key);

describe('the public pages arrive with their content, in their language, before any script runs', () => {
  const pages: [string, (lang: Language) => string[]][] = [
    ['/', (l) => [t_(l, 'menu.home'), t_(l, 'footer.rights')]],
    ['/services', (l) => [t_(l, 'menu.services')]],
    ['/for-clients', (l) => [t_(l, 'menu.forClients')]],
    ['/jobs', (l) => [t_(l, 'jobs.title'), 'Senior Java Developer']],
    ['/jobs?keyword=java', (l) => [t_(l, 'jobs.title'), 'Senior Java Developer']],
    [`/jobs/:job`, (l) => ['Senior Java Developer', t_(l, 'jobs.description')]],
    ['/profiles', (l) => [t_(l, 'menu.profiles')]],
    ['/profiles/:profile', (l) => [t_(l, 'menu.profiles')]],
    ['/apply', (l) => [t_(l, 'menu.talents')]],
    ['/talentPool', (l) => [t_(l, 'menu.requestTalent')]],
    ['/spontaneous', (l) => [t_(l, 'spontaneous.title')]],
    ['/contact', (l) => [t_(l, 'menu.contact')]],
    ['/login', (l) => [t_(l, 'menu.login')]],
  ];
  for (const [path, expected] of pages) {
    it(`renders ${path} in fr, en and nl`, async () => {
      const url = path.replace(':job', String(jobId)).replace(':profile', String(profileId));
      for (const lang of LANGUAGES) {
        const res = await page(url, lang);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<html lang="${lang}"`);
        const text = rootText(res.body);
        for (const phrase of expected(lang)) expect(text, `${url} in ${lang}`).toContain(phrase);
      }
    });
  }

  it('carries the data it shows, so that the browser does not ask again', async () => {
    const res = await page('/jobs?keyword=java', 'en');
    const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(res.body)?.[1];
    const parsed = JSON.parse(state!) as { lang: string; queries: { queries: { queryKey: unknown[] }[] } };
    expect(parsed.lang).toBe('en');
    expect(parsed.queries.queries.map((q) => q.queryKey[1])).toContain('jobs');
    // No inline script that runs: the CSP forbids them.
    expect(res.body).not.toMatch(/<script(?![^>]*type="application\/(json|ld\+json)")(?![^>]*\bsrc=)[^>]*>/);
  });

  it('answers 404 for a job that is not there, with the page that says so', async () => {
    const res = await page('/jobs/999999', 'en');
    expect(res.statusCode).toBe(404);
    expect(rootText(res.body)).toContain(t_('en', 'jobs.notFound'));
  });

  it('leaves the admin area to the browser', async () => {
    const res = await page('/admin', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('carries its style sheets in its head, named, and lists its code without preloading it; the admin area links and preloads', async () => {
    const manifest = readManifest(CLIENT_DIR);
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const links = (html: string, rel: string) =>
      [...head(html).matchAll(new RegExp(`<link rel="${rel}" crossorigin href="/([^"]+)">`, 'g'))].map((m) => m[1]!);
    const inline = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(head(html))?.[1] ?? '';
    const sheet = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8');
    const appCode = manifest['start.tsx']!;

    const admin = (await page('/admin', 'en')).body;
    const entrySheets = links(admin, 'stylesheet');
    expect(entrySheets).toHaveLength(1);
    expect(inline(admin)).toBe('');
    expect(links(admin, 'modulepreload')).toContain(appCode.file);

    const home = (await page('/', 'en')).body;
    const homeSheet = manifest['features/home/HomePage.tsx']!.css![0]!;
    expect(links(home, 'stylesheet')).toEqual([]);
    expect(links(home, 'modulepreload')).toEqual([]);
    expect(inline(home)).toBe([...entrySheets, ...appCode.css!, homeSheet].map(sheet).join('\n'));
    // Named for the app's chunk loader, which then does not fetch them again (disabled: neither fetched nor applied).
    const named = [...head(home).matchAll(/<link rel="stylesheet" href="\/([^"]+)" disabled>/g)].map((m) => m[1]);
    expect(named).toEqual([...entrySheets, ...appCode.css!, homeSheet]);

    const job = inline((await page(`/jobs/${jobId}`, 'en')).body);
    expect(job.startsWith(sheet(entrySheets[0]!))).toBe(true);
    expect(job.length).toBeGreaterThan([...entrySheets, ...appCode.css!].map(sheet).join('\n').length);
    expect(job).not.toContain(sheet(homeSheet));
  });
});

describe('staff texts in one language on a public page (issue 26)', () => {
  it('shows them to candidates without a staff note, marked with their language', async () => {
    const marker = newMarker();
    const job = await createJob(t.app, marker, {
      title: `Cloud architect ${marker}`,
      descriptionFr: '',
      descriptionsNl: '',
      rate: `Daily rate ${marker}`,
      education: `Master in computer science ${marker}`,
    });
    const res = await page(`/jobs/${job.id}`, 'nl');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="nl"');
    // The rendered page only: the state after it carries the whole catalog, the staff note's words included.
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(res.body)?.[1] ?? '';
    expect(root).toContain(`Daily rate ${marker}`);
    expect(root).not.toContain(t_('nl', 'common.notTranslated'));
    expect(root).not.toContain('data-testid="not-translated"');
    for (const text of [`Daily rate ${marker}`, `Master in computer science ${marker}`]) {
      expect(root).toMatch(new RegExp(`<span lang="en">${text}</span>`));
    }
    expect(root).toMatch(new RegExp(`<h1[^>]* lang="en"[^>]*>Cloud architect ${marker}</h1>`));
    expect(root).toMatch(new RegExp(`<p[^>]* lang="en"[^>]*>[^<]*${marker}`));
    // On an English page the same texts need no mark.
    const en = (await page(`/jobs/${job.id}`, 'en')).body;
    expect(en).toContain(`<span>Daily rate ${marker}</span>`);
  });
});
