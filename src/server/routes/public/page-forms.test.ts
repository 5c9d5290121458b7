import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJob, newMarker } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { multipart } from '../../../../tests/helpers/multipart.ts';
import { pdf } from '../../../../tests/helpers/public-forms.ts';
import { contacts, jobApplications } from '../../db/schema/index.ts';
import { PAGE_FORMS, postedValues } from '../../public/page-forms.ts';

/**
 * Issue 26, item 15 (docs/decisions/0038): a public form posted as a plain HTML form to its page. The browser tests
 * (tests/e2e/no-javascript-forms.test.ts) walk the seven forms; these check the rules around them.
 */
let t: TestApp;
beforeAll(async () => {
  // Each test posts from its own address (X-Forwarded-For, believed with TRUST_PROXY): its own rate-limit counter.
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const contact = {
  _form: 'contact',
  firstName: 'Anne',
  lastName: 'Dupont',
  email: 'anne.dupont@mijnbedrijf.vlaanderen',
  phone: '0475 12 34 56',
  message: 'Kunt u mij terugbellen?',
  website: '',
};
/** A browser's post from one of our pages: its fields as parts, `Sec-Fetch-Site: same-origin`, no XSRF header. */
const post = (url: string, fields: Record<string, string>, extra: Record<string, string> = {}, file?: Buffer) => {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'file', data: file, fileName: 'cv.pdf', contentType: 'application/pdf' }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': body.contentType,
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
      cookie: 'lang=nl',
      'x-forwarded-for': '198.51.100.7',
      ...extra,
    },
    payload: body.body,
  });
};
const contactCount = async () => (await t.app.db.select({ n: count() }).from(contacts))[0]!.n;

describe('a page form posted without JavaScript', () => {
  it('accepted: 303 to the page with its confirmation, the record stored (the firm mails as usual)', async () => {
    const res = await post('/contact', contact, { 'x-forwarded-for': '198.51.100.1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=contact#form-sent');
    const [row] = await t.app.db.select().from(contacts).where(eq(contacts.email, contact.email));
    expect(row).toMatchObject({ phone: '+32475123456', lang: 'nl', process: 'NEW' });
  });

  it('refused: the page again (400) in its language, with the values sent and each message', async () => {
    const before = await contactCount();
    const res = await post(
      '/contact?lang=fr',
      { ...contact, email: 'anne@', lastName: '' },
      { 'x-forwarded-for': '198.51.100.2' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="fr"');
    expect(res.body).toContain('Ce champ est obligatoire.');
    expect(res.body).toContain('Après le @, indiquez un domaine');
    expect(res.body).toContain('value="Anne"');
    // The browser hydrates the page with the same: the state carries the refusal.
    expect(res.body).toMatch(/"formPost":\{"form":"contact"/);
    expect(await contactCount()).toBe(before);
  });

  it('applies to a job with its CV, and refuses a file that is not a CV', async () => {
    const job = await createJob(t.app, newMarker());
    const fields = { ...contact, _form: 'apply', message: 'Graag!' };
    const ip = { 'x-forwarded-for': '198.51.100.3' };
    const wrong = await post(`/jobs/${job.id}`, fields, ip, Buffer.from('GIF89a not a cv'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('PDF');
    const res = await post(`/jobs/${job.id}`, fields, ip, pdf());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/jobs/${job.id}?sent=apply#form-sent`);
    const [row] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.email, contact.email));
    expect(row!.fileId).toBeTruthy();
  });

  it('is rate limited as the JSON form is: past the limit, the page says so in its language (429)', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.4' };
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post('/contact', { ...contact, email: '' }, ip)).statusCode);
    const refused = await post('/contact', contact, ip);
    expect([...codes, refused.statusCode]).toEqual([400, 400, 400, 429]);
    expect(refused.body).toContain('Er werden te veel formulieren verstuurd');
  });

  it('a filled honeypot stores nothing and is answered as accepted', async () => {
    const before = await contactCount();
    const res = await post(
      '/contact',
      { ...contact, website: 'http://spam.example' },
      { 'x-forwarded-for': '198.51.100.5' },
    );
    expect(res.statusCode).toBe(303);
    expect(await contactCount()).toBe(before);
  });

  it('refuses a post from another site, or one that does not say where it comes from (CSRF)', async () => {
    const before = await contactCount();
    const ip = '198.51.100.6';
    expect(
      (await post('/contact', contact, { 'sec-fetch-site': 'cross-site', 'x-forwarded-for': ip })).statusCode,
    ).toBe(403);
    expect((await post('/contact', contact, { 'sec-fetch-site': 'same-site', 'x-forwarded-for': ip })).statusCode).toBe(
      403,
    );
    // An older browser, without Sec-Fetch-Site: its Origin decides.
    const old = (origin: string) => {
      const body = multipart(Object.entries(contact).map(([name, value]) => ({ name, value })));
      return t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': body.contentType, origin, host: 'jobs.example.be', 'x-forwarded-for': ip },
        payload: body.body,
      });
    };
    expect((await old('https://evil.example')).statusCode).toBe(403);
    expect((await old('null')).statusCode).toBe(403);
    expect(await contactCount()).toBe(before);
    expect((await old('https://jobs.example.be')).statusCode).toBe(303);
  });

  it('answers only the form of its page', async () => {
    const res = await post('/contact', { ...contact, _form: 'apply' }, { 'x-forwarded-for': '198.51.100.8' });
    expect(res.statusCode).toBe(400);
  });
});

describe('postedValues', () => {
  it('takes the schema keys sent, and a declared box as ticked when sent', () => {
    const schema = z.object({ name: z.string(), consent: z.boolean().default(false), other: z.string().optional() });
    const boxes = ['consent'];
    expect(postedValues(schema, { name: 'Jan', consent: 'on', extra: 'x' }, boxes)).toEqual({
      name: 'Jan',
      consent: true,
    });
    expect(postedValues(schema, { name: 'Jan' }, boxes)).toEqual({ name: 'Jan', consent: false });
    expect(postedValues(schema, { name: 'Jan', consent: 'false' }, boxes)).toEqual({ name: 'Jan', consent: false });
    // Not declared, nothing is guessed from the schema: the field is read as sent, or left out.
    expect(postedValues(schema, { name: 'Jan', consent: 'on' })).toEqual({ name: 'Jan', consent: 'on' });
    expect(postedValues(schema, { name: 'Jan' })).toEqual({ name: 'Jan' });
  });

  it("each form's declared boxes are boolean fields of its schema, and the forms with a pool consent declare it", () => {
    for (const [name, form] of Object.entries(PAGE_FORMS)) {
      const schemas =
        typeof form.schema === 'function' ? [form.schema({}, false), form.schema({ post: '' }, true)] : [form.schema];
      for (const schema of schemas) {
        for (const box of form.checkboxes ?? []) {
          expect(Object.keys(schema.shape), `${name}.${box}`).toContain(box);
          const field = schema.shape[box] as z.ZodType;
          // A box is a boolean (ticked: true), never the text a browser sends for it.
          expect(field.safeParse(true).success && !field.safeParse('on').success, `${name}.${box}`).toBe(true);
        }
        if ('poolConsent' in schema.shape) expect(form.checkboxes, name).toContain('poolConsent');
      }
    }
  });
});
