import { describe, expect, it } from 'vitest';
import { replaceFirsts, type FirstReplacement } from './first-replacements.ts';

const sequential = (text: string, replacements: FirstReplacement[]) =>
  replacements.reduce((page, { pattern, replacement }) => page.replace(pattern, replacement), text);

const shell =
  '<!doctype html>\n<html lang="fr" data-x="1">\n  <head>\n    <title>Old</title>\n' +
  '    <meta name="description" content="Old description" />\n    <style>' +
  'a{color:red}'.repeat(2000) +
  '</style>\n  </head>\n  <body>\n    <div id="root"></div>\n    <svg><title>icon</title></svg>\n  </body>\n</html>\n';

const head: FirstReplacement[] = [
  { pattern: /<html lang="[^"]*"/, replacement: () => '<html lang="en"' },
  { pattern: /<title>[^<]*<\/title>/, replacement: () => "<title>A $' and $& title</title>" },
  {
    pattern: /<meta name="description" content="[^"]*"\s*\/?>/,
    replacement: () => '<meta name="description" content="New" />',
  },
  { pattern: '</head>', replacement: () => '<link rel="canonical" href="x" />\n  </head>' },
  { pattern: '<div id="root"></div>', replacement: () => '<div id="root"><p>–é😀</p></div>' },
];

describe('replaceFirsts: the first match of each pattern replaced, in one pass', () => {
  it('gives what the chained replaces give on a page (first matches only, $ patterns kept as they are)', () => {
    const out = replaceFirsts(shell, head);
    expect(out).toBe(sequential(shell, head));
    expect(out).toContain('<svg><title>icon</title></svg>');
    expect(out).toContain("<title>A $' and $& title</title>");
  });

  it('leaves the text as it is where a pattern is not found, in any order of the patterns', () => {
    const reversed = [...head].reverse();
    expect(replaceFirsts(shell, reversed)).toBe(sequential(shell, reversed));
    const missing: FirstReplacement[] = [{ pattern: '<nothing>', replacement: () => 'x' }, ...head.slice(0, 2)];
    expect(replaceFirsts(shell, missing)).toBe(sequential(shell, missing));
    expect(replaceFirsts('no head here', head)).toBe('no head here');
  });

  it('replaces overlapping matches one after the other, as the chained replaces do', () => {
    const overlapping: FirstReplacement[] = [
      { pattern: 'abc', replacement: () => 'X' },
      { pattern: /bcd/, replacement: () => 'Y' },
    ];
    expect(replaceFirsts('abcd bcd', overlapping)).toBe(sequential('abcd bcd', overlapping));
    expect(replaceFirsts('abcd bcd', overlapping)).toBe('Xd Y');
  });

  it('takes the first match of a global pattern only', () => {
    expect(replaceFirsts('a a a', [{ pattern: /a/g, replacement: () => 'b' }])).toBe('b a a');
  });
});
