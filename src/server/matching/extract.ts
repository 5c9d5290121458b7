/**
 * Concepts of a text (docs/decisions/0063-matching.md): the vocabulary's terms found in it, longest first, with the
 * line each was first found on (the CV lines a match shows), the seniority it states, the spoken languages and the
 * place. Dutch compounds are split where both halves, or a long enough ending, are words of the vocabulary
 * ("heftruckchauffeur", "softwaretester"); hyphenated ones ("Java-ontwikkelaar") split by themselves.
 */
import { foldAccents, words } from './normalise.ts';
import { COMBOS, PLACES, ROLES, SENIORITY_TERMS, SKILLS, SPOKEN } from './vocabulary.ts';

/**
 * Words of a title that say nothing of the trade: articles and prepositions of fr/en/nl, gender marks ("h/f",
 * "m/v/x"), and every word of a seniority term (seniority is a score part of its own).
 */
const NOT_TITLE_WORDS = new Set([
  ...'a au aux d de du des en et l la le les un une pour avec chez dan sur the and of for to in at with an or het een van voor met bij op te door h f m v x'.split(
    ' ',
  ),
  ...SENIORITY_TERMS.flat().flatMap((t) => words(t)),
]);

/** At most this many title words are kept per person (their titles and their CVs' first lines). */
const TITLE_WORDS_KEPT = 24;

/**
 * The words of a job's or a person's titles as matching compares them (folded, plurals folded), without words that
 * say nothing of the trade: the lexical evidence a plain word match uses, kept beside the vocabulary's concepts
 * (as `word:…` concepts) so that a title the vocabulary does not know still counts (decision 0064, addendum
 * "tuning half and held-out half").
 */
export function titleWords(...titles: string[]): string[] {
  const out = new Set<string>();
  for (const title of titles)
    for (const word of words(title))
      if (word.length > 1 && !/^\d+$/.test(word) && !NOT_TITLE_WORDS.has(word)) out.add(word);
  return [...out].slice(0, TITLE_WORDS_KEPT);
}

/** A person's title lines: the first lines of a CV (its name and title line, before the rest). */
export const firstLines = (text: string, count = 3) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, count)
    .join('\n');

export type Lang = 'fr' | 'en' | 'nl';

interface Term {
  tokens: string[];
  /** A term may name several concepts ("comptable": the role and the skill; "FI/CO": SAP FI and SAP CO). */
  concepts: string[];
}

/** Concept id → its labels and, for a role, its group. */
export interface ConceptInfo {
  kind: 'skill' | 'role';
  labels: Record<Lang, string>;
  group?: string;
}

interface Index {
  byFirst: Map<string, Term[]>;
  known: Set<string>;
  concepts: Map<string, ConceptInfo>;
  seniority: Map<string, Term[]>;
  spoken: Map<string, Term[]>;
  places: Map<string, Term[]>;
  placeInfo: Map<string, { province: string; region: string }>;
}

function addTerm(map: Map<string, Term[]>, text: string, concept: string, known?: Set<string>) {
  const tokens = words(text);
  if (tokens.length === 0) return;
  const list = map.get(tokens[0]!) ?? [];
  const same = list.find((t) => t.tokens.join(' ') === tokens.join(' '));
  if (!same) list.push({ tokens, concepts: [concept] });
  else if (!same.concepts.includes(concept)) same.concepts.push(concept);
  list.sort((a, b) => b.tokens.length - a.tokens.length);
  map.set(tokens[0]!, list);
  if (known && tokens.length === 1) known.add(tokens[0]!);
}

let index: Index | undefined;

/** The vocabulary's index, built once. */
export function vocabularyIndex(): Index {
  if (index) return index;
  const byFirst = new Map<string, Term[]>();
  const known = new Set<string>();
  const concepts = new Map<string, ConceptInfo>();
  for (const [id, fr, en, nl, ...variants] of SKILLS) {
    const concept = `skill:${id}`;
    concepts.set(concept, { kind: 'skill', labels: { fr, en, nl } });
    for (const term of [fr, en, nl, ...variants]) addTerm(byFirst, term, concept, known);
  }
  for (const [id, group, fr, en, nl, ...variants] of ROLES) {
    const concept = `role:${id}`;
    concepts.set(concept, { kind: 'role', labels: { fr, en, nl }, group });
    for (const term of [fr, en, nl, ...variants]) addTerm(byFirst, term, concept, known);
  }
  for (const [term, ...ids] of COMBOS) for (const id of ids) addTerm(byFirst, term, id, known);
  const seniority = new Map<string, Term[]>();
  SENIORITY_TERMS.forEach((terms, level) => terms.forEach((t) => addTerm(seniority, t, String(level))));
  const spoken = new Map<string, Term[]>();
  for (const [id, fr, en, nl, ...variants] of SPOKEN)
    for (const term of [fr, en, nl, ...variants]) addTerm(spoken, term, id);
  const places = new Map<string, Term[]>();
  const placeInfo = new Map<string, { province: string; region: string }>();
  for (const [id, province, region, ...terms] of PLACES) {
    placeInfo.set(id, { province, region });
    for (const term of terms) addTerm(places, term, id);
  }
  index = { byFirst, known, concepts, seniority, spoken, places, placeInfo };
  return index;
}

