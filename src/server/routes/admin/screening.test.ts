import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';
import { createJob, createJobApplication, newMarker } from '../../../../tests/helpers/factories.ts';
import { multipart } from '../../../../tests/helpers/multipart.ts';
import { pdf, postForm } from '../../../../tests/helpers/public-forms.ts';
import type { QuestionInput, ScreeningQuestion } from '../../../shared/schemas/screening.ts';
import { auditLog, jobApplications, profiles, spontaneousApplications, storedFiles } from '../../db/schema/index.ts';

/**
 * Issue 31 items 3 and 4 (docs/decisions/0062): a job's screening questions, the answers an application carries
 * (checked like the other fields, a knock-out marks and never refuses), and where the applicant came from.
 */
const ctx = adminTestApp();

const texts = (word: string) => ({ fr: `${word} (fr)`, en: `${word} (en)`, nl: `${word} (nl)` });
const QUESTIONS: QuestionInput[] = [
  { kind: 'yesNo', text: texts('Work permit?'), required: true, knockOut: ['no'] },
  {
    kind: 'oneChoice',
    text: texts('Level?'),
    options: [
      { value: 'junior', text: texts('Junior') },
      { value: 'senior', text: texts('Senior') },
    ],
    knockOut: ['junior'],
  },
  {
    kind: 'severalChoices',
    text: texts('Languages?'),
    options: [
      { value: 'fr', text: texts('French') },
      { value: 'nl', text: texts('Dutch') },
      { value: 'en', text: texts('English') },
    ],
  },
  { kind: 'number', text: texts('Years of SAP FI?'), required: true, knockOut: { min: 3 } },
  { kind: 'shortText', text: texts('Notice period?') },
];

async function jobWithQuestions(questions: QuestionInput[] = QUESTIONS) {
  const job = await createJob(ctx.t.app, newMarker());
  const res = await ctx.admin.send('PUT', `/api/jobs/${job.id}/questions`, { questions });
  expect(res.statusCode, res.body).toBe(200);
  return { job, questions: body<{ questions: ScreeningQuestion[] }>(res).questions };
}

const application = (marker: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: marker,
  email: `${marker}@example.com`,
  phone: '+32470123456',
  message: 'Hello',
  ...extra,
});
const apply = (jobId: number, value: unknown, query = '') =>
  postForm(
    ctx.t,
    `/public/api/job/${jobId}/apply${query}`,
    { name: 'application', value },
    {
      name: 'file',
      data: pdf(),
      fileName: 'cv.pdf',
    },
  );
const counts = async () => ({
  applications: (await ctx.t.app.db.select({ n: count() }).from(jobApplications))[0]!.n,
  files: (await ctx.t.app.db.select({ n: count() }).from(storedFiles))[0]!.n,
});
const stored = async (email: string) =>
  (await ctx.t.app.db.select().from(jobApplications).where(eq(jobApplications.email, email)))[0];

