import type { Language } from '../constants.ts';

/**
 * The site's content (issue 30, docs/decisions/0059): every text a visitor reads about the firm, by dotted key,
 * edited by ADMINs in fr, en and nl (GET/PUT /api/site-content, publish, versions, restore). What is interface
 * wording ("Apply", "Next page") stays in the catalogs of src/shared/i18n; a text here is the firm's. Where the
 * page shows a key, its place, its anchors and its copyright line stay in code: the firm edits words, not pages.
 *
 * - `format`: `plain` (one paragraph of text) or `rich` (paragraphs, bold, italics, links, lists: HTML sanitised by
 *   the server, src/server/site-content/sanitize.ts);
 * - `maxLength`: the most characters its place takes, as a visitor reads them (`visibleLength`: a rich text's tags
 *   do not count, an entity counts one);
 * - `required`: a text the page cannot do without (a section's title, a search-engine description): it cannot be
 *   emptied in any language. An optional text left empty hides its part of the page.
 *
 * `{{firmName}}` in a text is replaced by the firm's name (the firm settings) where the page shows it.
 */
export type SiteContentFormat = 'plain' | 'rich';

export const SITE_CONTENT_SECTIONS = ['home', 'forClients', 'pages', 'seo', 'footer', 'privacy'] as const;
export type SiteContentSection = (typeof SITE_CONTENT_SECTIONS)[number];

export interface SiteContentEntry {
  key: string;
  section: SiteContentSection;
  format: SiteContentFormat;
  maxLength: number;
  required: boolean;
}

/** An HTML entity (`&amp;`, `&#233;`, `&#xe9;`): one character on the page. */
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;

/** What a visitor reads of a text: a rich text without its tags, each entity one character. */
export const visibleText = (format: SiteContentFormat, text: string): string =>
  format === 'rich' ? text.replace(/<[^>]*>/g, '').replace(ENTITY, '&') : text;

/** Whether a text says nothing once a rich text's tags are taken away (`<p></p>`): the same in the editor and on the
 * server, which stores such a text as empty. */
export const isEmptyText = (format: SiteContentFormat, text: string): boolean =>
  visibleText(format, text).trim() === '';

/** The length `maxLength` limits, the same in the editor and on the server. */
export const visibleLength = (format: SiteContentFormat, text: string): number => visibleText(format, text).length;

