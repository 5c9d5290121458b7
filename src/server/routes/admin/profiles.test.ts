import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, body, pdf } from '../../../../tests/helpers/admin.ts';
import { createManager, createTalentPoolJoin, moveRecord } from '../../../../tests/helpers/factories.ts';

const ctx = adminTestApp();

/** The test's own manager and four candidates of the talent pool (three new, one in review). */
beforeAll(async () => {
  newProfile.managerId = (await createManager(ctx.t.app)).id;
  for (let i = 0; i < 4; i++) {
    const { id } = await createTalentPoolJoin(ctx.t.app);
    if (i === 3) await moveRecord(ctx.t.app, 'profiles', id, { process: 'IN_REVIEW' });
  }
});

const newProfile = {
  salutation: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileTitle: 'Data Engineer',
  availability: 'In one month',
  email: 'ada.lovelace@example.com',
  phone: '+32470000001',
  displayedFirstName: 'Ada',
  displayedLastName: 'L.',
  displayedPhone: '+3225550100',
  displayedEmail: 'talents@northwind.example.com',
  /** The test's own manager (beforeAll). */
  managerId: 0,
  descriptionEn: 'Pipelines and models.',
  descriptionFr: 'Pipelines et modèles.',
  descriptionNl: 'Pipelines en modellen.',
  experience: '5-10',
  technologies: 'Python, Spark',
  profileOrder: 99,
  display: true,
  languages: 'EN, FR',
  region: 'Brussels',
  industry: 'IT',
  employmentType: 'CONTRACTOR',
  type: 'FREELANCE',
  rate: '650/day',
  education: 'Master',
  seniorityLevel: 'SENIOR',
};
const cv = (text = 'Ada Lovelace CV') => ({ name: 'fileCv', fileName: 'CV Ada.pdf', data: pdf(text) });

describe('profiles', () => {
  let id: number;
  let firstCv: string;

  it('POST /api/postProfile saves the profile and its CV together, and starts its history', async () => {
    const res = await ctx.admin.form('POST', '/api/postProfile', { name: 'profile', value: newProfile }, cv());
    expect(res.statusCode).toBe(201);
    const saved = body<{ id: number; pathFile: string; attachement: string; process: string; history: object[] }>(res);
    expect(saved).toMatchObject({ ...newProfile, process: 'HIRED', attachement: 'CV Ada.pdf' });
    expect(saved.history).toEqual([expect.objectContaining({ fromState: null, toState: 'HIRED', changedBy: 'admin' })]);
    id = saved.id;
    firstCv = saved.pathFile;
    const file = await ctx.admin.get(firstCv);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Published, it shows on the public site.
    expect((await ctx.t.app.inject({ method: 'GET', url: `/api/public/profile/${id}` })).statusCode).toBe(200);
  });

  it('refuses bad input: fields, a missing part, a wrong file type, publishing a candidate', async () => {
    const bad = await ctx.admin.form('POST', '/api/postProfile', {
      name: 'profile',
      value: { ...newProfile, firstName: '', email: 'Not-An-Email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({
      error: { fields: { firstName: 'validation.required', email: 'validation.emailNoAt' } },
    });
    const missing = await ctx.admin.form('POST', '/api/postProfile', { name: 'other', value: newProfile });
    expect(body(missing)).toMatchObject({ error: { fields: { profile: 'validation.required' } } });
    const exe = await ctx.admin.form(
      'POST',
      '/api/postProfile',
      { name: 'profile', value: newProfile },
      {
        name: 'fileCv',
        fileName: 'cv.pdf',
        data: Buffer.from('MZ this is not a pdf'),
      },
    );
    expect(exe.statusCode).toBe(415);
    const candidate = await ctx.admin.form('POST', '/api/postProfile', {
      name: 'profile',
      value: { ...newProfile, process: 'NEW' },
    });
    expect(candidate.statusCode).toBe(400);
    expect(body(candidate)).toMatchObject({ error: { fields: { display: 'validation.displayNeedsHired' } } });
    expect((await ctx.admin.send('POST', '/api/postProfile', newProfile)).statusCode).toBe(415);
  });

  it('PUT /api/profile saves, and a new CV replaces the old one', async () => {
    const res = await ctx.admin.form(
      'PUT',
      '/api/profile',
      { name: 'profile', value: { ...newProfile, id, profileTitle: 'Lead Data Engineer' } },
      { ...cv('new CV'), fileName: 'CV Ada 2026.pdf' },
    );
    expect(res.statusCode).toBe(200);
    const saved = body<{ pathFile: string; attachement: string; profileTitle: string }>(res);
    expect(saved).toMatchObject({ profileTitle: 'Lead Data Engineer', attachement: 'CV Ada 2026.pdf' });
    expect(saved.pathFile).not.toBe(firstCv);
    expect((await ctx.admin.get(firstCv)).statusCode).toBe(404);
    // Without a file part, the CV stays.
    const again = await ctx.admin.form('PUT', '/api/profile', { name: 'profile', value: { ...newProfile, id } });
    expect(body(again)).toMatchObject({ pathFile: saved.pathFile });
    const unknown = await ctx.admin.form('PUT', '/api/profile', {
      name: 'profile',
      value: { ...newProfile, id: 9999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists profiles by state and publication', async () => {
    const candidates = body<{ items: { process: string; display: boolean }[]; total: number }>(
      await ctx.admin.get('/api/profiles?display=false&process=NEW,IN_REVIEW&size=50'),
    );
    expect(candidates.total).toBe(4);
    expect(candidates.items.every((p) => !p.display && ['NEW', 'IN_REVIEW'].includes(p.process))).toBe(true);
    expect(body(await ctx.admin.get('/api/profiles?q=lovelace'))).toMatchObject({ total: 1 });
    expect((await ctx.admin.get('/api/profiles?process=ACTIVE')).statusCode).toBe(400);
  });

  it('follows the candidate pipeline: PATCH the process fields, PUT a change of state', async () => {
    const [candidate] = body<{ items: { id: number }[] }>(await ctx.admin.get('/api/profiles?process=NEW')).items;
    const patched = await ctx.admin.send('PATCH', `/api/profiles/${candidate!.id}`, {
      notes: 'Strong on SQL',
      type: 'CDI',
      bookedDate: '2026-12-03',
      bookedTime: '10:30',
    });
    expect(patched.statusCode).toBe(200);
    expect(body(patched)).toMatchObject({ notes: 'Strong on SQL', bookedDate: '2026-12-03', bookedTime: '10:30' });
    expect((await ctx.admin.send('PATCH', `/api/profiles/${candidate!.id}`, { display: true })).statusCode).toBe(400);
    const moved = await ctx.admin.send('PUT', `/api/profiles/${candidate!.id}/process`, { process: 'IN_REVIEW' });
    expect(body(moved)).toMatchObject({ process: 'IN_REVIEW' });
    const hire = await ctx.admin.send('PUT', `/api/profiles/${candidate!.id}/process`, { process: 'HIRED' });
    expect(hire.statusCode).toBe(409);
  });

  it('DELETE /api/profile/{id} deletes the profile with its CV', async () => {
    const { pathFile } = body<{ pathFile: string }>(await ctx.admin.get(`/api/profiles/${id}`));
    expect((await ctx.admin.send('DELETE', `/api/profile/${id}`)).statusCode).toBe(204);
    expect((await ctx.admin.get(`/api/profiles/${id}`)).statusCode).toBe(404);
    expect((await ctx.admin.get(pathFile)).statusCode).toBe(404);
    expect((await ctx.admin.send('DELETE', `/api/profile/${id}`)).statusCode).toBe(404);
  });
});
