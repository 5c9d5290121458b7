/**
 * A search snippet made safe to render as HTML. The server escapes the text it cuts the snippet from and adds only
 * `<mark>` and `</mark>` around the matched words (src/server/search/); this check does not trust that: every `<`
 * or `>` that is not part of exactly `<mark>` or `</mark>` is escaped, so any other tag (or attribute, comment,
 * script) shows as text and nothing but text and <mark> reaches the DOM. Entities (`&amp;`) are text too.
 */
export function safeSnippet(snippet: string): string {
  return snippet
    .split(/(<\/?mark>)/)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('');
}
