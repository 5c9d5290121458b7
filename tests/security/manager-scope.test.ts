import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/server/app.ts';
import {
  contacts,
  interviews,
  jobApplications,
  managers,
  people,
  spontaneousApplications,
  talentInterviews,
} from '../../src/server/db/schema/index.ts';
import { storeFile } from '../../src/server/files/stored-file.ts';
import type { RegisteredRoute } from '../../src/server/plugins/error-handler.ts';
import { can, isChargedKind, type ChargedKind } from '../../src/shared/policy.ts';
import { PIPELINE_RESOURCES } from '../../src/shared/schemas/pipeline.ts';
import { pdf, staff, type Staff } from '../helpers/admin.ts';
import { createCompany, createJob, createProfile, newMarker, personOf } from '../helpers/factories.ts';
import { jsonForm } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * issue 27 item 5, docs/decisions/0046: a MANAGER limited to their charge gets 404 on every record outside it, on
 * every admin route (records, changes, files, exports, search, mails, people), and lists hold nothing of it; inside
 * it they work as before. The routes are the app's own (app.routeList), so a route added later is walked too, and
 * one that declares no policy fails here.
 */

/** The /api/* routes that are not admin routes: public ones and the session's own. */
const NOT_ADMIN = [
  /^\/api\/health$/,
  /^\/api\/xsrf-token$/,
  /^\/api\/password\/(forgot|reset)$/,
  /^\/api\/token$/,
  /^\/api\/getUser$/,
  /^\/api\/forClients\/:id$/,
  /^\/api\/public\//,
  /^\/api\/docs/,
  /^\/api\/me(\/|$)/,
  /^\/api\/logout$/,
  /^\/api\/changePassword$/,
];

/** One manager's records: a job and an application to it, a profile and a booking of it, and the candidate's
 * spontaneous application and message (theirs through the candidate). */
async function buildCharge(app: App, managerId: number, marker: string) {
  const db = app.db;
  const file = async (name: string) =>
    storeFile(db, { fileName: `${name}-${marker}.pdf`, mimeType: 'application/pdf', data: pdf(marker) });
  const job = await createJob(app, marker, { managerId });
  const profile = await createProfile(app, marker, { managerId, cvFileId: await file('profile') });
  const candidate = { email: `cand-${marker}@example.com`, firstName: 'Cand', lastName: marker };
  const candidateId = await personOf(db, candidate);
  const client = { email: `client-${marker}@example.com`, firstName: 'Client', lastName: marker };
  const clientId = await personOf(db, client);
  const appFile = await file('application');
  const [application] = await db
    .insert(jobApplications)
    .values({
      ...candidate,
      personId: candidateId,
      jobId: job.id,
      jobTitle: job.title,
      phone: '',
      fileId: appFile,
      process: 'NEW',
    })
    .returning();
  // An interview with the candidate (docs/decisions/0058): in charge with its application.
  const [candidateInterview] = await db
    .insert(interviews)
    .values({ jobApplicationId: application!.id, startsAt: new Date(Date.UTC(2031, 0, 6, 9)), durationMinutes: 60 })
    .returning();
  const spontFile = await file('spontaneous');
  const [spontaneous] = await db
    .insert(spontaneousApplications)
    .values({
      ...candidate,
      personId: candidateId,
      phone: '',
      availability: 'now',
      cvFileId: spontFile,
      process: 'NEW',
    })
    .returning();
  const contactFile = await file('contact');
  const [contact] = await db
    .insert(contacts)
    .values({
      ...candidate,
      personId: candidateId,
      phone: '',
      message: `Hello ${marker}`,
      fileId: contactFile,
      process: 'NEW',
    })
    .returning();
  // Their company, one of its contacts, and a talent request the contact sent for it (no profile named).
  const company = await createCompany(app, marker, { managerId });
  const contactPerson = { email: `contact-${marker}@example.com`, firstName: 'Contact', lastName: marker };
  const contactPersonId = await personOf(db, contactPerson);
  await db.update(people).set({ companyId: company.id }).where(eq(people.id, contactPersonId));
  const [request] = await db
    .insert(talentInterviews)
    .values({
      ...contactPerson,
      personId: contactPersonId,
      kind: 'TALENT_REQUEST',
      companyId: company.id,
      client: company.name,
      talentName: `Talent ${marker}`,
      process: 'REQUESTED',
    })
    .returning();
  const [interview] = await db
    .insert(talentInterviews)
    .values({
      ...client,
      personId: clientId,
      kind: 'BOOKING',
      profileId: profile.id,
      client: `Client ${marker}`,
      process: 'REQUESTED',
    })
    .returning();
  return {
    ids: {
      jobs: [job.id],
      profiles: [profile.id],
      'job-applications': [application!.id],
      'spontaneous-applications': [spontaneous!.id],
      contacts: [contact!.id],
      'talent-interviews': [interview!.id, request!.id],
      interviews: [candidateInterview!.id],
      people: [candidateId, clientId, contactPersonId],
      companies: [company.id],
      files: [profile.cvFileId!, appFile, spontFile, contactFile],
    } satisfies Record<ChargedKind, (number | string)[]>,
  };
}

