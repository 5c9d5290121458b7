import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { stateHistory } from '../../src/server/db/schema/index.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { makeDemoPdf } from '../../src/server/seed/demo-pdf.ts';
import { seriousViolations } from './axe.ts';

const dir = mkdtempSync(join(tmpdir(), 'hireframe-public-e2e-'));

/** A small, valid PDF on disk, for setInputFiles. */
export function pdfFile(name = 'cv.pdf', text = 'Jane Doe\nCurriculum vitae'): string {
  const path = join(dir, name);
  writeFileSync(path, makeDemoPdf(text));
  return path;
}

/** A file of any content and size on disk. */
export function otherFile(name: string, bytes: number | string): string {
  const path = join(dir, name);
  writeFileSync(path, typeof bytes === 'string' ? bytes : Buffer.alloc(bytes, 0x41));
  return path;
}

/** axe on the page as it is: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** The header's language menu. */
export async function switchLanguage(page: Page, name: 'Français' | 'English' | 'Nederlands'): Promise<void> {
  await page.getByRole('button', { name: /^(Language|Langue|Taal)/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** The main heading of the page, once it is there. */
export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor();
  return h1.innerText();
}

/** expect.poll with room for a busy machine: pages and answers may take a few seconds under load. */
export function poll<T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) {
  return expect.poll(fn, { timeout: 10_000, interval: 100, ...options });
}

/** The state-history rows of one pipeline record, as the admin record view shows them. */
export function recordHistory(db: Database, recordType: string, recordId: number) {
  return db
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.recordType, recordType), eq(stateHistory.recordId, recordId)));
}
