import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '../../shared/constants.ts';
import type { PublishedContent } from '../../shared/site-content/registry.ts';
import { contentFirm } from '../site-content/firm.ts';
import { publishedContent } from '../site-content/site-content.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteContent: {
      /** What the public pages show in `lang` (issue 30, decision 0059): kept in memory until the next public change. */
      published: (lang: Language) => Promise<PublishedContent>;
    };
  }
}

/**
 * The published site content of each language, read once per change: it is kept with the public cache's generation
 * and dropped with it (a publish in any process notifies every process, plugins/public-cache.ts), so a server-rendered
 * page, the served catalogs and the pages' descriptions read it from memory. While the cache hears no changes (off, or
 * its connection lost) it is read on every use.
 */
export const siteContentPlugin = fp(
  async (app: FastifyInstance) => {
    const kept = new Map<Language, { generation: number; content: Promise<PublishedContent> }>();
    app.decorate('siteContent', {
      published: (lang: Language) => {
        const store = app.publicCache;
        const known = kept.get(lang);
        if (known && store.listening && known.generation === store.generation) return known.content;
        const generation = store.generation;
        const content = publishedContent(app.db, lang, contentFirm());
        if (store.listening) {
          kept.set(lang, { generation, content });
          content.catch(() => kept.delete(lang));
        }
        return content;
      },
    });
  },
  { name: 'site-content', dependencies: ['db', 'public-cache'] },
);
