import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { SiteContentDraftBody, SiteContentItem, SiteContentVersion } from '../../shared/schemas/site-content.ts';
import {
  FIRM_NAME_PLACEHOLDER,
  SITE_CONTENT,
  isEmptyText,
  siteContentEntry,
  visibleLength,
  type PublishedContent,
  type SiteContentEntry,
} from '../../shared/site-content/registry.ts';
import type { Database } from '../db/client.ts';
import { siteContent, siteContentVersions, users } from '../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import defaults from './defaults.json' with { type: 'json' };
import { sanitizeRich } from './sanitize.ts';

type Texts = Record<Language, string>;

/**
 * The first start's text of each key: neutral, naming the firm by `{{firmName}}` and claiming nothing about it (no
 * founding year, figures or offices: issue 44 item 22). The demo seeds its firm's texts over them (seed/demo-site-content.ts).
 */
export const DEFAULT_TEXTS = defaults as Record<string, Texts>;

const ERROR_KEYS = { required: 'validation.required', tooLong: 'validation.tooLong' } as const;

function known(key: string): SiteContentEntry {
  const entry = siteContentEntry(key);
  if (!entry) throw notFound(`No site content is called ${key}`);
  return entry;
}

/** A control character other than tab and line feed (U+0000-0008, 000B-001F, 007F): never kept in a plain text. */
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return (code <= 0x1f && code !== 0x09 && code !== 0x0a) || code === 0x7f;
};

/** A text as stored: a rich one sanitised (empty when it says nothing), a plain one trimmed. */
function clean(entry: SiteContentEntry, text: string): string {
  if (entry.format === 'plain')
    return [...text]
      .filter((c) => !isControl(c))
      .join('')
      .trim();
  const html = sanitizeRich(text);
  return isEmptyText('rich', html) ? '' : html;
}

/**
 * The three texts of `key` checked against its place (issue 30 item 5): none longer than its limit, none empty where
 * the key is required. A 400 names the key, the language and the limit.
 */
export function checkTexts(entry: SiteContentEntry, body: SiteContentDraftBody): Texts {
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, clean(entry, body[l])])) as Texts;
  for (const lang of LANGUAGES) {
    if (entry.required && texts[lang] === '')
      throw badRequest(`${entry.key} (${lang}) is required: it cannot be empty`, { [lang]: ERROR_KEYS.required });
    const length = visibleLength(entry.format, texts[lang]);
    if (length > entry.maxLength)
      throw badRequest(`${entry.key} (${lang}) is too long: at most ${entry.maxLength} characters, ${length} given`, {
        [lang]: ERROR_KEYS.tooLong,
      });
  }
  return texts;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function rowsOf(db: Database, keys?: string[]) {
  const publisher = alias(users, 'publisher');
  const author = alias(users, 'author');
  return db
    .select({ row: siteContent, publishedBy: publisher.userName, draftBy: author.userName })
    .from(siteContent)
    .leftJoin(publisher, eq(publisher.id, siteContent.publishedById))
    .leftJoin(author, eq(author.id, siteContent.draftById))
    .where(keys ? inArray(siteContent.key, keys) : undefined);
}

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

function itemOf(entry: SiteContentEntry, found: Row | undefined): SiteContentItem {
  const row = found?.row;
  const published = row ?? DEFAULT_TEXTS[entry.key]!;
  return {
    ...entry,
    published: {
      fr: published.fr,
      en: published.en,
      nl: published.nl,
      version: row?.version ?? 0,
      publishedAt: iso(row?.publishedAt ?? null),
      publishedBy: found?.publishedBy ?? null,
    },
    draft:
      row && row.draftFr !== null
        ? {
            fr: row.draftFr,
            en: row.draftEn ?? '',
            nl: row.draftNl ?? '',
            savedAt: iso(row.draftAt),
            savedBy: found?.draftBy ?? null,
          }
        : null,
  };
}

