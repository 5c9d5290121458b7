/** The first match of `pattern` in a text (a string: its first occurrence), and what takes its place. */
export interface FirstReplacement {
  pattern: RegExp | string;
  replacement: (match: string) => string;
}

/**
 * `text` with the first match of each pattern replaced, as `text.replace(p1, r1).replace(p2, r2)…` gives it when no
 * replacement makes or breaks a later pattern's match (the page's head parts: its language, title, description, the
 * end of its head, the app's root), but without a copy of the text per replacement: the matches are found in the
 * text as it is, and the result is put together once from its unchanged slices and the replacements. A served page
 * is 200 kB or more (its inline styles, the rendered app and its state), and each `replace` copied all of it; a
 * pattern not found changes nothing, as with `replace`. Matches that overlap are replaced one after the other.
 */
export function replaceFirsts(text: string, replacements: FirstReplacement[]): string {
  const found: { at: number; end: number; insert: string }[] = [];
  for (const { pattern, replacement } of replacements) {
    let at: number;
    let match: string;
    if (typeof pattern === 'string') {
      at = text.indexOf(pattern);
      match = pattern;
    } else {
      const first =
        pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : pattern;
      const m = first.exec(text);
      at = m ? m.index : -1;
      match = m?.[0] ?? '';
    }
    if (at >= 0) found.push({ at, end: at + match.length, insert: replacement(match) });
  }
  found.sort((a, b) => a.at - b.at);
  if (found.some((f, i) => i > 0 && f.at < found[i - 1]!.end)) {
    return replacements.reduce((page, { pattern, replacement }) => page.replace(pattern, replacement), text);
  }
  let out = '';
  let from = 0;
  for (const { at, end, insert } of found) {
    out += text.slice(from, at) + insert;
    from = end;
  }
  return out + text.slice(from);
}
