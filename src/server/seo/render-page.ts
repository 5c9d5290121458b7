import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES } from '../../shared/constants.ts';
import { requestLanguage } from '../public/request-language.ts';
import { replaceFirsts } from '../ssr/first-replacements.ts';
import { jsonForScript } from './job-posting.ts';
import { pageMeta, type PageMeta } from './page-meta.ts';
import { siteUrl } from './site-info.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Puts the page's language, title, description and language alternates into the served index.html, and the
 * JobPosting JSON-LD on job pages, so that search engines and link previews see them without running the app.
 */
export async function renderPage(app: FastifyInstance, request: FastifyRequest, html: string): Promise<string> {
  const lang = requestLanguage(request);
  const path = request.url.split('?')[0] ?? '/';
  const baseUrl = siteUrl(request);
  let meta: PageMeta;
  try {
    meta = await pageMeta(app.db, {
      path,
      lang,
      baseUrl,
      at: app.clock.now(),
      content: await app.siteContent.published(lang),
    });
  } catch (err) {
    // The page still loads without its metadata: the app fetches what it shows by itself.
    request.log.warn({ err }, 'page metadata unavailable');
    return html;
  }

  const head: string[] = [];
  if (meta.indexable) {
    head.push(`<link rel="canonical" href="${escapeHtml(`${baseUrl}${path}?lang=${lang}`)}" />`);
    for (const l of LANGUAGES)
      head.push(`<link rel="alternate" hreflang="${l}" href="${escapeHtml(`${baseUrl}${path}?lang=${l}`)}" />`);
    head.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${baseUrl}${path}`)}" />`);
    head.push(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
    head.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  }
  // The job feeds (docs/decisions/0061), for feed readers and browsers that discover them.
  if (path === '/jobs') {
    head.push(
      `<link rel="alternate" type="application/rss+xml" title="RSS" href="${escapeHtml(`${baseUrl}/feeds/jobs.rss?lang=${lang}`)}" />`,
    );
    head.push(
      `<link rel="alternate" type="application/atom+xml" title="Atom" href="${escapeHtml(`${baseUrl}/feeds/jobs.atom?lang=${lang}`)}" />`,
    );
  }
  if (meta.jsonLd) head.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);

  // Replacer functions, not strings: a `$'` or `$&` in a job's text must not expand into parts of the page. In one
  // pass: the page holds its inline styles and the rendered app, and a `replace` each copied all of it.
  return replaceFirsts(html, [
    { pattern: /<html lang="[^"]*"/, replacement: () => `<html lang="${lang}"` },
    { pattern: /<title>[^<]*<\/title>/, replacement: () => `<title>${escapeHtml(meta.title)}</title>` },
    {
      pattern: /<meta name="description" content="[^"]*"\s*\/?>/,
      replacement: () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    },
    { pattern: '</head>', replacement: () => `${head.join('\n    ')}\n  </head>` },
  ]);
}
