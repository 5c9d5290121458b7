/** The firm works in Brussels: its days (deadlines, "today") are Brussels days, whatever the server's zone. */
export const FIRM_TIME_ZONE = 'Europe/Brussels';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The firm's calendar day (yyyy-mm-dd) at the moment `at`. */
export function firmDay(at: Date): string {
  return dayFormat.format(at);
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: FIRM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The firm's wall clock at an instant: its day (yyyy-mm-dd) and time (hh:mm). */
export function firmClock(at: Date): { date: string; time: string } {
  const parts = clockFormat.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** How far ahead of UTC the firm is at an instant (1 or 2 hours in Brussels), in ms. */
function firmOffsetMs(instant: number): number {
  const { date, time } = firmClock(new Date(instant));
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min) - Math.floor(instant / 60_000) * 60_000;
}

/** The instant of a firm wall-clock day and time (a booking's "2026-12-10", "14:00"), summer time included. */
export function firmInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, min);
  // The offset at the guess can differ from the one at the real instant around a change of summer time.
  return new Date(guess - firmOffsetMs(guess - firmOffsetMs(guess)));
}
