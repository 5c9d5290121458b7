import { sql, type SQL } from 'drizzle-orm';

/**
 * A run of minus signs with nothing but spaces and punctuation between them ("---", "- - -", "-!-(-"): each is a NOT
 * to `websearch_to_tsquery`, which skips the punctuation, stacks the NOTs and fails past 32 of them ("tsquery stack
 * too small", issue 44 item 15). A minus after a letter or digit ("front-end") starts no run; a quote ends one.
 */
const NEGATIONS = /(?<![\p{L}\p{N}])-(?:[^\p{L}\p{N}"-]*-)+/gu;

/**
 * The one rule for what a search box hands the text-search parser (docs/decisions/0071): a run of negations becomes
 * the one it means (an odd run is one NOT, an even run none: "--java" is "java"), so that no text within the boxes'
 * lengths makes the parser fail. What is left of a text of operators only is no word, and finds nothing.
 */
export function readableSearch(text: string): string {
  return text.replace(NEGATIONS, (run) => ((run.match(/-/g)?.length ?? 0) % 2 === 1 ? '-' : ' '));
}

/** The text-search configurations the searches use (a literal in the statement, as before: the plans stay). */
type SearchConfig = 'english' | 'french' | 'dutch' | 'hf_fr' | 'hf_en' | 'hf_nl';

/** `websearch_to_tsquery(config, text)` of a search box's text, made readable first: every tsquery goes through it. */
export function webSearchQuery(config: SearchConfig, text: string): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${readableSearch(text)})`;
}