describe('GET/PUT /api/jobs/{id}/questions', () => {
  it('saves the five kinds in order, keeps an id, removes one left out, and the public job shows them without knock-outs', async () => {
    const { job, questions } = await jobWithQuestions();
    expect(questions.map((q) => q.kind)).toEqual(['yesNo', 'oneChoice', 'severalChoices', 'number', 'shortText']);
    expect(questions[0]).toMatchObject({ required: true, knockOut: ['no'], text: texts('Work permit?') });
    expect(questions[3]!.knockOut).toEqual({ min: 3 });

    const pub = await ctx.t.app.inject({ method: 'GET', url: `/public/api/job/${job.id}` });
    const shown = body<{ questions: Record<string, unknown>[] }>(pub).questions;
    expect(shown.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(shown.every((q) => !('knockOut' in q))).toBe(true);
    expect(shown[1]!.options).toHaveLength(2);

    // Reordered, one edited, one removed: the kept ids stay.
    const [first, second] = questions;
    const res = await ctx.admin.send('PUT', `/api/jobs/${job.id}/questions`, {
      questions: [
        { ...second, required: true },
        { ...first, text: texts('Belgian work permit?') },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after = body<{ questions: ScreeningQuestion[] }>(res).questions;
    expect(after.map((q) => q.id)).toEqual([second!.id, first!.id]);
    expect(after[0]!.required).toBe(true);
    const read = await ctx.admin.get(`/api/jobs/${job.id}/questions`);
    expect(body<{ questions: ScreeningQuestion[] }>(read).questions[1]!.text.en).toBe('Belgian work permit? (en)');
    // The public answer follows at once (its cache is emptied by the change).
    const again = await ctx.t.app.inject({ method: 'GET', url: `/public/api/job/${job.id}` });
    expect(body<{ questions: unknown[] }>(again).questions).toHaveLength(2);
  });

  it("refuses a bad question with 400 naming it, and another job's question id", async () => {
    const { questions } = await jobWithQuestions();
    const other = await createJob(ctx.t.app, newMarker());
    const cases: [unknown, string][] = [
      [{ questions: [{ kind: 'maybe', text: texts('x') }] }, 'questions.0.kind'],
      [{ questions: [{ kind: 'yesNo', text: { fr: 'a', en: 'b' } }] }, 'questions.0.text.nl'],
      [
        { questions: [{ kind: 'oneChoice', text: texts('x'), options: [{ value: 'a', text: texts('a') }] }] },
        'questions.0.options',
      ],
      [{ questions: [{ kind: 'yesNo', text: texts('x'), knockOut: ['perhaps'] }] }, 'questions.0.knockOut'],
      [{ questions: [{ kind: 'shortText', text: texts('x'), knockOut: ['a'] }] }, 'questions.0.knockOut'],
      [{ questions: [{ ...questions[0], id: questions[0]!.id }] }, 'questions.0.id'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.admin.send('PUT', `/api/jobs/${other.id}/questions`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(body<{ error: { fields: Record<string, string> } }>(res).error.fields)).toContain(field);
    }
    expect((await ctx.admin.get(`/api/jobs/${other.id}/questions`)).json()).toEqual({ questions: [] });
    expect((await ctx.admin.get('/api/jobs/999999/questions')).statusCode).toBe(404);
  });
});

describe('applying with answers', () => {
  it('valid answers are stored with the application; a knock-out answer marks it and it is accepted', async () => {
    const { job, questions } = await jobWithQuestions();
    const [permit, level, languages, years, notice] = questions.map((q) => q.id);
    const marker = newMarker();
    const res = await apply(
      job.id,
      application(marker, {
        answers: [
          { questionId: permit, value: true },
          { questionId: level, value: 'senior' },
          { questionId: languages, value: ['fr', 'nl'] },
          { questionId: years, value: 5 },
          { questionId: notice, value: 'Two months' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(`${marker}@example.com`);
    expect(row!.knockedOut).toBe(false);
    expect(row!.answers.map((a) => a.value)).toEqual([true, 'senior', ['fr', 'nl'], 5, 'Two months']);

    const ko = newMarker();
    const marked = await apply(
      job.id,
      application(ko, {
        answers: [
          { questionId: permit, value: false },
          { questionId: years, value: 1 },
        ],
      }),
    );
    expect(marked.statusCode).toBe(201);
    const koRow = await stored(`${ko}@example.com`);
    expect(koRow!.knockedOut).toBe(true);
    expect(koRow!.answers.map((a) => a.knockedOut)).toEqual([true, true]);

    // The record and the list carry it, and the list filters on it.
    const record = await ctx.admin.get(`/api/job-applications/${koRow!.id}`);
    expect(record.json()).toMatchObject({ knockedOut: true, source: 'direct' });
    expect(body<{ answers: unknown[] }>(record).answers).toHaveLength(2);
    const list = await ctx.admin.get(`/api/job-applications?knockedOut=true&q=${ko}`);
    expect(body<{ items: { id: number }[] }>(list).items.map((i) => i.id)).toEqual([koRow!.id]);
    const none = await ctx.admin.get(`/api/job-applications?knockedOut=false&q=${ko}`);
    expect(body<{ items: unknown[] }>(none).items).toEqual([]);
  });

  it('a wrong type, a question of another job, a required one missing: 400 naming it, nothing half-saved', async () => {
    const { job, questions } = await jobWithQuestions();
    const { questions: foreign } = await jobWithQuestions();
    const [permit, level, languages, years] = questions.map((q) => q.id);
    const ok = [
      { questionId: permit, value: true },
      { questionId: years, value: 4 },
    ];
    const before = await counts();
    const cases: [unknown[], number, string][] = [
      [[{ questionId: permit, value: 'yes' }, ok[1]], permit!, 'validation.invalid'],
      [[...ok, { questionId: level, value: 'expert' }], level!, 'validation.invalid'],
      [[...ok, { questionId: languages, value: 'fr' }], languages!, 'validation.invalid'],
      [[ok[0], { questionId: years, value: '4' }], years!, 'validation.invalid'],
      [[...ok, { questionId: foreign[0]!.id, value: true }], foreign[0]!.id, 'validation.invalid'],
      [[ok[0]], years!, 'validation.required'],
    ];
    for (const [answers, questionId, message] of cases) {
      const marker = newMarker();
      const res = await apply(job.id, application(marker, { answers }));
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(body<{ error: { fields: Record<string, string> } }>(res).error.fields).toEqual({
        [`answers.${questionId}`]: message,
      });
      expect(await stored(`${marker}@example.com`)).toBeUndefined();
    }
    // Not an array at all: the schema names the field.
    const bad = await apply(job.id, application(newMarker(), { answers: 'yes' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body<{ error: { fields: Record<string, string> } }>(bad).error.fields)).toContain('answers');
    expect(await counts()).toEqual(before);
  });

  it("the spec's apply route works without answers when the job has no required question", async () => {
    const plain = await createJob(ctx.t.app, newMarker());
    const marker = newMarker();
    expect((await apply(plain.id, application(marker))).statusCode).toBe(201);
    const { job } = await jobWithQuestions([{ kind: 'shortText', text: texts('Anything?') }]);
    expect((await apply(job.id, application(newMarker()))).statusCode).toBe(201);
    const { job: strict } = await jobWithQuestions();
    expect((await apply(strict.id, application(newMarker()))).statusCode).toBe(400);
  });
});

/** A browser's plain post to the job's page (docs/decisions/0038). */
const pagePost = (url: string, fields: Record<string, string>) => {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', data: pdf(), fileName: 'cv.pdf', contentType: 'application/pdf' },
  ]);
  return ctx.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': form.contentType, accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    payload: form.body,
  });
};

describe('the apply form without JavaScript', () => {
  it('posts its answers (radio, boxes, number as text) and the landing page utm in hidden fields', async () => {
    const { job, questions } = await jobWithQuestions();
    const [permit, level, languages, years] = questions.map((q) => q.id);
    const marker = newMarker();
    const res = await pagePost(`/jobs/${job.id}`, {
      _form: 'apply',
      ...application(marker),
      website: '',
      [`answer.${permit}`]: 'yes',
      [`answer.${level}`]: 'junior',
      [`answer.${languages}.fr`]: 'on',
      [`answer.${languages}.en`]: 'on',
      [`answer.${years}`]: '7,5',
      utm_source: 'RSS',
      utm_medium: 'feed',
      utm_campaign: 'november',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    const row = await stored(`${marker}@example.com`);
    expect(row!.answers.map((a) => a.value)).toEqual([true, 'junior', ['fr', 'en'], 7.5]);
    expect(row!.knockedOut).toBe(true);
    expect(row).toMatchObject({ source: 'rss', sourceMedium: 'feed', sourceCampaign: 'november' });
  });
});

describe('where applicants come from', () => {
  it('utm_source, then the referring site, then "direct"; on applications, spontaneous applications and pool joins', async () => {
    const job = await createJob(ctx.t.app, newMarker());
    const [a, b, c] = [newMarker(), newMarker(), newMarker()];
    await apply(
      job.id,
      application(a, { source: { utmSource: 'job-alert', utmMedium: 'email', utmCampaign: 'weekly' } }),
    );
    await apply(job.id, application(b, { source: { referrer: 'https://www.linkedin.com/feed/' } }));
    await apply(job.id, application(c));
    expect(await stored(`${a}@example.com`)).toMatchObject({
      source: 'job-alert',
      sourceMedium: 'email',
      sourceCampaign: 'weekly',
    });
    expect(await stored(`${b}@example.com`)).toMatchObject({ source: 'linkedin.com', sourceMedium: 'referral' });
    expect(await stored(`${c}@example.com`)).toMatchObject({ source: 'direct', sourceMedium: '' });

    const s = newMarker();
    const spont = await postForm(
      ctx.t,
      '/public/api/spontaneous-applications',
      {
        name: 'application',
        value: { ...application(s), availability: 'Now', post: 'Developer', source: { utmSource: 'indeed' } },
      },
      { name: 'cv', data: pdf(), fileName: 'cv.pdf' },
    );
    expect(spont.statusCode, spont.body).toBe(201);
    const [sRow] = await ctx.t.app.db
      .select()
      .from(spontaneousApplications)
      .where(eq(spontaneousApplications.email, `${s}@example.com`));
    expect(sRow!.source).toBe('indeed');

    const p = newMarker();
    const pool = await postForm(
      ctx.t,
      '/public/api/talents',
      {
        name: 'profile',
        value: {
          ...application(p),
          availability: 'Now',
          contractType: 'CDI',
          technicalSkills: 'Java',
          experience: '5',
          postTitle: 'Developer',
          poolConsent: true,
          source: { utmSource: 'atom', utmMedium: 'feed' },
        },
      },
      { name: 'cv', data: pdf(), fileName: 'cv.pdf' },
    );
    expect(pool.statusCode, pool.body).toBe(201);
    const [pRow] = await ctx.t.app.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, `${p}@example.com`));
    expect(pRow).toMatchObject({ source: 'atom', sourceMedium: 'feed' });
  });

  it('staff set or correct it on the record: stored as the website stores one, and audited', async () => {
    const row = await createJobApplication(ctx.t.app);
    expect(row.source).toBe('direct');
    const res = await ctx.admin.send('PATCH', `/api/job-applications/${row.id}`, {
      source: ' Jobfair Gent ',
      sourceMedium: 'Event',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'jobfair-gent', sourceMedium: 'event' });
    // The audit line is written once the answer is sent (the admin routes' onResponse hook).
    await vi.waitFor(async () => {
      const audit = await ctx.t.app.db
        .select()
        .from(auditLog)
        .where(and(like(auditLog.action, 'PATCH /api/job-applications/%')));
      expect(audit.some((e) => JSON.stringify(e.detail).includes(String(row.id)))).toBe(true);
    });
    const tooLong = await ctx.admin.send('PATCH', `/api/job-applications/${row.id}`, { source: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
  });
});