export function conceptInfo(concept: string): ConceptInfo | undefined {
  return vocabularyIndex().concepts.get(concept);
}

/** Splits an unknown Dutch-style compound into known words: both halves known, or a known ending of 6+ letters. */
function splitCompound(token: string, known: Set<string>): string[] {
  if (token.length < 8 || known.has(token)) return [token];
  for (let i = 3; i <= token.length - 5; i++) {
    const head = token.slice(0, i);
    const tail = token.slice(i);
    if (!known.has(tail)) continue;
    if (known.has(head)) return [head, tail];
    if (head.endsWith('s') && known.has(head.slice(0, -1))) return [head.slice(0, -1), tail];
    if (tail.length >= 6) return [head, tail];
  }
  return [token];
}

/** Finds the terms of `map` in a line's tokens, longest first; answers [concept, start] pairs. */
function scan(tokens: string[], map: Map<string, Term[]>): string[] {
  const found: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const candidates = map.get(tokens[i]!);
    const hit = candidates?.find((t) => t.tokens.every((tok, k) => tokens[i + k] === tok));
    if (hit) {
      found.push(...hit.concepts);
      i += hit.tokens.length;
    } else i++;
  }
  return found;
}

export interface Found {
  /** Times found, weighted by where (a title counts more than a line of a CV). */
  weight: number;
  /** The first line it was found on (trimmed), for the reasons. */
  line: string;
}

export interface Extracted {
  concepts: Map<string, Found>;
  seniority: number | null;
  years: number | null;
  spoken: Set<string>;
  place: string | null;
}

/** Words that make a sentence's skills a plus rather than a must. */
const NICE_TO_HAVE =
  /\b(atout|un plus|souhaite|souhaitee|apprecie|is a plus|nice to have|an advantage|a bonus|preferably|is een plus|een troef|pluspunt|bij voorkeur|strekt tot aanbeveling)\b/;

const YEARS =
  /(\d{1,2})\s*(?:\+|-\s*\d{1,2}|a\s*\d{1,2}|to\s*\d{1,2}|tot\s*\d{1,2})?\s*(?:\+\s*)?(?:ans|annees|an|years?|yrs|jaar|jaren)\b/g;

/** Seniority from years of experience: junior under 3, medior under 8, senior from 8. */
export const seniorityOfYears = (years: number) => (years < 3 ? 0 : years < 8 ? 1 : 2);

/**
 * One extraction, fed by fields one after the other (`add`), each with a weight: a job's title weighs more than a
 * line of its description, a person's profile title more than a line of their CV.
 */
export class Extraction {
  readonly result: Extracted = { concepts: new Map(), seniority: null, years: null, spoken: new Set(), place: null };
  private readonly idx = vocabularyIndex();

  add(text: string, weight: number, options: { seniority?: boolean; years?: boolean; place?: boolean } = {}) {
    if (!text) return;
    for (const rawLine of text.split(/\r?\n|(?<=[.;!?])\s+/)) {
      const line = rawLine.trim();
      if (!line) continue;
      const tokens = words(line).flatMap((t) => splitCompound(t, this.idx.known));
      if (tokens.length === 0) continue;
      const factor = NICE_TO_HAVE.test(foldAccents(line)) ? 0.5 : 1;
      const concepts = scan(tokens, this.idx.byFirst);
      // "SAP FI/CO consultant", "consultante SAP": a consultant of SAP is the SAP consultant role.
      if (
        concepts.some((c) => c.startsWith('skill:sap-') || c === 'skill:s4hana') &&
        tokens.some((t) => t.startsWith('consultant'))
      )
        concepts.push('role:sap-consultant');
      for (const concept of concepts) {
        const found = this.result.concepts.get(concept);
        if (found) found.weight += weight * factor * 0.5;
        else this.result.concepts.set(concept, { weight: weight * factor, line: line.slice(0, 160) });
      }
      for (const lang of scan(tokens, this.idx.spoken)) this.result.spoken.add(lang);
      if (options.place !== false && this.result.place === null) {
        const [place] = scan(tokens, this.idx.places);
        if (place) this.result.place = place;
      }
      if (options.seniority !== false && this.result.seniority === null) {
        const levels = scan(tokens, this.idx.seniority).map(Number);
        if (levels.length) this.result.seniority = Math.max(...levels);
      }
      if (options.years !== false && this.result.years === null) {
        for (const m of foldAccents(line).matchAll(YEARS)) {
          const n = Number(m[1]);
          if (n > 0 && n < 45) {
            this.result.years = n;
            break;
          }
        }
      }
    }
  }
}

/** Where two places stand: 1 the same city, 0.8 the same province, 0.6 the same region, 0.3 elsewhere in Belgium. */
export function placeNearness(a: string | null, b: string | null): number | null {
  if (!a || !b) return null;
  if (a === b) return 1;
  const { placeInfo } = vocabularyIndex();
  const pa = placeInfo.get(a);
  const pb = placeInfo.get(b);
  if (!pa || !pb) return 0.3;
  if (pa.province === pb.province) return 0.8;
  if (pa.region === pb.region || pa.region === 'brussels' || pb.region === 'brussels') return 0.6;
  return 0.3;
}
