import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createPublicCatalogue, type PublicCatalogue } from '../helpers/public-catalogue.ts';
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_TYPES,
  SENIORITY_LEVELS,
  WORKPLACE_TYPES,
} from '../../src/shared/schemas/job.ts';

/**
 * What a candidate reads is in their language (issue 44 item 9): the public pages in French and Dutch show no stored
 * code (FINANCE, CDI, ON_SITE), no English unit of a rate ("/day", "/month") and no English name of a city.
 */
let site: RunningSite;
let catalogue: PublicCatalogue;
beforeAll(async () => {
  site = await startSite();
  catalogue = await createPublicCatalogue(site.app);
});
afterAll(() => site?.close());

/** The codes a job or profile stores, as whole words in a text (IT aside: it is also the word a page says). */
const CODES = [...JOB_TYPES, ...EMPLOYMENT_TYPES, ...WORKPLACE_TYPES, ...SENIORITY_LEVELS, ...INDUSTRIES].filter(
  (code) => code !== 'IT',
);
const ENGLISH = [/\/\s?(day|month|hour|year)\b/i, /\bBrussels\b/, /\bper (day|month)\b/i];

/** The English or coded words of a page's text as written in the page (textContent: not upper-cased by CSS). */
function foreignWords(text: string): string[] {
  const codes = CODES.filter((code) => new RegExp(`(^|[^A-Za-z_])${code}([^A-Za-z_]|$)`).test(text));
  const english = ENGLISH.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
  return [...codes, ...english];
}

describe.each([
  ['fr-BE', 'Rémunération', '650 €/jour'],
  ['nl-BE', 'Verloning', '€ 650/dag'],
])('public pages in %s', (locale, payLabel, pay) => {
  it('show no stored code and no English word on the home, jobs, job, profiles and contact pages', async () => {
    const { context, page } = await site.newPage({ locale });
    const pages = [
      '/',
      '/jobs?industry=FINANCE&type=FREELANCE&province=Brussels',
      `/jobs/${catalogue.jobs.java.id}`,
      '/profiles',
      `/profiles/${catalogue.profiles.consultant.id}`,
      '/contact',
      '/privacy',
    ];
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      const text = await page.evaluate(() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        for (const hidden of body.querySelectorAll('script, style, noscript, template')) hidden.remove();
        return body.textContent ?? '';
      });
      const words = foreignWords(text);
      if (words.length) found[path] = words;
    }
    expect(found).toEqual({});
    await page.goto(`/jobs/${catalogue.jobs.java.id}`);
    const rate = page.locator('dt').filter({ hasText: payLabel }).locator('xpath=following-sibling::dd[1]');
    expect((await rate.innerText()).replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ')).toBe(pay);
    await context.close();
  });
});
