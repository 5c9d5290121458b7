import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.ts';
import { adminQuery, startServer, type ServerProcess } from './server-process.ts';

const SERVER = 'postgres://postgres@127.0.0.1:5432';
/** Named after the run's database when DATABASE_URL names one (`npm run test:db`), so that a run keeps to its names. */
const prefix = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) : 'hireframe_test';
const name = `${prefix}_cache_${randomBytes(5).toString('hex')}`;
const url = `${SERVER}/${name}`;
const reachable = await adminQuery(`${SERVER}/postgres`, 'select 1').then(
  () => true,
  () => false,
);
const servers: ServerProcess[] = [];
let dataDir = '';
beforeAll(async () => {
  if (!reachable) return;
  await adminQuery(`${SERVER}/postgres`, `CREATE DATABASE "${name}"`);
  dataDir = mkdtempSync(join(tmpdir(), 'sec-cache-two-'));
});
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  if (!reachable) return;
  await adminQuery(`${SERVER}/postgres`, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const job = {
  jobRef: 'NW-CACHE-1',
  title: 'Cached in two processes',
  descriptionEn: 'Build mobile apps.',
  descriptionFr: 'Développer des apps mobiles.',
  descriptionsNl: 'Mobiele apps bouwen.',
  region: 'Brussels',
  education: 'Master',
  startDate: inAMonth,
  endDate: '',
  type: 'CDI',
  technicalSkills: 'Kotlin, Android',
  manager: 1,
  displayJob: true,
  experience: '2-5',
  jobTypeId: 2,
  industry: 'IT',
  employmentType: 'FULL_TIME',
  workPlaceType: 'HYBRID',
  seniorityLevel: 'MEDIOR',
  startDateUrgent: true,
  rate: '',
  urgentStatus: true,
  endApplicationDate: inAMonth,
};

/**
 * Polls `read` until it holds `expected`, at most 5 s; answers what it read last and when the read that saw it was
 * asked, from the start: how long after the change a visitor asking gets it (a page's own rendering time, long on a
 * loaded machine, is not the change's delay).
 */
async function waitFor(read: () => Promise<string>, expected: string): Promise<{ seen: string; delay: number }> {
  const started = performance.now();
  let asked = started;
  let seen = await read();
  while (!seen.includes(expected) && performance.now() - started < 5000) {
    await new Promise((r) => setTimeout(r, 20));
    asked = performance.now();
    seen = await read();
  }
  return { seen, delay: asked - started };
}

let pair: Promise<[string, string]> | undefined;
const shared = () => ({ env: { DATA_DIR: dataDir, DATABASE_URL: url }, dataDir, remove: async () => {} });
/** The two processes of these tests, started once: A seeds the demo, B starts on the same database. */
function twoServers(): Promise<[string, string]> {
  pair ??= (async () => {
    servers.push(await startServer(shared(), { SEED_DEMO: 'true' }));
    servers.push(await startServer(shared()));
    return [servers[0]!.baseURL, servers[1]!.baseURL];
  })();
  return pair;
}

/** A third process on the same database without the page cache (PUBLIC_CACHE_MB=0): it keeps the texts per change. */
async function uncachedServer(): Promise<string> {
  await twoServers();
  const c = await startServer(shared(), { PUBLIC_CACHE_MB: '0' });
  servers.push(c);
  return c.baseURL;
}

/** The demo's admin signed in on process `baseURL`: a JSON request sent with its token, and a rename of the firm. */
async function signedIn(baseURL: string) {
  const admin = await new HttpClient(baseURL).init();
  const token = await admin.login();
  const xsrf = (admin as unknown as { xsrf: Record<string, string> }).xsrf;
  const send = (method: string, path: string, body: object) =>
    fetch(baseURL + path, {
      method,
      headers: { ...xsrf, authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** Saves the firm's settings with `firmName`, the rest as they are, and expects them saved. */
  const renameFirm = async (firmName: string) => {
    const firm = (await (
      await fetch(baseURL + '/api/settings/firm', { headers: { authorization: token } })
    ).json()) as Record<string, unknown>;
    delete firm.saved;
    delete firm.brand;
    const renamed = await send('PUT', '/api/settings/firm', { ...firm, firmName });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
  };
  return { send, renameFirm };
}

/** A reader of the home page of process `server` as a visitor in `lang` gets it. */
const homeOf = (server: string, lang: 'en' | 'nl') => async () =>
  (await fetch(server + '/', { headers: { accept: 'text/html', cookie: `lang=${lang}` } })).text();

const title = async (baseURL: string, path: string) =>
  ((await (await fetch(baseURL + path)).json()) as { title: string }).title;

describe.skipIf(!reachable)('two app processes on one PostgreSQL', () => {
  it('show a change saved in the back-office of one on the public site of the other within a second', async () => {
    const [a, b] = await twoServers();
    const { send } = await signedIn(a);
    const added = await send('POST', '/api/job/add', job);
    expect(added.status, await added.clone().text()).toBe(201);
    const { id } = (await added.json()) as { id: number };
    const path = `/public/api/job/${id}`;
    expect(await title(b, path)).toBe(job.title);

    // B answers from its memory: a change that fires no trigger stays unseen there.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await db.query(`set session_replication_role = replica`); // no triggers in this session
      await db.query(`update jobs set title = 'Unseen' where id = $1`, [id]);
    } finally {
      await db.end();
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await title(b, path)).toBe(job.title);

    const edited = await send('PUT', '/api/job/edit', { ...job, id, title: 'Edited in process A' });
    expect(edited.status, await edited.clone().text()).toBe(200);
    // When the read that saw it was asked, not when its answer came: on a loaded machine the read itself took 0.5 s
    // (a CI run measured 1.47 s this way), which is the request's time, not the change's delay.
    const { seen, delay } = await waitFor(() => title(b, path), 'Edited in process A');
    expect(seen).toBe('Edited in process A');
    expect(delay).toBeLessThan(1000);
  }, 120_000);

  it('show site content published in one on the public pages of the other within a second (issue 30)', async () => {
    const [a, b] = await twoServers();
    const c = await uncachedServer();
    const { send, renameFirm } = await signedIn(a);
    const home = homeOf(b, 'nl');
    const catalog = async () => (await fetch(b + '/assets/i18n/nl.json')).text();
    // B has both in its memory before the change; C, without a page cache, its texts.
    expect(await home()).toContain('<section id="aboutus"');
    expect(await homeOf(c, 'nl')()).toContain('<section id="aboutus"');
    const before = await catalog();

    const texts = { fr: 'Titre publié en A', en: 'Title published in A', nl: 'Titel gepubliceerd in A' };
    const saved = await send('PUT', '/api/site-content/home.hero.title', texts);
    expect(saved.status, await saved.clone().text()).toBe(200);
    // A draft is not shown.
    await new Promise((r) => setTimeout(r, 300));
    expect(await home()).not.toContain(texts.nl);
    expect(await homeOf(c, 'nl')()).not.toContain(texts.nl);
    expect(await catalog()).toBe(before);

    const published = await send('POST', '/api/site-content/publish', { keys: ['home.hero.title'] });
    expect(published.status, await published.clone().text()).toBe(200);
    const page = await waitFor(home, texts.nl);
    expect(page.seen).toContain(texts.nl);
    expect(page.delay).toBeLessThan(1000);
    expect((await waitFor(catalog, texts.nl)).seen).toContain(texts.nl);
    const uncached = await waitFor(homeOf(c, 'nl'), texts.nl);
    expect(uncached.seen).toContain(texts.nl);
    expect(uncached.delay).toBeLessThan(1000);

    // The brand too: the firm's name saved in A is the name B's pages show.
    await renameFirm('Renamed In A');
    const named = await waitFor(home, 'Renamed In A');
    expect(named.seen).toContain('Renamed In A');
    expect(named.delay).toBeLessThan(1000);
    const namedInC = await waitFor(homeOf(c, 'nl'), 'Renamed In A');
    expect(namedInC.seen).toContain('Renamed In A');
    expect(namedInC.delay).toBeLessThan(1000);
  }, 120_000);

  it('keep no page made with the old brand while the new one is still being read (a CI run kept one for 60 s)', async () => {
    const [a, b] = await twoServers();
    const { renameFirm } = await signedIn(a);
    const home = homeOf(b, 'en');
    await renameFirm('Before The Lock');
    expect((await waitFor(home, 'Before The Lock')).seen).toContain('Before The Lock');

    // The new name is written under a lock that holds B's reload of the settings back, and B hears of the change
    // before the lock goes: its cache is dropped, and a page asked then is made with the name it still has.
    const writer = new pg.Client({ connectionString: url });
    const notifier = new pg.Client({ connectionString: url });
    await Promise.all([writer.connect(), notifier.connect()]);
    try {
      await writer.query('begin');
      await writer.query(`set local session_replication_role = replica`); // its commit notifies nothing
      await writer.query(`lock table firm_settings in access exclusive mode`);
      await writer.query(`update firm_settings set firm = jsonb_set(firm, '{firmName}', '"After The Lock"')`);
      await notifier.query(`select pg_notify('public_cache', 'firm_settings')`);
      await new Promise((r) => setTimeout(r, 300));
      const during = await home();
      expect(during).toContain('Before The Lock');
      await writer.query('commit');
    } finally {
      await Promise.all([writer.end(), notifier.end()]);
    }
    const after = await waitFor(home, 'After The Lock');
    expect(after.seen).toContain('After The Lock');
    expect(after.delay).toBeLessThan(1000);
  }, 120_000);
});