/** Someone who only wrote in (a spontaneous application and a message): nobody's charge. */
async function buildStranger(app: App, marker: string) {
  const db = app.db;
  const person = { email: `lone-${marker}@example.com`, firstName: 'Lone', lastName: marker };
  const personId = await personOf(db, person);
  const cv = await storeFile(db, {
    fileName: `lone-${marker}.pdf`,
    mimeType: 'application/pdf',
    data: pdf(marker),
  });
  const [spontaneous] = await db
    .insert(spontaneousApplications)
    .values({ ...person, personId, phone: '', availability: 'now', cvFileId: cv, process: 'NEW' })
    .returning();
  const [contact] = await db
    .insert(contacts)
    .values({ ...person, personId, phone: '', message: `Hello ${marker}`, process: 'NEW' })
    .returning();
  return {
    ids: {
      jobs: [],
      profiles: [],
      'job-applications': [],
      'spontaneous-applications': [spontaneous!.id],
      contacts: [contact!.id],
      'talent-interviews': [],
      interviews: [],
      people: [personId],
      companies: [],
      files: [cv],
    } satisfies Record<ChargedKind, (number | string)[]>,
  };
}

const IN = newMarker();
const OUT = newMarker();
const LONE = newMarker();
let t: TestApp;
let admin: Staff;
let scoped: Staff;
let unscoped: Staff;
let mine: Awaited<ReturnType<typeof buildCharge>>;
let theirs: Awaited<ReturnType<typeof buildCharge>>;
let stranger: Awaited<ReturnType<typeof buildStranger>>;
let routes: RegisteredRoute[];
let managerA: number;
let managerB: number;

/** The ids of `kind` outside the scoped MANAGER's charge: another manager's, and the stranger's. */
const outside = (kind: ChargedKind) => [...theirs.ids[kind], ...stranger.ids[kind]];

async function addUser(userName: string, recordScope: 'all' | 'charge', idManager: number) {
  const password = 'manager-password-1';
  const res = await admin.send('POST', '/api/user/add', {
    userName,
    password,
    role: 'MANAGER',
    idManager,
    recordScope,
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ recordScope });
  return staff(t, await t.login(userName, password));
}

beforeAll(async () => {
  t = await createTestApp({ LEGACY_CONTRACT: 'true' });
  admin = staff(t, await t.login());
  const [a, b] = await t.app.db
    .insert(managers)
    .values([
      { firstName: 'Anna', lastName: IN, email: `a-${IN}@example.com` },
      { firstName: 'Bert', lastName: OUT, email: `b-${OUT}@example.com` },
    ])
    .returning();
  managerA = a!.id;
  managerB = b!.id;
  mine = await buildCharge(t.app, managerA, IN);
  theirs = await buildCharge(t.app, managerB, OUT);
  stranger = await buildStranger(t.app, LONE);
  // My candidate applied to the other manager's job too: that application stays theirs.
  const [cross] = await t.app.db
    .insert(jobApplications)
    .values({
      email: `cand-${IN}@example.com`,
      firstName: 'Cand',
      lastName: IN,
      personId: mine.ids.people[0]!,
      jobId: theirs.ids.jobs[0]!,
      jobTitle: 'Their job',
      phone: '',
      process: 'NEW',
    })
    .returning();
  theirs.ids['job-applications'].push(cross!.id);
  scoped = await addUser(`scoped.${IN}`, 'charge', managerA);
  unscoped = await addUser(`unscoped.${IN}`, 'all', managerA);
  routes = t.app.routeList.filter(
    (r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !NOT_ADMIN.some((p) => p.test(r.url)),
  );
}, 120_000);
afterAll(() => t.close());

const name = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** The request a route gets for record `id` of `kind` (null: the route names no record of that kind). */
function requestFor(r: RegisteredRoute, kind: ChargedKind, id: number | string) {
  const method = r.method as 'GET';
  if (r.url === '/api/profile') {
    // The profile as it was made (an edit in the charge keeps it findable by its marker).
    const value = { id, firstName: 'Test', lastName: IN, email: `${IN}@example.com`, managerId: managerA };
    const form = jsonForm({ name: 'profile', value });
    return { method, url: r.url, form };
  }
  let url = r.url.replace(':recordType', kind).replace(':id', String(id));
  // A merge's preview names the other person too (issue 44 item 4): one of the manager's own, so that only the
  // person of the path decides.
  if (r.url === '/api/people/:id/merge-preview') url += `?from=${mine.ids.people.find((other) => other !== id)}`;
  const payload = r.policy?.record === 'body' ? { id } : r.method === 'GET' ? undefined : {};
  return { method, url, payload };
}

async function send(who: Staff, request: ReturnType<typeof requestFor>) {
  if ('form' in request && request.form) {
    return t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...t.xsrf, ...request.form.headers, authorization: who.token },
      payload: request.form.payload,
    });
  }
  return who.send(request.method, request.url, request.payload);
}