/** GET /api/site-content: every key of the registry with its place's rules, its published texts and its draft. */
export async function listSiteContent(db: Database): Promise<SiteContentItem[]> {
  const rows = new Map((await rowsOf(db)).map((r) => [r.row.key, r]));
  return SITE_CONTENT.map((entry) => itemOf(entry, rows.get(entry.key)));
}

async function getItem(db: Database, entry: SiteContentEntry): Promise<SiteContentItem> {
  const [found] = await rowsOf(db, [entry.key]);
  return itemOf(entry, found);
}

/** Saves `texts` as the key's draft; `restoredFrom`: the version it copies (restore), null for an edit. */
async function writeDraft(
  db: Database,
  entry: SiteContentEntry,
  texts: Texts,
  userId: number | null,
  at: Date,
  restoredFrom: number | null = null,
) {
  const base = DEFAULT_TEXTS[entry.key]!;
  await db.transaction(async (tx) => {
    await tx
      .insert(siteContent)
      .values({ key: entry.key, ...base })
      .onConflictDoNothing();
    const [row] = await tx.select().from(siteContent).where(eq(siteContent.key, entry.key)).for('update');
    // A draft that says what is published is no draft.
    const same = LANGUAGES.every((l) => row![l] === texts[l]);
    await tx
      .update(siteContent)
      .set(
        same
          ? { draftFr: null, draftEn: null, draftNl: null, draftAt: null, draftById: null, draftRestoredFrom: null }
          : {
              draftFr: texts.fr,
              draftEn: texts.en,
              draftNl: texts.nl,
              draftAt: at,
              draftById: userId,
              draftRestoredFrom: restoredFrom,
            },
      )
      .where(eq(siteContent.key, entry.key));
  });
}

/** PUT /api/site-content/{key}: saves the three languages as the key's draft (not shown to visitors yet). */
export async function saveDraft(
  db: Database,
  key: string,
  body: SiteContentDraftBody,
  userId: number | null,
  at: Date,
): Promise<SiteContentItem> {
  const entry = known(key);
  const texts = checkTexts(entry, body);
  await writeDraft(db, entry, texts, userId, at);
  return getItem(db, entry);
}

/**
 * POST /api/site-content/publish: the drafts of `keys` become what visitors read, each as a new version, in one
 * transaction (all or none); keys without a draft are left as they are. The table's trigger drops every process's
 * public answers at commit.
 */
export async function publishSiteContent(
  db: Database,
  keys: string[],
  userId: number | null,
  at: Date,
): Promise<{ published: string[] }> {
  const entries = [...new Set(keys)].map((key) => {
    const entry = siteContentEntry(key);
    if (!entry) throw badRequest(`No site content is called ${key}`, { keys: 'validation.invalid' });
    return entry;
  });
  const published: string[] = [];
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(siteContent)
      .where(
        inArray(
          siteContent.key,
          entries.map((e) => e.key),
        ),
      )
      .for('update');
    for (const row of rows) {
      if (row.draftFr === null) continue;
      const entry = siteContentEntry(row.key)!;
      // Checked again: a limit may have changed since the draft was saved.
      const texts = checkTexts(entry, { fr: row.draftFr, en: row.draftEn ?? '', nl: row.draftNl ?? '' });
      const version = row.version + 1;
      await tx.insert(siteContentVersions).values({
        key: row.key,
        version,
        ...texts,
        editedById: row.draftById,
        editedAt: row.draftAt,
        publishedById: userId,
        publishedAt: at,
        restoredFrom: row.draftRestoredFrom,
      });
      await tx
        .update(siteContent)
        .set({
          ...texts,
          version,
          publishedAt: at,
          publishedById: userId,
          draftFr: null,
          draftEn: null,
          draftNl: null,
          draftAt: null,
          draftById: null,
          draftRestoredFrom: null,
        })
        .where(eq(siteContent.key, row.key));
      published.push(row.key);
    }
  });
  return { published: published.sort() };
}

