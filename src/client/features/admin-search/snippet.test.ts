import { describe, expect, it } from 'vitest';
import { safeSnippet } from './snippet.ts';

describe('safeSnippet', () => {
  it('keeps text, entities and <mark>', () => {
    expect(safeSnippet('a <mark>kafka</mark> &amp; &lt;b&gt;')).toBe('a <mark>kafka</mark> &amp; &lt;b&gt;');
  });

  it('leaves no other tag: it shows as text', () => {
    const out = safeSnippet('<img src=x onerror=alert(1)><mark onclick="x">y</mark><script>1</script><MARK>');
    expect(out).not.toMatch(/<(?!\/?mark>)/);
    expect(out).toBe(
      '&lt;img src=x onerror=alert(1)&gt;&lt;mark onclick="x"&gt;y</mark>&lt;script&gt;1&lt;/script&gt;&lt;MARK&gt;',
    );
  });
});
