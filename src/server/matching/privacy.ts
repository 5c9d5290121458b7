/**
 * What matching computed from a person (their concepts, the CV lines they were read from, seniority, place,
 * languages, whether they may be suggested) is personal data (docs/decisions/0063-matching.md): it is in their
 * export, and an anonymisation or erasure deletes it (the queue then computes it again from what is left: nothing,
 * or the records of theirs still live).
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { matchPeople, matchPersonTerms } from '../db/schema/index.ts';
import type { Pipeline } from '../../shared/schemas/process.ts';
import { RECORD_TABLES } from '../db/record-tables.ts';

/** The people these records belong to. */
async function peopleOf(tx: Database, refs: { recordType: Pipeline; id: number }[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const [type, table] of Object.entries(RECORD_TABLES) as [Pipeline, (typeof RECORD_TABLES)[Pipeline]][]) {
    const recordIds = refs.filter((r) => r.recordType === type).map((r) => r.id);
    if (recordIds.length === 0) continue;
    const rows = await tx.select({ personId: table.personId }).from(table).where(inArray(table.id, recordIds));
    for (const row of rows) ids.add(row.personId);
  }
  return [...ids];
}

/** Deletes what matching computed about the people of these records (inside the anonymisation's transaction). */
export async function forgetMatchData(tx: Database, refs: { recordType: Pipeline; id: number }[]): Promise<void> {
  const ids = await peopleOf(tx, refs);
  if (ids.length === 0) return;
  await tx.delete(matchPersonTerms).where(inArray(matchPersonTerms.personId, ids));
  await tx.delete(matchPeople).where(inArray(matchPeople.personId, ids));
}

export interface MatchDataExport {
  personId: number;
  seniority: number | null;
  yearsOfExperience: number | null;
  place: string | null;
  languages: string[];
  legalBasis: string;
  suggestedUntil: string | null;
  computedAt: string;
  concepts: { concept: string; weight: number; readFrom: string }[];
}

/** What matching computed about these people, for their export. */
export async function exportMatchData(db: Database, personIds: number[]): Promise<MatchDataExport[]> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return [];
  const [rows, terms] = await Promise.all([
    db.select().from(matchPeople).where(inArray(matchPeople.personId, ids)),
    db.select().from(matchPersonTerms).where(inArray(matchPersonTerms.personId, ids)),
  ]);
  return rows.map((r) => ({
    personId: r.personId,
    seniority: r.seniority,
    yearsOfExperience: r.years,
    place: r.place,
    languages: r.spoken,
    legalBasis: r.basis,
    suggestedUntil: r.eligibleUntil?.toISOString() ?? null,
    computedAt: r.computedAt.toISOString(),
    concepts: terms
      .filter((t) => t.personId === r.personId)
      .map((t) => ({ concept: t.concept, weight: t.weight, readFrom: t.evidence })),
  }));
}
