/**
 * What the site-text editor shows the office manager for each text (issue 44 item 1): its plain name and where the
 * page shows it ("Home page › Top banner › Key figures › Figure 1"), not its developer key. Both come from the
 * catalogs (`siteTextLabels` in src/shared/i18n/{lang}/site-text-labels.json): `labels` by the text's key, `places`
 * by each leading part of it (`home`, `home.hero`, `home.hero.figures`, ...), so that a section's place is written
 * once for all its texts. The keys are dotted, so both objects are read whole (`returnObjects`), not by path.
 */
export interface SiteTextLabels {
  places: Record<string, string>;
  labels: Record<string, string>;
}

/** The leading parts of a key, shortest first: `home.hero.title` → `home`, `home.hero`. */
export const placePrefixes = (key: string): string[] => {
  const parts = key.split('.');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('.'));
};

/** A text's name and place in one language; `undefined` where the catalog lacks one (the unit test forbids it). */
export function describeSiteText(
  key: string,
  catalog: SiteTextLabels,
): { label: string | undefined; place: string[] | undefined } {
  const place = placePrefixes(key).map((prefix) => catalog.places[prefix]);
  return {
    label: catalog.labels[key] || undefined,
    place: place.every((p) => p) ? (place as string[]) : undefined,
  };
}