/** GET /api/site-content/{key}/versions: every published version, newest first, and the first start's text (0). */
export async function listVersions(db: Database, key: string): Promise<SiteContentVersion[]> {
  const entry = known(key);
  const editor = alias(users, 'editor');
  const publisher = alias(users, 'publisher');
  const rows = await db
    .select({ v: siteContentVersions, editedBy: editor.userName, publishedBy: publisher.userName })
    .from(siteContentVersions)
    .leftJoin(editor, eq(editor.id, siteContentVersions.editedById))
    .leftJoin(publisher, eq(publisher.id, siteContentVersions.publishedById))
    .where(eq(siteContentVersions.key, key))
    .orderBy(desc(siteContentVersions.version));
  // The demo seeds its texts as version 0 (seed/demo-site-content.ts); without it, version 0 is the default.
  const first = DEFAULT_TEXTS[entry.key]!;
  const seeded = rows.some(({ v }) => v.version === 0);
  return [
    ...rows.map(({ v, editedBy, publishedBy }) => ({
      version: v.version,
      fr: v.fr,
      en: v.en,
      nl: v.nl,
      editedBy,
      editedAt: iso(v.editedAt),
      publishedBy,
      publishedAt: iso(v.publishedAt),
      restoredFrom: v.restoredFrom,
    })),
    ...(seeded
      ? []
      : [
          {
            version: 0,
            ...first,
            editedBy: null,
            editedAt: null,
            publishedBy: null,
            publishedAt: null,
            restoredFrom: null,
          },
        ]),
  ];
}

/**
 * POST /api/site-content/{key}/restore: an earlier version (0: the first start's text) becomes the key's draft, to
 * preview and publish like any edit; the public site does not change until then.
 */
export async function restoreVersion(
  db: Database,
  key: string,
  version: number,
  userId: number | null,
  at: Date,
): Promise<SiteContentItem> {
  const entry = known(key);
  const [row] = await db
    .select()
    .from(siteContentVersions)
    .where(and(eq(siteContentVersions.key, key), eq(siteContentVersions.version, version)));
  // Version 0 is the first start's text: the demo's where it seeded one, else the default.
  if (!row && version !== 0) throw notFound(`${key} has no version ${version}`);
  const texts: Texts = row ? { fr: row.fr, en: row.en, nl: row.nl } : DEFAULT_TEXTS[entry.key]!;
  await writeDraft(db, entry, checkTexts(entry, texts), userId, at, version);
  return getItem(db, entry);
}

/** The firm's details the texts need: its name for `{{firmName}}`, its language for a missing translation. */
export interface ContentFirm {
  firmName: string;
  defaultLanguage: Language;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * What the public pages show in `lang`: each key's published text (or, with `drafts`, its draft where it has one:
 * the preview), the firm's default language's where `lang` has none (and the key then in `fallbacks`), with
 * `{{firmName}}` replaced.
 */
export async function publishedContent(
  db: Database,
  lang: Language,
  firm: ContentFirm,
  options: { drafts?: boolean } = {},
): Promise<PublishedContent> {
  const rows = new Map((await db.select().from(siteContent)).map((r) => [r.key, r]));
  const texts: Record<string, string> = {};
  const fallbacks: Record<string, Language> = {};
  for (const entry of SITE_CONTENT) {
    const row = rows.get(entry.key);
    const shown: Texts =
      options.drafts && row && row.draftFr !== null
        ? { fr: row.draftFr, en: row.draftEn ?? '', nl: row.draftNl ?? '' }
        : (row ?? DEFAULT_TEXTS[entry.key]!);
    let text = shown[lang];
    if (text === '' && lang !== firm.defaultLanguage && shown[firm.defaultLanguage] !== '') {
      text = shown[firm.defaultLanguage];
      fallbacks[entry.key] = firm.defaultLanguage;
    }
    const name = entry.format === 'rich' ? escapeHtml(firm.firmName) : firm.firmName;
    texts[entry.key] = text.replaceAll(FIRM_NAME_PLACEHOLDER, name);
  }
  return { texts, fallbacks };
}