export const SITE_CONTENT: readonly SiteContentEntry[] = [
  { key: 'home.hero.kicker', section: 'home', format: 'plain', maxLength: 120, required: false },
  { key: 'home.hero.title', section: 'home', format: 'plain', maxLength: 120, required: true },
  { key: 'home.hero.lead', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.hero.figuresLabel', section: 'home', format: 'plain', maxLength: 120, required: false },
  { key: 'home.hero.figures.years.value', section: 'home', format: 'plain', maxLength: 12, required: false },
  { key: 'home.hero.figures.years.label', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.hero.figures.consultants.value', section: 'home', format: 'plain', maxLength: 12, required: false },
  { key: 'home.hero.figures.consultants.label', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.hero.figures.clients.value', section: 'home', format: 'plain', maxLength: 12, required: false },
  { key: 'home.hero.figures.clients.label', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.hero.figures.languages.value', section: 'home', format: 'plain', maxLength: 12, required: false },
  { key: 'home.hero.figures.languages.label', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.aboutus.title', section: 'home', format: 'plain', maxLength: 120, required: true },
  { key: 'home.aboutus.lead', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.aboutus.p1', section: 'home', format: 'rich', maxLength: 3000, required: false },
  { key: 'home.aboutus.p2', section: 'home', format: 'rich', maxLength: 3000, required: false },
  { key: 'home.aboutus.points.local', section: 'home', format: 'plain', maxLength: 160, required: false },
  { key: 'home.aboutus.points.specialist', section: 'home', format: 'plain', maxLength: 160, required: false },
  { key: 'home.aboutus.points.followUp', section: 'home', format: 'plain', maxLength: 160, required: false },
  { key: 'home.ourVision.title', section: 'home', format: 'plain', maxLength: 120, required: true },
  { key: 'home.ourVision.lead', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.ourVision.vision', section: 'home', format: 'rich', maxLength: 3000, required: false },
  { key: 'home.ourVision.values.people.title', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.ourVision.values.people.text', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.ourVision.values.honesty.title', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.ourVision.values.honesty.text', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.ourVision.values.expertise.title', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.ourVision.values.expertise.text', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.ourVision.values.commitment.title', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.ourVision.values.commitment.text', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.ourActivity.title', section: 'home', format: 'plain', maxLength: 120, required: true },
  { key: 'home.ourActivity.lead', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.ourActivity.sectors.it.title', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.ourActivity.sectors.it.text', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.ourActivity.sectors.finance.title', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.ourActivity.sectors.finance.text', section: 'home', format: 'plain', maxLength: 400, required: false },
  {
    key: 'home.ourActivity.sectors.engineering.title',
    section: 'home',
    format: 'plain',
    maxLength: 80,
    required: false,
  },
  {
    key: 'home.ourActivity.sectors.engineering.text',
    section: 'home',
    format: 'plain',
    maxLength: 400,
    required: false,
  },
  { key: 'home.ourActivity.sectors.business.title', section: 'home', format: 'plain', maxLength: 80, required: false },
  { key: 'home.ourActivity.sectors.business.text', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'home.ourActivity.regions', section: 'home', format: 'rich', maxLength: 3000, required: false },
  { key: 'home.team.title', section: 'home', format: 'plain', maxLength: 120, required: true },
  { key: 'home.team.lead', section: 'home', format: 'plain', maxLength: 400, required: false },
  { key: 'forClients.lead', section: 'forClients', format: 'plain', maxLength: 400, required: false },
  { key: 'forClients.howTitle', section: 'forClients', format: 'plain', maxLength: 120, required: false },
  { key: 'forClients.steps.brief.title', section: 'forClients', format: 'plain', maxLength: 80, required: false },
  { key: 'forClients.steps.brief.text', section: 'forClients', format: 'plain', maxLength: 400, required: false },
  { key: 'forClients.steps.search.title', section: 'forClients', format: 'plain', maxLength: 80, required: false },
  { key: 'forClients.steps.search.text', section: 'forClients', format: 'plain', maxLength: 400, required: false },
  { key: 'forClients.steps.shortlist.title', section: 'forClients', format: 'plain', maxLength: 80, required: false },
  { key: 'forClients.steps.shortlist.text', section: 'forClients', format: 'plain', maxLength: 400, required: false },
  { key: 'forClients.steps.followUp.title', section: 'forClients', format: 'plain', maxLength: 80, required: false },
  { key: 'forClients.steps.followUp.text', section: 'forClients', format: 'plain', maxLength: 400, required: false },
  { key: 'forClients.talentsTitle', section: 'forClients', format: 'plain', maxLength: 120, required: false },
  { key: 'forClients.joinTitle', section: 'forClients', format: 'plain', maxLength: 120, required: false },
  { key: 'forClients.talentsText', section: 'forClients', format: 'plain', maxLength: 400, required: false },
  { key: 'forClients.joinText', section: 'forClients', format: 'plain', maxLength: 400, required: false },
  { key: 'forClients.contactText', section: 'forClients', format: 'plain', maxLength: 400, required: false },
  { key: 'pages.services.lead', section: 'pages', format: 'plain', maxLength: 400, required: false },
  { key: 'pages.jobs.lead', section: 'pages', format: 'plain', maxLength: 400, required: false },
  { key: 'pages.profiles.lead', section: 'pages', format: 'plain', maxLength: 400, required: false },
  { key: 'pages.spontaneous.lead', section: 'pages', format: 'plain', maxLength: 400, required: false },
  { key: 'pages.contact.lead', section: 'pages', format: 'plain', maxLength: 400, required: false },
  { key: 'pages.apply.lead', section: 'pages', format: 'plain', maxLength: 400, required: false },
  { key: 'pages.talentPool.lead', section: 'pages', format: 'plain', maxLength: 400, required: false },
  { key: 'seo.home.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.home.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.whoWeAre.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.whoWeAre.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.visionValue.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.visionValue.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.interventionArea.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.interventionArea.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.championTeam.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.championTeam.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.services.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.services.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.forClients.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.forClients.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.jobs.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.jobs.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.profiles.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.profiles.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.apply.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.apply.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.talentPool.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.talentPool.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.spontaneous.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.spontaneous.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.contact.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.contact.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'seo.privacy.title', section: 'seo', format: 'plain', maxLength: 70, required: false },
  { key: 'seo.privacy.description', section: 'seo', format: 'plain', maxLength: 300, required: true },
  { key: 'footer.tagline', section: 'footer', format: 'plain', maxLength: 200, required: false },
  { key: 'footer.network', section: 'footer', format: 'plain', maxLength: 80, required: true },
  { key: 'privacy.lead', section: 'privacy', format: 'plain', maxLength: 400, required: false },
  { key: 'privacy.recipients', section: 'privacy', format: 'rich', maxLength: 3000, required: true },
  { key: 'privacy.complaint', section: 'privacy', format: 'rich', maxLength: 3000, required: true },
];

export const SITE_CONTENT_KEYS: ReadonlySet<string> = new Set(SITE_CONTENT.map((e) => e.key));

export const siteContentEntry = (key: string): SiteContentEntry | undefined => SITE_CONTENT.find((e) => e.key === key);

/** The placeholder replaced by the firm's name. */
export const FIRM_NAME_PLACEHOLDER = '{{firmName}}';

/** What a public page receives of the content in its language: each key's text, and the language of those shown in another. */
export interface PublishedContent {
  texts: Record<string, string>;
  /** The keys shown in the firm's default language because this language has no text: their `lang`. */
  fallbacks: Record<string, Language>;
}
