import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = join(import.meta.dirname, '..');

/** What a visitor sees: the public layout, the shared components and the public pages' features. */
const PUBLIC_CODE = [
  'app/layout',
  'app/global.css',
  'components',
  ...['home', 'jobs', 'profiles', 'services', 'contact', 'spontaneous', 'talents', 'privacy', 'interview-slots'].map(
    (f) => `features/${f}`,
  ),
];

function filesUnder(path: string): string[] {
  const full = join(CLIENT, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => filesUnder(join(path, name)));
}

/**
 * Issue 30 item 3: the firm's primary colour is the public site's colour. A public page that names the default theme's
 * indigo, or a colour of its own (a hex value), keeps Northwind's colour beside the firm's when the firm sets one.
 */
describe("the public pages take the firm's colour (issue 30 item 3)", () => {
  it("name neither the default theme's indigo nor a colour of their own, only the primary colour's shades", () => {
    const found: string[] = [];
    for (const file of PUBLIC_CODE.flatMap(filesUnder).filter((f) => /\.(tsx?|css)$/.test(f) && !f.includes('.test.')))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/indigo|#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/i.test(line.replace(/\/\/.*$|\/\*.*?\*\//g, '')))
            found.push(`${relative(CLIENT, file)}:${i + 1}: ${line.trim()}`);
        });
    expect(found).toEqual([]);
  });
});
