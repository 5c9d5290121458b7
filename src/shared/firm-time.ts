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
