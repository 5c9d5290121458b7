import { FIRM_TIME_ZONE, firmDay } from './firm-time.ts';

/**
 * When an interview may take place (issue 26): never in the past, and a client's booking not before the notice
 * the firm needs, in working days (BOOKING_NOTICE_DAYS, 1 by default: the earliest day is the next working
 * day). Days and times are the firm's (Europe/Brussels), whatever the zone of the server or the browser. Working
 * days are Monday to Friday. Server and client use these same functions (the client gets the notice in
 * app_config.json).
 */
export const DEFAULT_BOOKING_NOTICE_DAYS = 1;

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: FIRM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The firm's time of day (HH:mm) at the moment `at`. */
function firmTime(at: Date): string {
  return timeFormat.format(at);
}

/** A calendar day (yyyy-mm-dd) moved by `days`; the day is read as a date, no time zone involved. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday to Friday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The first day a client may book at `now`: `notice` working days after the firm's today (0: today). */
export function earliestBookingDay(now: Date, notice: number): string {
  let day = firmDay(now);
  for (let left = notice; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

/** Whether a slot (a day, and a time when known) has begun at `now`, in the firm's time. */
export function isSlotPast(now: Date, day: string, time?: string | null): boolean {
  const today = firmDay(now);
  if (day !== today) return day < today;
  return time ? time <= firmTime(now) : false;
}
