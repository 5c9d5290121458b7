import { desc } from 'drizzle-orm';
import { Feed } from 'feed';
import type { Language } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { firmDetails, siteUrl } from '../mail/firm.ts';
import { escapeHtml } from '../mail/template-html.ts';
import { jobIsOpen } from '../public/public-job.ts';
import { pickLanguage, summary } from '../seo/localized-text.ts';
import { translate } from '../catalogs.ts';

/** The newest open jobs an RSS or Atom feed lists (a reader wants what is new, not the whole catalogue). */
export const FEED_ITEMS = 100;
/** The open jobs the aggregator feed lists, newest first: an aggregator takes the lot, within this bound. */
export const AGGREGATOR_ITEMS = 1000;

export type FeedKind = 'rss' | 'atom' | 'indeed';

const feedColumns = {
  id: jobs.id,
  jobRef: jobs.jobRef,
  title: jobs.title,
  descriptionEn: jobs.descriptionEn,
  descriptionFr: jobs.descriptionFr,
  descriptionsNl: jobs.descriptionsNl,
  region: jobs.region,
  type: jobs.type,
  industry: jobs.industry,
  employmentType: jobs.employmentType,
  workPlaceType: jobs.workPlaceType,
  rate: jobs.rate,
  endApplicationDate: jobs.endApplicationDate,
  creationDate: jobs.creationDate,
};
type FeedJob = { [K in keyof typeof feedColumns]: (typeof feedColumns)[K]['_']['data'] };

/** The published open jobs at `at` (docs/product-decisions.md#3: displayJob and not past its deadline), newest first. */
function openJobs(db: Database, at: Date, limit: number): Promise<FeedJob[]> {
  return db
    .select(feedColumns)
    .from(jobs)
    .where(jobIsOpen(at))
    .orderBy(desc(jobs.creationDate), desc(jobs.id))
    .limit(limit) as Promise<FeedJob[]>;
}

const descriptionOf = (job: FeedJob, lang: Language) =>
  pickLanguage({ en: job.descriptionEn, fr: job.descriptionFr, nl: job.descriptionsNl }, lang);

/**
 * A description as feed readers are to show it: the site shows a description as text, one paragraph a line
 * (JobPage), never as markup; feeds carry HTML (RSS `description` and `content:encoded`, Atom `type="html"`,
 * Indeed's `description`), so the text is escaped there and its lines made paragraphs. A `<script>` or a
 * `javascript:` link typed into a description is then words on the reader's screen (issue 44 item 19).
 */
export function descriptionHtml(text: string): string {
  return text
    .split(/\r?\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line.trim())}</p>`)
    .join('\n');
}

/**
 * A job's page with the feed's utm_ parameters (funnel's source tracking reads them, issue 31 item 4):
 * utm_source=rss|atom|indeed, utm_medium=feed.
 */
export const jobLink = (id: number, lang: Language, source: FeedKind) =>
  `${siteUrl()}/jobs/${id}?lang=${lang}&utm_source=${source}&utm_medium=feed`;

/** The RSS 2.0 or Atom 1.0 feed of the open jobs (docs/decisions/0061), with the `feed` package. */
export async function jobFeed(db: Database, kind: 'rss' | 'atom', lang: Language, at: Date): Promise<string> {
  const rows = await openJobs(db, at, FEED_ITEMS);
  const base = siteUrl();
  const firm = firmDetails();
  const feed = new Feed({
    id: `${base}/jobs?lang=${lang}`,
    title: `${firm.firmName} – ${translate(lang, 'jobs.title')}`,
    description: translate(lang, 'jobs.lead'),
    link: `${base}/jobs?lang=${lang}`,
    language: lang,
    updated: rows[0]?.creationDate ?? new Date(0),
    generator: false,
    copyright: firm.copyrightHolder,
    feedLinks: { rss: `${base}/feeds/jobs.rss?lang=${lang}`, atom: `${base}/feeds/jobs.atom?lang=${lang}` },
    ttl: 60,
  });
  for (const job of rows) {
    const text = descriptionOf(job, lang);
    const link = jobLink(job.id, lang, kind);
    feed.addItem({
      // Atom says its titles are `type="html"` too, and RSS readers read them so: a title is text as well.
      title: escapeHtml(job.title),
      id: `${base}/jobs/${job.id}`,
      guid: `${base}/jobs/${job.id}`,
      link,
      date: job.creationDate,
      published: job.creationDate,
      description: escapeHtml(summary(text, 300)),
      content: descriptionHtml(text),
      category: [job.region, job.industry].filter(Boolean).map((name) => ({ name, term: name })),
    });
  }
  return kind === 'rss' ? feed.rss2() : feed.atom1();
}

/** Indeed's job types, from the job's employment (or contract) type. */
const JOB_TYPES: Record<string, string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
  FREELANCE: 'contract',
  INTERIM: 'temporary',
  INTERNSHIP: 'internship',
  CDI: 'fulltime',
  CDD: 'temporary',
};

// XML 1.0 allows tab, line breaks and the characters from U+0020 on, not the other control characters.
// oxlint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/**
 * The aggregator feed in the Indeed XML schema (`<source>` of `<job>`s: title, date, referencenumber, url, company,
 * city, country, description, jobtype, category, salary where the job is paid), the open jobs newest first.
 */
export async function aggregatorFeed(db: Database, lang: Language, at: Date): Promise<string> {
  const rows = await openJobs(db, at, AGGREGATOR_ITEMS);
  const base = siteUrl();
  const firm = firmDetails();
  const field = (name: string, value: string) => `    <${name}>${cdata(value)}</${name}>`;
  const items = rows.map((job) =>
    [
      '  <job>',
      field('title', job.title),
      field('date', job.creationDate.toUTCString()),
      field('referencenumber', job.jobRef || String(job.id)),
      field('url', jobLink(job.id, lang, 'indeed')),
      field('company', firm.firmName),
      field('city', job.workPlaceType === 'REMOTE' ? 'Remote' : job.region),
      field('country', 'BE'),
      field('description', descriptionHtml(descriptionOf(job, lang))),
      ...(JOB_TYPES[job.employmentType] || JOB_TYPES[job.type]
        ? [field('jobtype', JOB_TYPES[job.employmentType] ?? JOB_TYPES[job.type]!)]
        : []),
      ...(job.industry ? [field('category', job.industry)] : []),
      ...(job.rate.trim() ? [field('salary', job.rate.trim())] : []),
      ...(job.endApplicationDate ? [field('expirationdate', job.endApplicationDate)] : []),
      '  </job>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `  <publisher>${cdata(firm.firmName)}</publisher>`,
    `  <publisherurl>${cdata(base)}</publisherurl>`,
    `  <lastBuildDate>${cdata((rows[0]?.creationDate ?? new Date(0)).toUTCString())}</lastBuildDate>`,
    ...items,
    '</source>',
    '',
  ].join('\n');
}
