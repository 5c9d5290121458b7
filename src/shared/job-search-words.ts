/**
 * Where the label of each coded filter of the public job search lives in the catalogs (`public`'s `jobs`), the
 * client's option lists (components/options.ts) and the alert mails alike: a candidate reads "Financiën en
 * bankwezen", never the stored code FINANCE (issue 44 item 9).
 */
export const JOB_SEARCH_LABELS = {
  type: 'jobs.types',
  province: 'jobs.provinces',
  industry: 'jobs.industries',
  seniorityLevel: 'jobs.seniority',
  experience: 'jobs.experienceLevels',
} as const;

/**
 * A job search in words, in the order of its fields: the keyword as typed, each code by its label in the reader's
 * language (`label` answers undefined for a text the catalogs do not have: the value is then shown as stored).
 */
export function jobSearchInWords(
  query: Readonly<Record<string, string | undefined>>,
  label: (key: string) => string | undefined,
): string[] {
  const words: string[] = [];
  for (const [field, value] of Object.entries(query)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const prefix = (JOB_SEARCH_LABELS as Record<string, string | undefined>)[field];
    words.push((prefix && label(`${prefix}.${value}`)) || value);
  }
  return words;
}
