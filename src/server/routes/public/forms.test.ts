import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { Pipeline } from '../../../shared/schemas/process.ts';
import {
  contacts,
  profiles,
  spontaneousApplications,
  stateHistory,
  storedFiles,
  talentInterviews,
} from '../../db/schema/index.ts';
import { pdf, postForm } from '../../../../tests/helpers/public-forms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = (recordType: Pipeline, recordId: number) =>
  t.app.db
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.recordType, recordType), eq(stateHistory.recordId, recordId)));
const fileCount = async () => (await t.app.db.select({ n: count() }).from(storedFiles))[0]!.n;
const cv = (name: string, data = pdf()) => ({ name, fileName: 'cv.pdf', data });
const big = () => Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1)]);

describe('POST /public/api/talents (join our talents)', () => {
  const profile = {
    salutation: 'Ms',
    profileTitle: 'Analyst at a bank',
    firstName: 'Ines',
    lastName: 'Martin',
    email: 'ines.martin@example.com',
    phone: '+32471000111',
    availability: 'In one month',
    contractType: 'FREELANCE',
    workingTime: 'FULL_TIME',
    technicalSkills: 'Python, SQL, Power BI',
    description: 'Je suis analyste de données depuis six ans.',
    experience: '5-10',
    postTitle: 'Data Analyst',
    poolConsent: true,
    website: '',
  };
  const join = (value: unknown, file = cv('cv'), lang = 'fr') =>
    postForm(t, `/public/api/talents?lang=${lang}`, { name: 'profile', value }, file);

  it('creates an unpublished profile in process NEW with its CV and history', async () => {
    const res = await join(profile);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.app.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({
      display: false,
      process: 'NEW',
      salutation: 'Ms',
      profileTitle: 'Data Analyst',
      technologies: 'Python, SQL, Power BI',
      descriptionFr: 'Je suis analyste de données depuis six ans.',
      descriptionEn: '',
      contractType: 'FREELANCE',
      workingTime: 'FULL_TIME',
      experience: '5-10',
      notes: 'Current title: Analyst at a bank',
    });
    expect(row!.cvFileId).toBeTruthy();
    expect(await history('profiles', id)).toEqual([expect.objectContaining({ fromState: null, toState: 'NEW' })]);
    // It is not on the public site.
    expect((await t.app.inject({ method: 'GET', url: `/api/public/profile/${id}` })).statusCode).toBe(404);
  });

  it('names every required field of docs/spec/product-spec.md#5-validation-rules, and the CV', async () => {
    const before = await fileCount();
    const res = await postForm(t, '/public/api/talents', { name: 'profile', value: { phone: '0470' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      phone: 'validation.phoneTooShort',
      availability: 'validation.required',
      contractType: 'validation.required',
      technicalSkills: 'validation.required',
      experience: 'validation.required',
      postTitle: 'validation.required',
      poolConsent: 'validation.poolConsentRequired',
      cv: 'validation.fileRequired',
    });
    expect((await join({ ...profile, email: 'ines@example.b3' })).json()).toMatchObject({
      error: { fields: { email: 'validation.emailDomain' } },
    });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a wrong file type (415) and a file over 10 MB (413)', async () => {
    const before = await fileCount();
    const wrong = await join(profile, { name: 'cv', fileName: 'cv.docx', data: Buffer.from('<html></html>') });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({ error: { fields: { cv: 'validation.fileType' } } });
    const large = await join(profile, cv('cv', big()));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error: { fields: { cv: 'validation.fileTooLarge' } } });
    expect(await fileCount()).toBe(before);
  });
});

