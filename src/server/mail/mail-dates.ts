import { FIRM_TIME_ZONE, type Language } from '../../shared/constants.ts';
import { dateFormat } from '../../shared/date-format.ts';

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LONG_DATE_AT_FIRM: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: FIRM_TIME_ZONE,
};

/** A day (yyyy-mm-dd) as its reader writes it ("10 décembre 2026", "10 december 2026"); anything else as is. */
function mailDate(value: unknown, lang: Language): unknown {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat(`${lang}-BE`, LONG_DATE).format(date);
}

/** The firm's day of an instant, written for its reader (a consent's end). */
export function mailDay(instant: Date, lang: Language): string {
  return dateFormat(`${lang}-BE`, LONG_DATE_AT_FIRM).format(instant);
}

/** A mail's data with its day written for its reader; the data itself keeps the ISO day (the invitation reads it). */
export function forReader<T extends Record<string, unknown>>(data: T, lang: Language): T {
  return 'date' in data ? { ...data, date: mailDate(data.date, lang) } : data;
}
