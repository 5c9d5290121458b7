import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, newMarker } from '../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { multipart, pdfBytes } from '../../../tests/security/helpers.ts';
import { MAX_UPLOAD_BYTES } from '../../shared/constants.ts';

let t: TestApp;
let token: string;
let jobId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '0' });
  token = await t.login();
  jobId = (await createJob(t.app, newMarker())).id;
});
afterAll(() => t.close());

const person = { firstName: 'Jan', lastName: 'Peeters', email: 'jan.peeters@example.be', phone: '+32470123456' };
const profile = {
  ...person,
  availability: 'Now',
  contractType: 'FREELANCE',
  technicalSkills: 'Java',
  experience: '5-10',
  postTitle: 'Developer',
  poolConsent: true,
};

/** Every multipart route of the API, with its JSON part, its file part and what a real client sends. */
const routes = () => [
  { url: `/public/api/job/${jobId}/apply`, json: 'application', file: 'file', value: { ...person, message: 'Hi' } },
  {
    url: '/public/api/spontaneous-applications',
    json: 'application',
    file: 'cv',
    value: { ...person, availability: 'Now', post: 'Developer' },
  },
  { url: '/public/api/talents', json: 'profile', file: 'cv', value: profile },
  { url: '/public/api/contact', json: 'contact', file: 'file', value: { ...person, message: 'Hi', post: 'Dev' } },
  { url: '/api/postProfile', json: 'profile', file: 'fileCv', value: { firstName: 'Jan', lastName: 'Peeters' } },
];

/** The three ways clients send the JSON part. */
const ways = {
  'a plain field': (value: string) => ({ value }),
  'a field typed application/json': (value: string) => ({ value, contentType: 'application/json' }),
  // What `formData.append('profile', new Blob([json], {type: 'application/json'}))` sends.
  'a Blob (a file part named "blob")': (value: string) => ({
    value,
    contentType: 'application/json',
    fileName: 'blob',
  }),
};

function post(url: string, parts: Parameters<typeof multipart>[0]) {
  const form = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.xsrf, authorization: token, 'content-type': form.contentType },
    payload: form.body,
  });
}

describe('the JSON part of a multipart form', () => {
  for (const [way, part] of Object.entries(ways)) {
    it(`is read when sent as ${way}, on every multipart route`, async () => {
      for (const route of routes()) {
        const res = await post(route.url, [
          { name: route.json, ...part(JSON.stringify(route.value)) },
          { name: route.file, data: pdfBytes(), fileName: 'cv.pdf', contentType: 'application/pdf' },
        ]);
        expect(res.statusCode, `${route.url}: ${res.body}`).toBe(201);
      }
    });
  }

  it('is read as a Blob on PUT /api/profile too', async () => {
    const created = await post('/api/postProfile', [
      { name: 'profile', value: JSON.stringify({ firstName: 'Ann', lastName: 'Claes' }) },
    ]);
    const { id } = created.json<{ id: number }>();
    const form = multipart([
      {
        name: 'profile',
        ...ways['a Blob (a file part named "blob")'](JSON.stringify({ id, firstName: 'Anne', lastName: 'Claes' })),
      },
      { name: 'fileCv', data: pdfBytes(), fileName: 'cv.pdf', contentType: 'application/pdf' },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...t.xsrf, authorization: token, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, firstName: 'Anne', lastName: 'Claes' });
  });

  it('still keeps the CV to one file of at most 10 MB when the JSON part is a Blob', async () => {
    const blob = ways['a Blob (a file part named "blob")'](JSON.stringify(routes()[0]!.value));
    const url = routes()[0]!.url;
    const cv = (data = pdfBytes()) => ({ name: 'file', data, fileName: 'cv.pdf', contentType: 'application/pdf' });
    const exact = await post(url, [{ name: 'application', ...blob }, cv(pdfBytes('max', MAX_UPLOAD_BYTES))]);
    expect(exact.statusCode).toBe(201);
    const over = await post(url, [{ name: 'application', ...blob }, cv(pdfBytes('over', MAX_UPLOAD_BYTES + 1))]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ error: { fields: { file: 'validation.fileTooLarge' } } });
    const two = await post(url, [{ name: 'application', value: blob.value }, cv(), cv()]);
    expect(two.statusCode).toBe(413);
    expect(two.json()).toMatchObject({ error: { code: 'TOO_LARGE', fields: { file: 'validation.oneFile' } } });
  });

  it('refuses a Blob JSON part over 256 kB and a typed field that is not JSON, naming the part', async () => {
    const url = routes()[0]!.url;
    const cv = { name: 'file', data: pdfBytes(), fileName: 'cv.pdf', contentType: 'application/pdf' };
    const large = JSON.stringify({ ...routes()[0]!.value, message: 'x'.repeat(300 * 1024) });
    const big = await post(url, [{ name: 'application', ...ways['a Blob (a file part named "blob")'](large) }, cv]);
    expect(big.statusCode).toBe(413);
    const bad = await post(url, [{ name: 'application', ...ways['a field typed application/json']('{not json') }, cv]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { application: 'validation.invalid' } } });
  });
});
