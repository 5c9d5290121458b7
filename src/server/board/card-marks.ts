import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import type { Database } from '../db/client.ts';
import { loadApplicationMarks } from '../tags/application-marks.ts';

/** A card's rating (the average of staff's 1-5) and tags. */
export interface CardMarks {
  rating: number | null;
  tags: { id: number; name: string; color: string }[];
}

/** The filters of a board that read the marks: a tag the card has, a lowest rating. */
export interface MarkFilters {
  tag?: number;
  rating?: number;
}

const NONE: CardMarks = { rating: null, tags: [] };

/**
 * The ratings and tags of these applications, by id (src/server/tags/application-marks.ts, decision 0054). Only job
 * applications carry them: a spontaneous application's card has none.
 */
export async function cardMarks(
  db: Pick<Database, 'select'>,
  resource: PipelineResource,
  ids: readonly number[],
): Promise<Map<number, CardMarks>> {
  if (resource === 'job-applications') return loadApplicationMarks(db, ids);
  return new Map(ids.map((id) => [id, NONE]));
}

/** A card's marks, or none. */
export const marksOf = (marks: Map<number, CardMarks>, id: number): CardMarks => marks.get(id) ?? NONE;

/** Whether a card with these marks passes the board's tag and rating filters. */
export function passesMarks(marks: CardMarks, filters: MarkFilters): boolean {
  if (filters.tag !== undefined && !marks.tags.some((t) => t.id === filters.tag)) return false;
  if (filters.rating !== undefined && (marks.rating === null || marks.rating < filters.rating)) return false;
  return true;
}

export const filtersByMarks = (filters: MarkFilters) => filters.tag !== undefined || filters.rating !== undefined;
