import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '../../shared/constants.ts';
import type { PublishedContent } from '../../shared/site-content/registry.ts';
import { contentFirm } from '../site-content/firm.ts';
import { publishedContent, type ContentFirm } from '../site-content/site-content.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteContent: {
      /** What the public pages show in `lang` (issue 30, decision 0059): kept in memory until the next public change. */
      published: (lang: Language) => Promise<PublishedContent>;
    };
  }
}

interface Kept {
  generation: number;
  firm: ContentFirm;
  content: Promise<PublishedContent>;
}

const sameFirm = (a: ContentFirm, b: ContentFirm) =>
  a.firmName === b.firmName && a.defaultLanguage === b.defaultLanguage;

/**
 * The published site content of each language, read once per change: it is kept with the public changes' generation
 * (plugins/public-cache.ts counts them whatever the page cache's size, PUBLIC_CACHE_MB=0 included) and dropped with
 * it (a publish in any process notifies every process), so a server-rendered page, the served catalogs and the
 * pages' descriptions read it from memory. It is made again when the firm's name or default language in force
 * changes (plugins/brand.ts reloads them on the same notification, a moment later). While the process hears no
 * changes (its listening connection lost) it is read on every use. The editor's preview reads the drafts itself
 * (routes/admin/admin-only/site-content.ts), never this.
 */
export const siteContentPlugin = fp(
  async (app: FastifyInstance) => {
    const kept = new Map<Language, Kept>();
    app.decorate('siteContent', {
      published: (lang: Language) => {
        const store = app.publicCache;
        const firm = contentFirm();
        const known = kept.get(lang);
        if (known && store.listening && known.generation === store.generation && sameFirm(known.firm, firm))
          return known.content;
        const generation = store.generation;
        const content = publishedContent(app.db, lang, firm);
        if (store.listening) {
          const entry = { generation, firm, content };
          kept.set(lang, entry);
          content.catch(() => {
            if (kept.get(lang) === entry) kept.delete(lang);
          });
        }
        return content;
      },
    });
  },
  { name: 'site-content', dependencies: ['db', 'public-cache'] },
);
