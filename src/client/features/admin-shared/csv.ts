import { FIRM_TIME_ZONE } from '../../../shared/constants.ts';
import { asText } from './format.ts';

/** Semicolon first: Excel set up for Belgium (or France, the Netherlands) splits on it, and not on commas. */
export const CSV_SEPARATORS = { semicolon: ';', comma: ',', tab: '\t' } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;
export const isCsvSeparator = (v: unknown): v is CsvSeparator =>
  typeof v === 'string' && Object.hasOwn(CSV_SEPARATORS, v);

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @ first, maybe after tabs or line breaks) is
 * prefixed with ' so that it stays text. Nothing else is touched: a phone such as 0470 12 34 56 stays as it is.
 */
const FORMULA_START = /^[\t\r\n]*[=+\-@]/;

/** One CSV cell: formulas defused, quoted when it holds a quote, a separator, a line break or edge spaces. */
export function csvCell(value: unknown): string {
  let text = asText(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** RFC 4180 text (CRLF line ends) with a byte-order mark, so that spreadsheets read accents correctly. */
export function toCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  separator: CsvSeparator = 'semicolon',
): string {
  const sep = CSV_SEPARATORS[separator];
  const lines = [columns.map((c) => csvCell(c.header)).join(sep)];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(sep));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/**
 * A date (yyyy-mm-dd) or a timestamp as a spreadsheet of the firm reads it: day/month/year in the page language
 * as spoken in Belgium, the time (24 h) in the firm's time zone, date and time apart by a space.
 */
export function csvDate(value: unknown, lang: string): string {
  const text = asText(value);
  if (!text) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return text;
  const locale = `${lang}-BE`;
  const timeZone = dateOnly ? 'UTC' : FIRM_TIME_ZONE;
  const day = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  if (dateOnly) return day.format(date);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day.format(date)} ${time.format(date)}`;
}

/** Saves text as a file through a temporary link. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
