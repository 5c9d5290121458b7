import i18n from 'i18next';
import { dateFormat } from '../../../shared/date-format.ts';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date (yyyy-mm-dd) or a timestamp in the user's language; empty stays empty. */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(i18n.resolvedLanguage ?? 'en', withTime ? DATE_AND_TIME : DATE).format(date);
}

export { asText } from '../../../shared/csv.ts';

export const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