describe('POST /public/api/talent-requests', () => {
  const request = {
    contractType: 'FREELANCE',
    skills: 'Java, Kafka',
    talentName: 'Back-end developer',
    email: 'cto@client.example.be',
  };
  const send = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/public/api/talent-requests', headers: t.xsrf, payload });

  it('creates a talent request REQUESTED with its history', async () => {
    const res = await send({ ...request, website: '' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.app.db.select().from(talentInterviews).where(eq(talentInterviews.id, id));
    expect(row).toMatchObject({ ...request, kind: 'TALENT_REQUEST', process: 'REQUESTED', profileId: null });
    expect(await history('talent-interviews', id)).toHaveLength(1);
  });

  // Issue 26 item 14 (docs/decisions/0039): a Belgian firm's address on a city or trade top-level domain.
  it.each([
    'info@mijnbedrijf.brussels',
    'info@mijnbedrijf.vlaanderen',
    'info@mijnbedrijf.gent',
    'info@mijnbedrijf.consulting',
  ])('accepts the address %s', async (email) => {
    const res = await send({ ...request, email, website: '' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.app.db.select().from(talentInterviews).where(eq(talentInterviews.id, id));
    expect(row!.email).toBe(email);
  });

  it('refuses missing fields and a bad e-mail', async () => {
    const res = await send({ email: 'CTO@client' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        fields: {
          contractType: 'validation.required',
          skills: 'validation.required',
          talentName: 'validation.required',
          email: 'validation.emailDomain',
        },
      },
    });
  });
});

describe('POST /public/api/spontaneous-applications', () => {
  const application = {
    salutation: 'Mr',
    firstName: 'Tom',
    lastName: 'Peeters',
    email: 'tom.peeters@example.com',
    phone: '0470/12.34.56',
    availability: 'Immediately',
    post: 'Project manager',
    website: '',
  };
  const send = (value: unknown, file: ReturnType<typeof cv> | undefined = cv('cv')) =>
    postForm(t, '/public/api/spontaneous-applications?lang=nl', { name: 'application', value }, file);

  it('stores the application with its CV: phone required but with no pattern (a number is normalized)', async () => {
    const free = await send({ ...application, phone: 'after 5 pm' });
    expect(free.statusCode).toBe(201);
    const res = await send(application);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.app.db.select().from(spontaneousApplications).where(eq(spontaneousApplications.id, id));
    expect(row).toMatchObject({ phone: '+32470123456', post: 'Project manager', process: 'NEW', lang: 'nl' });
    expect(await history('spontaneous-applications', id)).toEqual([
      expect.objectContaining({ fromState: null, toState: 'NEW', changedBy: null }),
    ]);
  });

  it('requires the phone, the post, the availability and the CV', async () => {
    const res = await postForm(t, '/public/api/spontaneous-applications', {
      name: 'application',
      value: { ...application, phone: '', post: ' ', availability: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        fields: {
          phone: 'validation.required',
          post: 'validation.required',
          availability: 'validation.required',
          cv: 'validation.fileRequired',
        },
      },
    });
  });

  it('refuses a wrong file type and an oversize file', async () => {
    expect(
      (await send(application, { name: 'cv', fileName: 'a.pdf', data: Buffer.from('GIF89a......') })).statusCode,
    ).toBe(415);
    expect((await send(application, cv('cv', big()))).statusCode).toBe(413);
  });
});

describe('POST /public/api/contact', () => {
  const message = {
    firstName: 'Anne',
    lastName: 'Dupont',
    email: 'anne.dupont@example.com',
    phone: '+32475123456',
    message: 'Could you call me back about a data project?',
    website: '',
  };
  const sendJson = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/public/api/contact', headers: t.xsrf, payload });

  it('stores a plain message (JSON) as a contact NEW with its history', async () => {
    const res = await sendJson(message);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.app.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({ email: message.email, process: 'NEW', fileId: null, post: '' });
    expect(await history('contacts', id)).toEqual([expect.objectContaining({ toState: 'NEW' })]);
  });

  it('refuses every missing field and the patterns', async () => {
    const res = await sendJson({ email: 'anne@', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        fields: {
          firstName: 'validation.required',
          lastName: 'validation.required',
          email: 'validation.emailDomain',
          phone: 'validation.phoneTooShort',
          message: 'validation.required',
        },
      },
    });
  });

  it('stores the variant with an attachment (multipart), which requires the post and the file', async () => {
    const res = await postForm(
      t,
      '/public/api/contact',
      { name: 'contact', value: { ...message, post: 'Data engineer' } },
      cv('file'),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(contacts).where(eq(contacts.id, res.json<{ id: number }>().id));
    expect(row).toMatchObject({ post: 'Data engineer', process: 'NEW' });
    expect(row!.fileId).toBeTruthy();

    const before = await fileCount();
    const missing = await postForm(t, '/public/api/contact', { name: 'contact', value: message });
    expect(missing.json()).toMatchObject({
      error: { fields: { post: 'validation.required', file: 'validation.fileRequired' } },
    });
    const wrong = await postForm(
      t,
      '/public/api/contact',
      { name: 'contact', value: { ...message, post: 'x' } },
      {
        name: 'file',
        fileName: 'x.odt',
        data: Buffer.from('PK not really'),
      },
    );
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({ error: { fields: { file: 'validation.fileType' } } });
    const large = await postForm(
      t,
      '/public/api/contact',
      { name: 'contact', value: { ...message, post: 'x' } },
      cv('file', big()),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error: { fields: { file: 'validation.fileTooLarge' } } });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a body that is not a form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/api/contact',
      headers: { ...t.xsrf, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
  });
});
