import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import { makePdf } from '../../../tests/helpers/cv-files.ts';
import { createJob, firmDayFromNow, newMarker } from '../../../tests/helpers/factories.ts';
import { postForm } from '../../../tests/helpers/public-forms.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import type { SearchResult } from '../../shared/schemas/search.ts';
import { fileTexts, jobApplications, searchDocuments } from '../db/schema/index.ts';

let t: TestApp;
let admin: Staff;
let jobId: number;
const m = newMarker();

/** Applies to the test's job through the public form; answers the application's id. */
async function apply(firstName: string, lastName: string, message: string, cvText?: string) {
  const email = `${firstName}.${lastName}.${m}@example.com`.toLowerCase();
  const res = await postForm(
    t,
    `/public/api/job/${jobId}/apply?lang=en`,
    { name: 'application', value: { firstName, lastName, email, phone: '+32470000000', message, website: '' } },
    { name: 'file', fileName: 'cv.pdf', data: makePdf(cvText ?? `${firstName} ${lastName}`) },
  );
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

const search = (query: string) => admin.get(`/api/search?${query}`);
const names = async (q: string, extra = '') => {
  const res = await search(`q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return res
    .json<SearchResult>()
    .items.map((i) => i.name)
    .sort();
};

beforeAll(async () => {
  t = await createTestApp({ CV_TEXT_POLL_SECONDS: '0.5' });
  admin = staff(t, await t.login());
  await t.app.db.update(fileTexts).set({ status: 'failed' }).where(eq(fileTexts.status, 'pending'));
  jobId = (await createJob(t.app, m, { endApplicationDate: firmDayFromNow(t.app, 30) })).id;
  await apply('Amelie', 'Fr', `${m} Je suis developpeur Java, passionnée par Kafka streams.`);
  await apply('Bram', 'Nl', `${m} Ik ben ontwikkelaar bij een bank, met ervaring in Kafka.`);
  await apply('Chris', 'En', `${m} I am a developer; streams of Kafka are <b>my</b> thing & more.`);
  const noted = await apply('Dana', 'Notes', `${m} Hello`);
  await t.app.db
    .update(jobApplications)
    .set({ notes: `${m} Called her: excellent quokka handler` })
    .where(eq(jobApplications.id, noted));
  // Their CVs' extraction done: the 10 s below are those of one new CV in an idle queue.
  const until = Date.now() + 40_000;
  while (
    Date.now() < until &&
    (await t.app.db.select().from(fileTexts).where(eq(fileTexts.status, 'pending'))).length
  ) {
    await new Promise((r) => setTimeout(r, 250));
  }
}, 60_000);
afterAll(() => t.close());

describe('GET /api/search (issue 28 item 3)', () => {
  it('stems each language and folds accents: développeurs, ontwikkelaars, developers', async () => {
    expect(await names(`${m} développeurs`)).toEqual(['Amelie Fr']);
    expect(await names(`${m} ontwikkelaars`)).toEqual(['Bram Nl']);
    expect(await names(`${m} developers`)).toEqual(['Chris En']);
    expect(await names(`${m} passionnee`)).toEqual(['Amelie Fr']);
  });

  it('takes "phrases", OR and -excluded', async () => {
    expect(await names(`${m} "kafka streams"`)).toEqual(['Amelie Fr']);
    expect(await names(`${m} kafka -bank`)).toEqual(['Amelie Fr', 'Chris En']);
    expect(await names(`${m} (quokka OR ontwikkelaar)`)).toEqual(['Bram Nl', 'Dana Notes']);
    expect(await names(`quokka OR ${m}zzz`)).toContain('Dana Notes');
  });

  it('finds staff notes, names and e-mails, and says where with an escaped snippet marked with <mark>', async () => {
    const res = await search(`q=${m}+quokka`);
    const [hit] = res.json<SearchResult>().items;
    expect(hit).toMatchObject({ name: 'Dana Notes' });
    expect(hit!.matches[0]).toMatchObject({ recordType: 'job-applications', field: 'notes' });
    expect(hit!.matches[0]!.snippet).toContain('<mark>quokka</mark>');
    const chris = (await search(`q=${m}+thing`)).json<SearchResult>().items[0]!;
    // ts_headline leaves markup out; what is left is escaped.
    expect(chris.matches[0]!.snippet).toContain('<mark>thing</mark> &#38; more');
    expect(chris.matches[0]!.snippet).not.toContain('<b>');
    expect(await names('Bram Nl')).toContain('Bram Nl');
    expect(await names(`bram.nl.${m}@example.com`)).toEqual(['Bram Nl']);
  });

  it('filters by kind and job; a tag that is no tag id answers 400 naming it', async () => {
    expect(await names(`${m} kafka`, `&jobId=${jobId}`)).toEqual(['Amelie Fr', 'Bram Nl', 'Chris En']);
    expect(await names(`${m} kafka`, `&jobId=${jobId + 1000}`)).toEqual([]);
    expect(await names(`${m} kafka`, '&kind=client')).toEqual([]);
    expect(await names(`${m} kafka`, '&kind=candidate&state=NEW')).toHaveLength(3);
    const tagged = await search(`q=${m}&tag=java`);
    expect(tagged.statusCode).toBe(400);
    expect(tagged.json()).toMatchObject({ error: { fields: { tag: 'validation.invalid' } } });
  });

  it('answers stop words only, a lone -, open quotes and 2,000 characters with 400 or nothing, never 500', async () => {
    for (const q of ['the and of', 'la et du', 'de het een', '-', '"', `"${m} kafka`, '!!!', '((', 'a:b & | !']) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      if (q !== `"${m} kafka`) expect(res.json<SearchResult>().items, q).toEqual([]);
    }
    expect((await search(`q=${'x'.repeat(2000)}`)).statusCode).toBe(400);
    expect((await search('q=')).statusCode).toBe(400);
    expect((await search('q=kafka&size=1000')).statusCode).toBe(400);
    expect((await search('q=kafka&page=0')).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=kafka' })).statusCode).toBe(401);
  });

  it('finds a new CV by its text within 10 s of its upload', async () => {
    const word = `${m}kubernetes`;
    const started = Date.now();
    await apply('Eva', 'Cv', 'Hello', `Eva Cv\nSenior platform engineer, ${word} and observability for the teams`);
    let found: string[] = [];
    while (Date.now() - started < 10_000) {
      found = await names(word);
      if (found.length) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(found).toEqual(['Eva Cv']);
    console.log(`CV searchable ${Date.now() - started} ms after its upload`);
    const hit = (await search(`q=${word}`)).json<SearchResult>().items[0]!;
    expect(hit.matches[0]).toMatchObject({ recordType: 'job-applications', field: 'cv' });
    expect(hit.matches[0]!.snippet).toContain(`<mark>${word}</mark>`);
  }, 30_000);

  it('stores a long text in pieces of about 2 KB, one match per document with a short snippet', async () => {
    const id = await apply('Finn', 'Long', `${m} Hello`);
    const line = (n: number) => `Line ${n}: project management, data and software for the bank's teams.`;
    const long = [...Array.from({ length: 150 }, (_, n) => line(n)), `${m}zebrafish pipelines at the end`].join('\n');
    await t.app.db.update(jobApplications).set({ notes: long }).where(eq(jobApplications.id, id));
    const pieces = await t.app.db
      .select({ chunk: searchDocuments.chunk, text: searchDocuments.text })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.recordId, String(id)), eq(searchDocuments.field, 'notes')))
      .orderBy(asc(searchDocuments.chunk));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.map((p) => p.chunk)).toEqual(pieces.map((_, n) => n));
    expect(pieces.every((p) => p.text.length <= 2500)).toBe(true);
    expect(pieces.map((p) => p.text).join('')).toBe(long);

    const res = (await search(`q=${m}zebrafish`)).json<SearchResult>();
    expect(res).toMatchObject({ total: 1, totalCapped: false });
    const notes = res.items[0]!.matches.filter((x) => x.field === 'notes');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.snippet).toContain(`<mark>${m}zebrafish</mark>`);
    expect(notes[0]!.snippet.length).toBeLessThan(600);
    // Many pieces match "project": still one match for the document.
    const both = (await search(`q=${encodeURIComponent(`${m}zebrafish OR project`)}`)).json<SearchResult>();
    const finn = both.items.find((i) => i.name === 'Finn Long')!;
    expect(finn.matches.filter((x) => x.field === 'notes')).toHaveLength(1);

    // Shorter again: the pieces past the end go.
    await t.app.db.update(jobApplications).set({ notes: 'short' }).where(eq(jobApplications.id, id));
    const after = await t.app.db
      .select({ chunk: searchDocuments.chunk })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.recordId, String(id)), eq(searchDocuments.field, 'notes')));
    expect(after).toEqual([{ chunk: 0 }]);
  });
});
