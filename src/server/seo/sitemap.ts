import { asc, eq } from 'drizzle-orm';
import { LANGUAGES } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { jobs, profiles } from '../db/schema/index.ts';
import { jobIsOpen } from '../public/public-job.ts';
import { SITEMAP_PAGES } from './public-pages.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The sitemap: the public pages, the open jobs and the published profiles, each once per language (`?lang=xx`,
 * which the client honours at start) with its fr, en and nl alternates. Closed jobs are not listed.
 */
export async function buildSitemap(db: Database, baseUrl: string, at: Date): Promise<string> {
  const openJobs = await db
    .select({ id: jobs.id, creationDate: jobs.creationDate })
    .from(jobs)
    .where(jobIsOpen(at))
    .orderBy(asc(jobs.id));
  const published = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.display, true))
    .orderBy(asc(profiles.profileOrder), asc(profiles.id));

  const entries: { path: string; lastmod?: string }[] = [
    ...SITEMAP_PAGES.map((p) => ({ path: p.path })),
    ...openJobs.map((j) => ({ path: `/jobs/${j.id}`, lastmod: j.creationDate.toISOString().slice(0, 10) })),
    ...published.map((p) => ({ path: `/profiles/${p.id}` })),
  ];
  const url = (path: string, lang: string) => escapeXml(`${baseUrl}${path}?lang=${lang}`);
  const urls = entries.flatMap((entry) =>
    LANGUAGES.map((lang) =>
      [
        '  <url>',
        `    <loc>${url(entry.path, lang)}</loc>`,
        ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
        ...LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(entry.path, l)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(baseUrl + entry.path)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
