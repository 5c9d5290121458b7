import { FIRM_TIME_ZONE } from './constants.ts';
import { dateFormat } from './date-format.ts';

/** Any value as the text a cell or a list shows: empty for nothing, JSON for objects. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

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

/** The CSV's first line: a byte-order mark, so that spreadsheets read accents correctly, and the headers. */
export const csvHeader = <T>(columns: readonly CsvColumn<T>[], separator: CsvSeparator = 'semicolon') =>
  '\uFEFF' +
  csvLine(
    columns.map((c) => c.header),
    separator,
  );

/** One CSV line (RFC 4180: CRLF line ends). */
export const csvLine = (cells: readonly unknown[], separator: CsvSeparator = 'semicolon') =>
  cells.map(csvCell).join(CSV_SEPARATORS[separator]) + '\r\n';

/** RFC 4180 text with a byte-order mark: the header line, then one line per row. */
export function toCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  separator: CsvSeparator = 'semicolon',
): string {
  let text = csvHeader(columns, separator);
  for (const row of rows)
    text += csvLine(
      columns.map((c) => c.value(row)),
      separator,
    );
  return text;
}

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const DAY_UTC: Intl.DateTimeFormatOptions = { ...DAY, timeZone: 'UTC' };
const DAY_AT_FIRM: Intl.DateTimeFormatOptions = { ...DAY, timeZone: FIRM_TIME_ZONE };
const TIME_AT_FIRM: Intl.DateTimeFormatOptions = {
  timeZone: FIRM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

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
  if (dateOnly) return dateFormat(locale, DAY_UTC).format(date);
  return `${dateFormat(locale, DAY_AT_FIRM).format(date)} ${dateFormat(locale, TIME_AT_FIRM).format(date)}`;
}
