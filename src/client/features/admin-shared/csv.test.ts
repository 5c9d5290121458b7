import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+32470123456', "'+32470123456"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('defuses the formula %j', (input, output) => expect(csvCell(input)).toBe(output));

  it('quotes separators, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('Jane')).toBe('Jane');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('a-b=c')).toBe('a-b=c');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF line per row, with a byte-order mark', () => {
    const csv = toCsv(
      [{ name: 'Zoë', note: '=1+1' }],
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'Note', value: (r) => r.note },
      ],
    );
    expect(csv).toBe("\uFEFFName,Note\r\nZoë,'=1+1\r\n");
  });
});
