const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every demo date is relative to one reference day, the day the demo is first seeded, so the content looks the
 * same whenever it is seeded: records are spread over the ten weeks before it (which gives the admin charts
 * something to show), and open jobs' deadlines and start dates lie in the months after it.
 */
export interface DemoCalendar {
  /** Midnight UTC of the day the demo was seeded. */
  reference: Date;
  /** `days` days before the reference day, at `hour`:`minute` UTC. */
  daysBefore(days: number, hour?: number, minute?: number): Date;
  /** The day (yyyy-mm-dd) `days` days after the reference day (negative: before it). */
  dayFromReference(days: number): string;
}

export function demoCalendar(seededAt: Date): DemoCalendar {
  const reference = new Date(Math.floor(seededAt.getTime() / DAY_MS) * DAY_MS);
  const at = reference.getTime();
  return {
    reference,
    daysBefore: (days, hour = 10, minute = 0) => new Date(at - days * DAY_MS + (hour * 60 + minute) * 60 * 1000),
    dayFromReference: (days) => new Date(at + days * DAY_MS).toISOString().slice(0, 10),
  };
}

/** `date` (yyyy-mm-dd) plus `months` months, same day of the month. */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
