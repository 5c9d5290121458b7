import { Alert, Box, type BoxProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/constants.ts';
import type { PublishedContent } from '../../shared/site-content/registry.ts';
import { api } from './api.ts';
import { useHydrated } from './hydrated.ts';

/**
 * The firm's texts (issue 30, docs/decisions/0059): the server puts the published site content of the page's
 * language into its catalog (`siteContent`: src/server/plugins/site-content.ts), so a server-rendered page has them
 * in its HTML and state and a language loaded later brings its own. A text missing in this language is the firm's
 * default language's, marked with `lang` on its element (`attrs`).
 *
 * `?preview` (the editor's preview, ADMIN): once the page runs in the browser, the drafts replace the published
 * texts (GET /api/site-content/preview; the first render stays the server's, so hydration matches).
 */
const PREVIEW = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('preview');

const EMPTY: PublishedContent = { texts: {}, fallbacks: {} };

export interface SiteContent {
  /** The text of `key` ('' when the firm left it empty: its part of the page is left out). */
  text: (key: string) => string;
  /** `{ lang }` for the element of a text shown in another language than the page's, else `{}`. */
  attrs: (key: string) => { lang?: Language };
}

/** The drafts of `lang`, once fetched (the preview). */
function usePreviewDrafts(lang: Language): PublishedContent | undefined {
  return useQuery({
    queryKey: ['site-content-preview', lang],
    queryFn: () => api<PublishedContent>(`/api/site-content/preview?lang=${lang}`),
    staleTime: Infinity,
  }).data;
}

const noDrafts = (_lang: Language): PublishedContent | undefined => undefined;

/**
 * Chosen once, when the page loads (PREVIEW never changes in a page): every render calls the same hooks. Outside the
 * preview (the server's rendering, a visitor's browser) no query is made per text: each page shows a dozen of them.
 */
const useDrafts = PREVIEW ? usePreviewDrafts : noDrafts;

export function useSiteContent(): SiteContent {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const bundle = i18n.getResourceBundle(lang, 'translation') as { siteContent?: PublishedContent } | undefined;
  const content = useDrafts(lang) ?? bundle?.siteContent ?? EMPTY;
  return {
    text: (key) => content.texts[key] ?? '',
    attrs: (key) => {
      const fallback = content.fallbacks[key];
      return fallback ? { lang: fallback } : {};
    },
  };
}

/**
 * A rich text of the site content: HTML the server sanitised when it was saved (src/server/site-content/sanitize.ts:
 * paragraphs, bold, italics, links, lists, nothing else), put in as it is. Nothing when the text is empty.
 */
export function RichText({ html, ...props }: { html: string; lang?: Language } & BoxProps) {
  if (!html) return null;
  // Sanitised on the server before it was stored (decision 0059).
  return <Box className="site-rich-text" {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The banner of the editor's preview: these are drafts, not what visitors read. */
export function PreviewBanner() {
  const { t } = useTranslation();
  // After hydration: the server's HTML has no banner.
  const hydrated = useHydrated();
  if (!hydrated || !PREVIEW) return null;
  return (
    <Alert color="yellow" mb="md" role="status">
      {t('common.previewBanner')}
    </Alert>
  );
}
