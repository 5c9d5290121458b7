/* oxlint-disable typescript/no-unsafe-argument, typescript/no-unsafe-assignment, typescript/no-unsafe-call, typescript/no-unsafe-member-access, typescript/no-unsafe-return -- plain JavaScript outside the TypeScript project (node runs it as is in a child process), so its types are unknown to the typed rules */
// The CV text extraction, in a child process of its own (docs/decisions/0049 and its addendum):
// src/server/files/text/extract-text.ts forks one per file with a capped heap and a timeout, so a corrupt, encrypted
// or hostile file can fail, run out of memory or hang without touching the server, and pdf.js's memory is never the
// server's. Plain JavaScript: node runs it as is, from src/ in development, tests and production alike (the server
// bundle does not include it). The file comes as the first IPC message; the answer is the one message sent back.

/** The most uncompressed bytes a DOCX may declare (a CV is well under 10 MB once unzipped). */
const MAX_DOCX_UNZIPPED = 60 * 1024 * 1024;
/** The most characters of text kept from one file (about 100 pages). */
const MAX_TEXT = 400_000;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The sum of the uncompressed sizes a ZIP's central directory declares; throws when it is not a ZIP. */
function declaredZipSize(bytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('corrupt: not a ZIP archive');
  const entries = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== 0x02014b50)
      throw new Error('corrupt: bad ZIP directory');
    const compressed = buf.readUInt32LE(offset + 20);
    const size = buf.readUInt32LE(offset + 24);
    if (size === 0xffffffff || compressed === 0xffffffff) throw new Error('too large: ZIP64 entry');
    if (compressed > 0 && size / compressed > 1000) throw new Error('zip bomb: compression ratio over 1000');
    total += size;
    offset += 46 + buf.readUInt16LE(offset + 28) + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
  }
  if (total > MAX_DOCX_UNZIPPED) throw new Error('zip bomb: unzips to more than 60 MB');
  return total;
}

async function pdfText(bytes) {
  // The minified builds: the same code, a third of the heap once compiled (35 MB of the child's heap for the two
  // unminified modules, under 10 MB for these; decision 0049 "Speed"). The worker's module is given to pdf.js
  // (globalThis.pdfjsWorker) rather than imported by it: its own import would take the unminified one.
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.min.mjs');
  globalThis.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    if (err && err.name === 'PasswordException') throw new Error('encrypted: the PDF needs a password');
    throw new Error('corrupt: ' + (err && err.message ? err.message : String(err)));
  }
  const pages = [];
  let length = 0;
  for (let n = 1; n <= doc.numPages && length < MAX_TEXT; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    pages.push(text);
    length += text.length;
    page.cleanup();
  }
  await doc.destroy();
  return { text: pages.join('\n\n').slice(0, MAX_TEXT), html: '' };
}

async function docxText(bytes) {
  declaredZipSize(bytes);
  const mammoth = (await import('mammoth')).default;
  const sanitize = (await import('sanitize-html')).default;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let raw;
  let html;
  try {
    raw = await mammoth.extractRawText({ buffer });
    // Images are left out of the preview: only the words and their structure.
    html = await mammoth.convertToHtml({ buffer }, { convertImage: mammoth.images.imgElement(() => ({ src: '' })) });
  } catch (err) {
    throw new Error('corrupt: ' + (err && err.message ? err.message : String(err)));
  }
  const safe = sanitize(html.value, {
    allowedTags: [
      'p',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'u',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'td',
      'th',
      'blockquote',
      'sup',
      'sub',
    ],
    allowedAttributes: { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: [],
  });
  return { text: raw.value.slice(0, MAX_TEXT), html: safe.slice(0, 2 * MAX_TEXT) };
}

async function extract({ bytes, mimeType }) {
  if (bytes.byteLength === 0) throw new Error('empty: the file has no bytes');
  if (mimeType === 'application/pdf') return pdfText(bytes);
  if (mimeType === DOCX) return docxText(bytes);
  throw new Error('unsupported: ' + mimeType);
}

/** The answer, with the child's peak resident memory; the child ends once it is sent. */
function answer(message) {
  const maxRssBytes = process.resourceUsage().maxRSS * 1024;
  process.send({ ...message, maxRssBytes }, () => process.exit(0));
}

process.once('message', (job) =>
  extract(job).then(
    (result) => answer({ ok: true, ...result }),
    (err) => answer({ ok: false, error: err && err.message ? err.message : String(err) }),
  ),
);
