/**
 * A text's language among the firm's three (fr, en, nl), offline: the most frequent of each language's common
 * words wins (docs/decisions/0049). '' when too few of them to tell.
 */
const STOP_WORDS: Record<'fr' | 'en' | 'nl', ReadonlySet<string>> = {
  fr: new Set(
    'le la les des du de un une et est en dans pour que qui sur avec par au aux ce cette ces sont pas plus ne se je nous vous il elle ils ont été être mon ma mes leur'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the and of to in is for that with on as by at an be this are was from have has it or not my i we you they their been which'.split(
      ' ',
    ),
  ),
  nl: new Set(
    'de het een en van in is dat op te met voor zijn niet aan door er als bij ook uit naar om ik wij je hij zij worden wordt heb heeft mijn was'.split(
      ' ',
    ),
  ),
};

/** Words shared by two languages ('de', 'en', 'in', 'is') count for neither. */
const SHARED = new Set(
  Object.values(STOP_WORDS)
    .flatMap((set) => [...set])
    .filter((w, i, all) => all.indexOf(w) !== i),
);

export function detectLanguage(text: string): 'fr' | 'en' | 'nl' | '' {
  const counts = { fr: 0, en: 0, nl: 0 };
  const words =
    text
      .slice(0, 50_000)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  for (const word of words) {
    if (SHARED.has(word)) continue;
    for (const lang of ['fr', 'en', 'nl'] as const) if (STOP_WORDS[lang].has(word)) counts[lang]++;
  }
  const [best, second] = (Object.entries(counts) as ['fr' | 'en' | 'nl', number][]).sort((a, b) => b[1] - a[1]);
  if (best![1] < 3 || best![1] < second![1] * 1.5) return '';
  return best![0];
}
