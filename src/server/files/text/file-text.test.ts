import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerToken, staff, type Staff } from '../../../../tests/helpers/admin.ts';
import {
  DOCX_TYPE,
  makeCorruptPdf,
  makeDocx,
  makeEncryptedPdf,
  makePdf,
  makeZipBomb,
} from '../../../../tests/helpers/cv-files.ts';
import { createJob, firmDayFromNow, newMarker } from '../../../../tests/helpers/factories.ts';
import { postForm } from '../../../../tests/helpers/public-forms.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { readZip } from '../../../../tests/helpers/zip.ts';
import { fileTexts, jobApplications, searchDocuments } from '../../db/schema/index.ts';
import { storeFile } from '../stored-file.ts';
import type { FileTextAnswer } from './file-text.ts';

let t: TestApp;
let admin: Staff;
let manager: Staff;
const marker = newMarker();

beforeAll(async () => {
  // The extraction on, sweeping often: what production does every 2 s.
  t = await createTestApp({ CV_TEXT_POLL_SECONDS: '0.5' });
  admin = staff(t, await t.login());
  // The template's own files (the migration made them pending) would come first: this file's files are what it tests.
  await t.app.db.update(fileTexts).set({ status: 'failed' }).where(eq(fileTexts.status, 'pending'));
  manager = staff(t, await managerToken(t, admin, `manager.${marker}`.toLowerCase().slice(0, 40)));
}, 60_000);
afterAll(() => t.close());

const textOf = async (fileId: string) => (await admin.get(`/api/files/${fileId}/text`)).json<FileTextAnswer>();

/** Waits until the file's extraction is no longer pending (the queue's job ran), up to `ms`. */
async function settled(fileId: string, ms = 30_000): Promise<FileTextAnswer> {
  const until = Date.now() + ms;
  for (;;) {
    const answer = await textOf(fileId);
    if (answer.status !== 'pending' || Date.now() > until) return answer;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const store = (fileName: string, mimeType: string, data: Buffer) => storeFile(t.app.db, { fileName, mimeType, data });

describe('CV text extraction (issue 28 item 2)', () => {
  it('reads a PDF and a DOCX in the queue, with their language, and a DOCX preview as sanitised HTML', async () => {
    const pdfId = await store(
      'cv.pdf',
      'application/pdf',
      makePdf(
        `Jean Dupont ${marker}\nDéveloppeur Java et Kafka depuis dix ans\nJe suis un développeur avec une expérience dans les projets de la banque et des assurances.`,
      ),
    );
    const docxId = await store(
      'cv.docx',
      DOCX_TYPE,
      await makeDocx(
        `Jan Janssens\nOntwikkelaar met ervaring in Kafka en de bank. Ik ben een ontwikkelaar van het jaar <script>alert(1)</script>`,
      ),
    );
    expect((await textOf(pdfId)).status).toMatch(/pending|done/);
    const pdf = await settled(pdfId);
    expect(pdf).toMatchObject({ status: 'done', language: 'fr' });
    expect(pdf.text).toContain('Développeur Java et Kafka');
    const docx = await settled(docxId);
    expect(docx).toMatchObject({ status: 'done', language: 'nl' });
    expect(docx.text).toContain('Ontwikkelaar met ervaring');
    expect(docx.html).toContain('<p>Jan Janssens</p>');
    expect(docx.html).not.toContain('<script');
  }, 60_000);

  it('marks a scan "no-text", and fails a corrupt, encrypted, zip-bomb or empty file alone, without stalling the next', async () => {
    const scan = await store('scan.pdf', 'application/pdf', makePdf(''));
    const bad = [
      await store('corrupt.pdf', 'application/pdf', makeCorruptPdf()),
      await store('locked.pdf', 'application/pdf', makeEncryptedPdf()),
      await store('bomb.docx', DOCX_TYPE, await makeZipBomb(200)),
      await store('empty.pdf', 'application/pdf', Buffer.alloc(0)),
    ];
    const good = await store(
      'after.pdf',
      'application/pdf',
      makePdf(`The candidate after the bad ones ${marker} is an engineer with the skills of the team`),
    );
    expect(await settled(scan)).toEqual({ status: 'no-text' });
    const answers = await Promise.all(bad.map((id) => settled(id)));
    expect(answers.map((a) => a.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(answers.map((a) => a.error?.split(':')[0])).toEqual(['corrupt', 'encrypted', 'zip bomb', 'empty']);
    expect(await settled(good)).toMatchObject({ status: 'done', language: 'en' });
    const [row] = await t.app.db.select().from(fileTexts).where(eq(fileTexts.fileId, bad[0]!));
    expect(row!.attempts).toBe(1);
  }, 90_000);

  it('is for staff only: 401 without a token, a MANAGER reads it, 404 for no such file, 400 for a bad id', async () => {
    const id = await store(
      'cv.pdf',
      'application/pdf',
      makePdf('Some text that is long enough to count as a text layer'),
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}/text` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/public/api/files/${id}/text` })).statusCode).toBe(404);
    expect((await manager.get(`/api/files/${id}/text`)).statusCode).toBe(200);
    expect((await admin.get('/api/files/00000000-0000-4000-8000-000000000000/text')).statusCode).toBe(404);
    expect((await admin.get('/api/files/nope/text')).statusCode).toBe(400);
  });

  it('puts the text in the export, and an erasure removes it and its search entries', async () => {
    const job = await createJob(t.app, marker, { endApplicationDate: firmDayFromNow(t.app, 30) });
    const email = `cv.${marker}@example.com`.toLowerCase();
    const res = await postForm(
      t,
      `/public/api/job/${job.id}/apply?lang=en`,
      {
        name: 'application',
        value: { firstName: 'Kim', lastName: 'Peeters', email, phone: '+32470123499', message: 'Hello', website: '' },
      },
      {
        name: 'file',
        fileName: 'kim.pdf',
        data: makePdf(`Kim Peeters\nZookeeper${marker} specialist with the experience of the platform team`),
      },
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [application] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    const fileId = application!.fileId!;
    expect(await settled(fileId)).toMatchObject({ status: 'done' });
    const docs = await t.app.db.select().from(searchDocuments).where(eq(searchDocuments.fileId, fileId));
    expect(docs).toHaveLength(1);

    const exported = await admin.send('POST', '/api/privacy/export', { recordType: 'job-applications', id });
    expect(exported.statusCode).toBe(200);
    const person = JSON.parse((await readZip(exported.rawPayload)).get('person.json')!.toString()) as {
      files: { extractedText?: { text: string; language: string } }[];
    };
    expect(person.files[0]!.extractedText).toMatchObject({ language: 'en' });
    expect(person.files[0]!.extractedText!.text).toContain(`Zookeeper${marker}`);

    expect((await admin.send('POST', '/api/privacy/erase', { recordType: 'job-applications', id })).statusCode).toBe(
      200,
    );
    expect(await t.app.db.select().from(fileTexts).where(eq(fileTexts.fileId, fileId))).toHaveLength(0);
    expect(await t.app.db.select().from(searchDocuments).where(eq(searchDocuments.fileId, fileId))).toHaveLength(0);
    const left = await t.app.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.personId, application!.personId));
    expect(left.map((d) => [d.recordType, d.field, d.text])).toEqual([]);
  }, 60_000);
});
