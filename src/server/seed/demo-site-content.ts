import { siteContent, siteContentVersions } from '../db/schema/index.ts';
import texts from './demo-site-content.json' with { type: 'json' };
import type { DemoTx } from './demo-types.ts';

/**
 * The demo firm's site texts: its founding year, figures, offices, sectors and promises are Northwind Talent's, demo
 * content like its jobs (issue 44 item 22). Without the demo a fresh install shows the neutral first texts of
 * src/server/site-content/defaults.json, which claim nothing about the firm. Seeded as each key's first text
 * (version 0, kept in the versions too), so that restoring version 0 gives the demo's text back, as before.
 */
export async function insertSiteContent(tx: DemoTx, seededAt: Date): Promise<void> {
  const rows = Object.entries(texts as Record<string, { fr: string; en: string; nl: string }>).map(([key, t]) => ({
    key,
    fr: t.fr,
    en: t.en,
    nl: t.nl,
  }));
  await tx.insert(siteContent).values(rows).onConflictDoNothing();
  await tx
    .insert(siteContentVersions)
    .values(rows.map((row) => ({ ...row, version: 0, publishedAt: seededAt })))
    .onConflictDoNothing();
}
