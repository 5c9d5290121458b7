import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, storedFiles } from '../../src/server/db/schema/index.ts';
import { attachmentDisposition } from '../../src/server/files/content-disposition.ts';
import { storeFile } from '../../src/server/files/stored-file.ts';
import { MAX_UPLOAD_BYTES } from '../../src/shared/constants.ts';
import { createJob, newMarker } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart, pdfBytes } from './helpers.ts';

let t: TestApp;
let jobId: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '0' });
  jobId = (await createJob(t.app, newMarker())).id;
  admin = await t.login();
});
afterAll(() => t.close());

const application = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+32470123456',
  message: 'Hi',
};

function apply(data: Buffer, fileName = 'cv.pdf', contentType = 'application/pdf') {
  const form = multipart([
    { name: 'application', value: JSON.stringify(application) },
    { name: 'file', data, fileName, contentType },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/public/api/job/${jobId}/apply`,
    headers: { ...t.xsrf, 'content-type': form.contentType },
    payload: form.body,
  });
}

async function storedOf(applicationId: number) {
  const [row] = await t.app.db
    .select({ file: storedFiles })
    .from(jobApplications)
    .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.fileId))
    .where(eq(jobApplications.id, applicationId));
  return row!.file;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the size limit', () => {
  it('accepts a CV of exactly 10 MB', async () => {
    const res = await apply(pdfBytes('max', MAX_UPLOAD_BYTES));
    expect(res.statusCode).toBe(201);
    expect((await storedOf(res.json<{ id: number }>().id)).size).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses 10 MB + 1 byte with 413, naming the file field, and stores nothing', async () => {
    const before = await t.app.db.$count(jobApplications);
    const res = await apply(pdfBytes('over', MAX_UPLOAD_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'TOO_LARGE', fields: { file: 'validation.fileTooLarge' } } });
    expect(await t.app.db.$count(jobApplications)).toBe(before);
  });

  it('refuses a JSON part over its 256 kB limit with 413', async () => {
    const form = multipart([
      { name: 'application', value: JSON.stringify({ ...application, message: 'x'.repeat(300 * 1024) }) },
      { name: 'file', data: pdfBytes(), fileName: 'cv.pdf', contentType: 'application/pdf' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/public/api/job/${jobId}/apply`,
      headers: { ...t.xsrf, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'TOO_LARGE' } });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/api/contact',
      headers: { ...t.xsrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...application, message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'TOO_LARGE' } });
  });
});

describe('the type allow-list, read from the bytes', () => {
  const fakes: [string, Buffer][] = [
    ['HTML named .pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['an EXE named .pdf', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 1)])],
    ['an SVG named .pdf', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')],
    [
      'a ZIP that is not a document',
      Buffer.from('504b0304140000000000000000000000000000000000000000000000000000', 'hex'),
    ],
    ['plain text', Buffer.from('just text, no magic number')],
  ];
  it.each(fakes)('refuses %s with 415', async (_name, data) => {
    const res = await apply(data, 'cv.pdf', 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', fields: { file: 'validation.fileType' } },
    });
  });

  it('takes the type from the bytes, not from the name or the claimed type', async () => {
    const res = await apply(pdfBytes(), 'cv.html', 'text/html');
    expect(res.statusCode).toBe(201);
    expect((await storedOf(res.json<{ id: number }>().id)).mimeType).toBe('application/pdf');
  });
});

describe('storage', () => {
  it('stores under a generated uuid, keeping only a cleaned name for display', async () => {
    const res = await apply(pdfBytes(), '../../etc/pass\u0007wd.pdf');
    expect(res.statusCode).toBe(201);
    const file = await storedOf(res.json<{ id: number }>().id);
    expect(file.id).toMatch(UUID);
    expect(file.fileName).toBe('passwd.pdf');
  });

  it.each([
    ['cv.html', 'cv.pdf'],
    ['cv\u202Ehtml', 'cvhtml.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.pdf'],
    ['\u2067Jan\u2069 Peeters\u200F CV.PDF', 'Jan Peeters CV.pdf'],
    ['.htaccess', 'file.pdf'],
    ['report\u0085\u0000', 'report.pdf'],
  ])(
    'stores %j under the extension of the type read from its bytes, without control or bidi characters',
    async (name, stored) => {
      const res = await apply(pdfBytes(), name);
      expect(res.statusCode).toBe(201);
      expect((await storedOf(res.json<{ id: number }>().id)).fileName).toBe(stored);
    },
  );
});

describe('download', () => {
  const storeRaw = (fileName: string, mimeType = 'application/pdf', data = pdfBytes()) =>
    storeFile(t.app.db, { fileName, mimeType, data });
  const download = (id: string, authorization = admin) =>
    t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { authorization } });

  it('needs a staff token', async () => {
    const id = await storeRaw('cv.pdf');
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(401);
  });

  it('answers the exact bytes as an attachment, never inline, never sniffed', async () => {
    const data = pdfBytes('exact-bytes');
    const id = await storeRaw('cv.pdf', 'application/pdf', data);
    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
  });

  it.each([
    ['quotes and a backslash', 'my "best" \\ cv.pdf'],
    ['CR LF and a header', 'cv.pdf\r\nSet-Cookie: stolen=1'],
    ['non-ASCII', 'CV Chloé Łukasz 履歴書.pdf'],
    ['a semicolon and a percent', 'cv; filename=evil.html %41.pdf'],
  ])('names a file with %s safely (RFC 6266)', async (_name, fileName) => {
    const res = await download(await storeRaw(fileName));
    const header = String(res.headers['content-disposition']);
    expect(res.headers['set-cookie'] ?? '').not.toContain('stolen');
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/);
    const ascii = /filename="([^"]*)"/.exec(header)![1]!;
    expect(ascii).not.toMatch(/["\\\r\n;]/);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1]!)).toBe(fileName);
  });

  it('never lets the browser render a file, even a row claiming HTML (uploads cannot make one)', async () => {
    const res = await download(await storeRaw('page.html', 'text/html', Buffer.from('<script>alert(1)</script>')));
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('answers 404 for an unknown id and 400 (not 500) for an id that is not a uuid', async () => {
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await download('not-a-uuid');
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});

describe('attachmentDisposition', () => {
  it('keeps the header on one line and in ASCII for any name', () => {
    for (const name of ['a\r\nb', '"', '\u0000', 'é', '😀.pdf', '', '%22']) {
      const header = attachmentDisposition(name);
      expect(header).toMatch(/^[\x20-\x7e]+$/);
      expect(header.startsWith('attachment; filename="')).toBe(true);
    }
  });
});
