/**
 * Every demo date is relative to one fixed day, so that the content looks the same whatever day it is seeded:
 * records are spread over the ten weeks before it, which gives the admin charts something to show.
 */
export const DEMO_REFERENCE = new Date('2026-11-01T00:00:00Z');

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` days before the reference day, at `hour`:`minute` UTC. */
export function daysBefore(days: number, hour = 10, minute = 0): Date {
  return new Date(DEMO_REFERENCE.getTime() - days * DAY_MS + (hour * 60 + minute) * 60 * 1000);
}

/** The day (yyyy-mm-dd) `days` days after the reference day (negative: before it). */
export function dayFromReference(days: number): string {
  return new Date(DEMO_REFERENCE.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` (yyyy-mm-dd) plus `months` months, same day of the month. */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** `count` moments spread evenly between `from` (excluded) and the reference day (excluded). */
export function spreadUntilReference(from: Date, count: number): Date[] {
  const span = DEMO_REFERENCE.getTime() - from.getTime();
  return Array.from({ length: count }, (_, i) => new Date(from.getTime() + (span * (i + 1)) / (count + 1)));
}