/** The kinds a route's record may be: the person page takes a record of any pipeline. */
const kindsOf = (r: RegisteredRoute): ChargedKind[] =>
  r.url.includes(':recordType') ? [...PIPELINE_RESOURCES] : isChargedKind(r.policy!.kind) ? [r.policy!.kind] : [];

/** Routes that name one record (in their path or body, or read by the handler). */
const namesRecord = (r: RegisteredRoute) => r.policy?.record !== undefined;

describe('the route walk', () => {
  it('finds every admin route, each with a policy', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => !r.policy).map(name)).toEqual([]);
    expect(routes.map(name)).toEqual(
      expect.arrayContaining([
        'GET /api/files/:id',
        'GET /api/job-applications/export',
        'GET /api/contacts/:id/mails',
        'GET /api/persons/:recordType/:id',
        'GET /api/people',
        'GET /api/companies/:id',
      ]),
    );
  });
});

describe('a MANAGER limited to their charge', () => {
  it('gets 404 for every record outside it, on every route that names one', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const r of routes.filter(namesRecord)) {
      if (!can({ role: 'MANAGER' }, r.policy!.action, r.policy!.kind)) continue;
      for (const kind of kindsOf(r)) {
        for (const id of outside(kind)) {
          const res = await send(scoped, requestFor(r, kind, id));
          calls++;
          if (res.statusCode !== 404) failures.push(`${name(r)} ${kind} ${id}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(40);
  });

  it('reads every record inside it (200), and may change them', async () => {
    const failures: string[] = [];
    for (const r of routes.filter(namesRecord)) {
      if (!can({ role: 'MANAGER' }, r.policy!.action, r.policy!.kind) || r.method === 'DELETE') continue;
      for (const kind of kindsOf(r)) {
        for (const id of mine.ids[kind]) {
          const res = await send(scoped, requestFor(r, kind, id));
          // A change with an empty body may be refused for its content (400), never for the record (403, 404).
          const ok = r.method === 'GET' ? res.statusCode === 200 : ![403, 404, 500].includes(res.statusCode);
          if (!ok) failures.push(`${name(r)} ${kind} ${id}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lists, searches and exports only what is in it', async () => {
    const failures: string[] = [];
    const lists = routes.filter(
      (r) =>
        r.method === 'GET' &&
        !namesRecord(r) &&
        isChargedKind(r.policy!.kind) &&
        can({ role: 'MANAGER' }, r.policy!.action, r.policy!.kind),
    );
    expect(lists.map(name)).toEqual(
      expect.arrayContaining([
        'GET /api/jobs',
        'GET /api/profiles',
        'GET /api/people',
        'GET /api/companies',
        'GET /api/contacts/export',
        'GET /api/search',
      ]),
    );
    for (const r of lists) {
      for (const query of ['', `?q=${OUT}`, `?q=${LONE}`, `?q=${IN}`]) {
        // The search box answers words only: without `q` it is a 400 by its schema, whoever asks.
        if (r.url === '/api/search' && query === '') continue;
        // The interview calendar answers a window (from, to): the one of the charge's interview.
        const url =
          r.url === '/api/interviews'
            ? `/api/interviews?from=2031-01-05T00:00:00Z&to=2031-01-08T00:00:00Z${query.replace('?', '&')}`
            : `${r.url}${query}`;
        const res = await scoped.get(url);
        if (res.statusCode !== 200) failures.push(`${name(r)}${query}: ${res.statusCode}`);
        else if (res.body.includes(OUT) || res.body.includes(LONE))
          failures.push(`${name(r)}${query}: shows another's`);
        else if (query === `?q=${IN}` && !res.body.includes(IN)) failures.push(`${name(r)}${query}: misses its own`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('sees the dashboard of their charge only', async () => {
    const res = await scoped.get('/api/dashboard');
    expect(res.statusCode).toBe(200);
    const board = res.json<{
      counts: Record<string, Record<string, number>>;
      waiting: { resource: ChargedKind; id: number }[];
    }>();
    const total = (resource: string) => Object.values(board.counts[resource] ?? {}).reduce((a, b) => a + b, 0);
    expect(total('job-applications')).toBe(1);
    expect(total('spontaneous-applications')).toBe(1);
    expect(total('contacts')).toBe(1);
    expect(total('talent-interviews')).toBe(2);
    expect(total('profiles')).toBe(1);
    for (const w of board.waiting) expect(mine.ids[w.resource]).toContain(w.id);
    expect(board.waiting.length).toBeGreaterThan(0);
  });

  it('sees on a person page only the records in their charge', async () => {
    const [candidate] = mine.ids.people;
    const res = await scoped.get(`/api/people/${candidate}`);
    expect(res.statusCode).toBe(200);
    const records = res
      .json<{ records: { recordType: string }[] }>()
      .records.map((r) => r.recordType)
      .sort();
    expect(records).toEqual(['contacts', 'job-applications', 'spontaneous-applications']);
  });

  it('cannot give a job or a profile to another manager, nor create one outside the charge', async () => {
    const job = {
      jobRef: `R-${IN}`,
      title: `Job ${IN}`,
      descriptionEn: 'x',
      region: 'Brussels',
      manager: managerB,
    };
    const refused = await scoped.send('POST', '/api/job/add', job);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ error: { fields: { manager: 'validation.outsideCharge' } } });
    const made = await scoped.send('POST', '/api/job/add', { ...job, manager: managerA });
    expect([201, 400]).toContain(made.statusCode);
    const moved = await scoped.form('PUT', '/api/profile', {
      name: 'profile',
      value: { id: mine.ids.profiles[0], firstName: 'X', lastName: 'Y', managerId: managerB },
    });
    expect(moved.statusCode).toBe(403);
    const company = await scoped.send('POST', '/api/companies', { name: `Theirs ${IN}`, managerId: managerB });
    expect(company.statusCode).toBe(403);
    const handed = await scoped.send('PATCH', `/api/companies/${mine.ids.companies[0]}`, { managerId: managerB });
    expect(handed.statusCode).toBe(403);
  });

  it('still gets 403 on the ADMIN-only routes', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((r) => !can({ role: 'MANAGER' }, r.policy!.action, r.policy!.kind))) {
      const res = await scoped.send(r.method as 'GET', r.url.replace(':id', '1'), r.method === 'GET' ? undefined : {});
      if (res.statusCode !== 403) failures.push(`${name(r)}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('is told its scope and what it may do by /api/me', async () => {
    const me = (await scoped.get('/api/me')).json<{ recordScope: string; permissions: Record<string, string[]> }>();
    expect(me.recordScope).toBe('charge');
    expect(me.permissions.users).toEqual([]);
    expect(me.permissions['job-applications']).toContain('export');
  });
});

describe('a MANAGER who sees all records (the default)', () => {
  it('reads the records of other managers and the strangers, as before', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((r) => namesRecord(r) && r.method === 'GET')) {
      if (!can({ role: 'MANAGER' }, r.policy!.action, r.policy!.kind)) continue;
      for (const kind of kindsOf(r)) {
        for (const id of outside(kind)) {
          const res = await send(unscoped, requestFor(r, kind, id));
          if (res.statusCode !== 200) failures.push(`${name(r)} ${kind} ${id}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const list = await unscoped.get(`/api/job-applications?q=${OUT}`);
    expect(list.body).toContain(OUT);
  });
});
