import { describe, expect, it } from 'vitest';
import { csvCell, csvDate, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+32470123456', "'+32470123456"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=1', `"'\r=1"`],
  ])('defuses the formula %j', (input, output) => expect(csvCell(input)).toBe(output));

  it('leaves values that do not start as a formula without an apostrophe', () => {
    expect(csvCell('0470 12 34 56')).toBe('0470 12 34 56');
    expect(csvCell('0032470123456')).toBe('0032470123456');
    expect(csvCell('a-b=c')).toBe('a-b=c');
    expect(csvCell('Jane@home')).toBe('Jane@home');
  });

  it('quotes separators, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('Jane')).toBe('Jane');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (r: { name: string; note: string }) => r.name },
    { header: 'Note', value: (r: { name: string; note: string }) => r.note },
  ];

  it('separates with semicolons unless told otherwise, one CRLF line per row, with a byte-order mark', () => {
    const rows = [{ name: 'Zoë', note: '=1+1' }];
    expect(toCsv(rows, columns)).toBe("\uFEFFName;Note\r\nZoë;'=1+1\r\n");
    expect(toCsv(rows, columns, 'comma')).toBe("\uFEFFName,Note\r\nZoë,'=1+1\r\n");
    expect(toCsv(rows, columns, 'tab')).toBe("\uFEFFName\tNote\r\nZoë\t'=1+1\r\n");
  });
});

describe('csvDate', () => {
  it('writes timestamps in the firm time zone, day first, 24 h', () => {
    // 23:30 UTC on 4 March is 00:30 on 5 March in Brussels (winter time); 18:05 UTC in July is 20:05.
    expect(csvDate('2026-03-04T23:30:00.000Z', 'fr')).toBe('05/03/2026 00:30');
    expect(csvDate('2026-07-01T18:05:00.000Z', 'nl')).toBe('01/07/2026 20:05');
    expect(csvDate('2026-07-01T18:05:00.000Z', 'en')).toBe('01/07/2026 20:05');
  });

  it('writes dates as they are, and leaves empty or unreadable values alone', () => {
    expect(csvDate('2026-12-10', 'fr')).toBe('10/12/2026');
    expect(csvDate(null, 'fr')).toBe('');
    expect(csvDate('soon', 'en')).toBe('soon');
  });
});
