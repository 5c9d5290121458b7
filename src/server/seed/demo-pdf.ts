/**
 * A small but valid PDF (one A4 page, Helvetica, one line of text per line of `text`), for the CVs and
 * attachments of the demo content. Offsets in the cross-reference table are exact, so PDF readers open it
 * without repairing it.
 */
export function makeDemoPdf(text: string): Buffer {
  const lines = text.split('\n').map(toPdfString);
  const content = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '72 770 Td',
    ...lines.map((line, i) => (i === 0 ? `(${line}) Tj` : `T* (${line}) Tj`)),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];

  // Every character below is one byte in latin1, so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** WinAnsi replacements for the few characters outside latin1 that demo texts use. */
const WIN_ANSI: Record<string, string> = {
  '\u20ac': '\u0080', // euro sign
  '\u2013': '\u0096', // en dash
  '\u2014': '\u0097', // em dash
  '\u2018': '\u0091',
  '\u2019': '\u0092',
  '\u201c': '\u0093',
  '\u201d': '\u0094',
};

/** `line` as the inside of a PDF literal string: one byte per character, with `\`, `(` and `)` escaped. */
function toPdfString(line: string): string {
  let out = '';
  for (const ch of line) {
    const mapped = WIN_ANSI[ch] ?? ch;
    const code = mapped.codePointAt(0) ?? 0x3f;
    if (mapped === '\\' || mapped === '(' || mapped === ')') out += `\\${mapped}`;
    else if (code < 0x20 || code > 0xff) out += '?';
    else out += mapped;
  }
  return out;
}
