import { asText } from './format.ts';

/** A cell that a spreadsheet would read as a formula: it is prefixed with ' so that it stays text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formulas defused, quoted when it holds a quote, a separator, a line break or edge spaces. */
export function csvCell(value: unknown): string {
  let text = asText(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** RFC 4180 text (CRLF line ends) with a byte-order mark, so that spreadsheets read accents correctly. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
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
