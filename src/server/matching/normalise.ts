/**
 * Folding a text for matching (docs/decisions/0063-matching.md): lower case, accents dropped, the spellings of
 * technologies made one ("C#" csharp, ".NET" dotnet, "C++" cplusplus, "S/4HANA" s4hana, "Node.js" node js), every
 * other sign a space, and plurals folded ("réseaux" reseau, "tests" test). The vocabulary's terms go through the
 * same folding, so both sides agree.
 */

/** Lower case without accents; signs kept (the years of experience are read from this: "3-5 ans", "8+ years"). */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'");
}

const SPELLINGS: [RegExp, string][] = [
  [/(^|[^a-z0-9])c\s?#/g, '$1 csharp '],
  [/(^|[^a-z0-9])f#/g, '$1 fsharp '],
  [/(^|[^a-z0-9])c\+\+/g, '$1 cplusplus '],
  [/([a-z])\.net\b/g, '$1 net'],
  [/(^|[^a-z0-9])\.net\b/g, '$1 dotnet '],
  [/\bs\/4\s?hana\b/g, ' s4hana '],
  [/\bs\/4\b/g, ' s4 '],
  [/\bci\/cd\b/g, ' cicd '],
  [/\bp&l\b/g, ' pnl '],
  [/\bfp&a\b/g, ' fp a '],
  // "vue.js", "react.js": the name and js.
  [/([a-z])\.js\b/g, '$1 js'],
];

/** A word as matching compares it: plurals folded (both the vocabulary's and the texts' words go through this). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('eaux')) return word.slice(0, -1);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text (or of a vocabulary term), folded and stemmed. */
export function words(text: string): string[] {
  let folded = foldAccents(text);
  for (const [pattern, replacement] of SPELLINGS) folded = folded.replace(pattern, replacement);
  return (folded.match(/[a-z0-9]+/g) ?? []).map(stem);
}
