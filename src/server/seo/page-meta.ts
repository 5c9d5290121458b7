import type { Language } from '../../shared/constants.ts';
import type { PublishedContent } from '../../shared/site-content/registry.ts';
import type { Database } from '../db/client.ts';
import { findPublicJob } from '../public/get-public-job.ts';
import { findPublicProfile } from '../public/get-public-profile.ts';
import { jobPosting } from './job-posting.ts';
import { translate } from '../catalogs.ts';
import { pickLanguage, summary } from './localized-text.ts';
import { PUBLIC_PAGES } from './public-pages.ts';
import { siteConfig } from './site-info.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Whether the page is a public one, with language alternates. */
  indexable: boolean;
  jsonLd?: Record<string, unknown>;
}

const DETAIL = /^\/(jobs|profiles)\/(\d{1,9})\/?$/;

/** The title and description of the page at `path` in `lang`, as the client titles it (menu label | firm). */
export async function pageMeta(
  db: Database,
  input: { path: string; lang: Language; baseUrl: string; at: Date; content: PublishedContent },
): Promise<PageMeta> {
  const { lang } = input;
  /** A page's search-engine text from the firm's published content (issue 30). */
  const seo = (page: string, part: 'title' | 'description') => input.content.texts[`seo.${page}.${part}`] ?? '';
  const firm = siteConfig().firmName;
  const t = (key: string) => translate(lang, key);
  const detail = DETAIL.exec(input.path);
  if (detail?.[1] === 'jobs') {
    const job = await findPublicJob(db, Number(detail[2]), input.at);
    if (job) {
      const text = pickLanguage({ en: job.descriptionEn, fr: job.descriptionFr, nl: job.descriptionsNl }, lang);
      return {
        title: `${job.title} | ${t('menu.jobs')} | ${firm}`,
        description: summary(text || seo('jobs', 'description')),
        indexable: true,
        jsonLd: jobPosting(job, lang, input.baseUrl),
      };
    }
  }
  if (detail?.[1] === 'profiles') {
    const profile = await findPublicProfile(db, Number(detail[2]));
    if (profile) {
      const text = pickLanguage(
        { en: profile.descriptionEn, fr: profile.descriptionFr, nl: profile.descriptionNl },
        lang,
      );
      const name = `${profile.displayedFirstName} ${profile.displayedLastName}`.trim();
      return {
        title: `${name} – ${profile.profileTitle} | ${t('menu.profiles')} | ${firm}`,
        description: summary(text || seo('profiles', 'description')),
        indexable: true,
      };
    }
  }
  const path = input.path.length > 1 ? input.path.replace(/\/+$/, '') : input.path;
  const page = PUBLIC_PAGES.find((p) => p.path === path);
  if (!page) return { title: firm, description: seo('home', 'description'), indexable: false };
  return {
    title: seo(page.seo, 'title') || `${t(page.titleKey)} | ${firm}`,
    description: seo(page.seo, 'description'),
    indexable: true,
  };
}
