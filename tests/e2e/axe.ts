import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: string[] }[];
}

/**
 * axe-core's violations on the page as it is: all of axe's rules, or those of `tags` (e.g. wcag2a). axe is put in
 * the page once per document and run there directly, its results kept to the violations: @axe-core/playwright's
 * AxeBuilder injected it anew and carried every passing node back on each call, 1.5 to 2 s a page against 0.2 to
 * 0.3 s (docs/decisions/0029); the project depends on axe-core alone. Frames are not entered: the only ones the app
 * shows hold a PDF.
 */
export async function axeViolations(page: Page, tags?: string[]): Promise<AxeViolation[]> {
  await atRest(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (values) => {
    type Axe = { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const options = {
      resultTypes: ['violations'],
      iframes: false,
      ...(values ? { runOnly: { type: 'tag', values } } : {}),
    };
    const { violations } = await axe.run(document, options);
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
    }));
  }, tags);
}

/**
 * Waits until nothing on the page moves (but what loops, as a loader) and every dialog has faded in, and the page
 * has stayed so for ten frames: a modal measured halfway through its transition has paler text than it will have,
 * and axe reports a contrast it does not have. Mantine starts a transition a frame or a timer after it mounts the
 * dialog, when nothing is animating yet; one look at that moment passed, and axe failed once on a loaded machine.
 */
export async function atRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const still = () =>
          document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity) &&
          [...document.querySelectorAll('[role="dialog"]')].every((dialog) => getComputedStyle(dialog).opacity === '1');
        let frames = 0;
        const look = () => {
          frames = still() ? frames + 1 : 0;
          if (frames >= 10) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/** The serious and critical violations, one line each: what a test asserts to be none. */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  return (await axeViolations(page, tags))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
