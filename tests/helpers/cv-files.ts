import { ZipFile } from 'yazl';
import { makeDemoPdf } from '../../src/server/seed/demo-pdf.ts';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A ZIP of these entries, deflated. */
function zip(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const file = new ZipFile();
  for (const [name, data] of Object.entries(entries)) file.addBuffer(Buffer.from(data), name);
  file.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    file.outputStream.on('data', (c: Buffer) => chunks.push(c));
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    file.outputStream.on('error', reject);
  });
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal Word document: one paragraph per line of `text`. */
export function makeDocx(text: string): Promise<Buffer> {
  const paragraphs = text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${escape(line)}</w:t></w:r></w:p>`)
    .join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  });
}

/** A "DOCX" whose one entry unzips to `megabytes` MB of zeros (a zip bomb, small on disk). */
export function makeZipBomb(megabytes = 200): Promise<Buffer> {
  return zip({ 'word/document.xml': Buffer.alloc(megabytes * 1024 * 1024) });
}

/** A PDF with a text layer (`text`), or without (a scan: `makePdf('')`). */
export const makePdf = (text: string) => makeDemoPdf(text);

/** A PDF that needs a password to open (the standard security handler, RC4 40-bit, an unknown user password). */
export function makeEncryptedPdf(): Buffer {
  const plain = makeDemoPdf('Secret CV').toString('latin1');
  const hex = (n: number) => 'ab'.repeat(n);
  return Buffer.from(
    plain.replace(
      '/Root 1 0 R >>',
      `/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >> /ID [<${hex(16)}> <${hex(16)}>] >>`,
    ),
    'latin1',
  );
}

/** Bytes that claim to be a PDF and are not one. */
export const makeCorruptPdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R\ngarbage\n', 'latin1');
