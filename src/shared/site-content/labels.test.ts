import { describe, expect, it } from 'vitest';
import en from '../i18n/en/site-text-labels.json' with { type: 'json' };
import fr from '../i18n/fr/site-text-labels.json' with { type: 'json' };
import nl from '../i18n/nl/site-text-labels.json' with { type: 'json' };
import { describeSiteText, type SiteTextLabels } from './labels.ts';
import { SITE_CONTENT } from './registry.ts';

const CATALOGS: Record<string, SiteTextLabels> = {
  fr: fr.siteTextLabels,
  en: en.siteTextLabels,
  nl: nl.siteTextLabels,
};

describe('the site texts have a name and a place for the office manager (issue 44 item 1)', () => {
  it.each(Object.keys(CATALOGS))('every editable text has both in %s', (lang) => {
    const lacking = SITE_CONTENT.filter((entry) => {
      const { label, place } = describeSiteText(entry.key, CATALOGS[lang]!);
      return !label?.trim() || !place?.length;
    }).map((entry) => entry.key);
    expect(lacking).toEqual([]);
  });

  it('no name is the developer key, and none is left over from a removed text', () => {
    for (const catalog of Object.values(CATALOGS)) {
      for (const entry of SITE_CONTENT) expect(catalog.labels[entry.key]).not.toBe(entry.key);
      expect(Object.keys(catalog.labels).sort()).toEqual(SITE_CONTENT.map((e) => e.key).sort());
    }
  });

  it('reads the place from the leading parts of the key', () => {
    expect(describeSiteText('home.hero.figures.years.value', CATALOGS.en!)).toEqual({
      label: 'The figure (e.g. 15)',
      place: ['Home page', 'Top banner', 'Key figures', 'Figure 1'],
    });
  });
});
