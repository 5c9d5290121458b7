import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';
import {
  createContactMessage,
  createInterviewBooking,
  createJob,
  createJobApplication,
  createProfile,
  newMarker,
  personOf,
} from '../../../../tests/helpers/factories.ts';
import { COUNT_CAP, SEARCH_COUNT_CAP } from '../../../shared/schemas/pagination.ts';

const ctx = adminTestApp();

/** Lists of the test's own, each longer than a page of two: applications (and their jobs), bookings, profiles, contacts. */
beforeAll(async () => {
  const app = ctx.t.app;
  for (let i = 0; i < 4; i++) {
    await createJobApplication(app);
    await createInterviewBooking(app);
    await createProfile(app, newMarker(), { profileOrder: i });
    await createContactMessage(app);
  }
});

interface Page {
  items: { id: number }[];
  total: number;
  totalCapped?: boolean;
  next?: string | null;
}
const list = async (url: string) => {
  const res = await ctx.admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return body<Page>(res);
};

/** Every id of a list, page after page: by cursor, or by page number. */
async function walk(path: string, by: 'cursor' | 'page', pages = 500) {
  const ids: number[] = [];
  let after: string | null | undefined;
  for (let page = 1; page <= pages; page++) {
    const cursor = by === 'cursor' && after ? `&after=${after}` : '';
    const result = await list(`${path}&size=2&page=${page}${cursor}`);
    ids.push(...result.items.map((r) => r.id));
    after = result.next;
    if (!result.next) break;
  }
  return ids;
}

/**
 * A search sorted by the text it searches, read by cursor (its first 40) and by page number (page 3 of 7), equals
 * SQL's own order of `table` by `column`.
 */
async function expectSortedSearch(table: string, column: string, path: string, q: string, dir: 'asc' | 'desc') {
  const expected = await ctx.t.database.executeSql(
    `select id from ${table} where ${column} ilike '%${q}%' order by ${column} ${dir}, id ${dir} limit 40`,
  );
  const first40 = await walk(path, 'cursor', 20);
  expect(first40, path).toEqual((expected.rows as { id: number }[]).map((r) => r.id));
  const page3 = await list(`${path}&size=7&page=3`);
  expect(page3.items.map((r) => r.id)).toEqual(first40.slice(14, 21));
}

describe('admin lists at scale', () => {
  it.each([
    '/api/job-applications?sort=creationDate:desc',
    '/api/job-applications?sort=lastName:asc&process=NEW,IN_REVIEW,NO_GO',
    '/api/talent-interviews?sort=bookedDate:asc',
    '/api/talent-interviews?sort=bookedDate:desc',
    '/api/profiles?sort=profileOrder:desc',
    '/api/jobs?sort=endApplicationDate:asc',
  ])('%s: pages read by cursor are the pages read by number', async (path) => {
    const byPage = await walk(path, 'page');
    expect(byPage.length).toBeGreaterThan(2);
    expect(await walk(path, 'cursor')).toEqual(byPage);
    expect(new Set(byPage).size).toBe(byPage.length);
  });

  it('refuses a cursor that is not one of the list', async () => {
    const first = await list('/api/contacts?size=2&sort=creationDate:desc');
    for (const url of [
      `/api/contacts?sort=lastName:asc&after=${first.next}`,
      '/api/contacts?after=bm90LWpzb24',
      '/api/contacts?after=not%20base64!',
    ]) {
      const res = await ctx.admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { after: 'validation.invalid' } } });
    }
  });

  it('counts up to the cap and says when there are more; the dashboard counts every state exactly', async () => {
    const db = ctx.t.database.db;
    const personId = await personOf(db, { email: 'bulk@mail.test', firstName: 'Bulk' });
    await db.execute(sql`insert into contacts (person_id, first_name, last_name, email, phone, message, process)
      select ${personId}, 'Bulk', 'Sender ' || i, 'bulk' || i || '@mail.test', '+32 2 000 00 00', 'hello', 'CLOSED'
      from generate_series(1, ${COUNT_CAP + 5}) i`);
    const all = await list('/api/contacts?size=1');
    expect(all).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    const few = await list('/api/contacts?process=NEW&size=1');
    expect(few.totalCapped).toBe(false);
    expect(few.total).toBeLessThan(COUNT_CAP);

    // A search counts up to SEARCH_COUNT_CAP only (decision 0043); its pages go on past it, by number and by cursor.
    const wide = await list('/api/contacts?q=bulk&size=100&sort=lastName:asc');
    expect(wide).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    const past = await list('/api/contacts?q=bulk&size=100&sort=lastName:asc&page=11');
    expect(past).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(past.items).toHaveLength(100);
    expect(past.next).toBeTruthy();
    const tenth = await list('/api/contacts?q=bulk&size=100&sort=lastName:asc&page=10');
    const byCursor = await list(`/api/contacts?q=bulk&size=100&sort=lastName:asc&page=11&after=${tenth.next}`);
    expect(byCursor.items.map((r) => r.id)).toEqual(past.items.map((r) => r.id));
    // A narrower search is counted exactly: Sender 99, 990-999 and 9900-9999.
    const narrow = await list('/api/contacts?q=sender%2099&size=5');
    expect(narrow).toMatchObject({ total: 111, totalCapped: false });

    await db.execute(sql`update contacts set process = 'IN_PROGRESS' where last_name in ('Sender 1', 'Sender 2')`);
    await db.execute(sql`delete from contacts where last_name = 'Sender 3'`);
    const counted = await ctx.t.database.executeSql(
      'select process, count(*)::int as n from contacts group by process',
    );
    const dashboard = body<{ counts: { contacts: Record<string, number> } }>(await ctx.admin.get('/api/dashboard'));
    const exact = Object.fromEntries((counted.rows as { process: string; n: number }[]).map((r) => [r.process, r.n]));
    expect(dashboard.counts.contacts).toMatchObject(exact);
  }, 180_000);

  it('exports every record a list selects as CSV, batch after batch, in the language asked', async () => {
    const res = await ctx.admin.get('/api/contacts/export?lang=fr&separator=semicolon&q=bulk&sort=lastName:asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFFNuméro;Prénom;Nom;/);
    expect(lines).toHaveLength(1 + COUNT_CAP + 4);
    const ids = lines.slice(1).map((l) => l.split(';')[0]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines[1]).toContain(';Bulk;Sender 1;');
    // Sender 1 was moved on by the test before.
    expect(lines[1]).toContain('En cours');
  }, 180_000);

  it('a search sorted by the text it searches pages the same whether its matches are dense or sparse at the start', async () => {
    const db = ctx.t.database.db;
    const personId = await personOf(db, { email: 'window@mail.test', firstName: 'Window' });
    // 2,500 "Aardvark" names first in the order (more than SEARCH_WINDOW), 30 "Zzyzx" ones last.
    await db.execute(sql`insert into contacts (person_id, first_name, last_name, email, phone, message, process)
      select ${personId}, 'Window', case when i <= 2500 then 'Aardvark ' else 'Zzyzx ' end || lpad(i::text, 4, '0'),
        'window' || i || '@mail.test', '+32 2 000 00 00', 'hello', 'CLOSED'
      from generate_series(1, 2530) i`);
    for (const [q, dir] of [
      ['zzyzx', 'asc'],
      ['zzyzx', 'desc'],
      ['aardvark', 'asc'],
    ] as const) {
      await expectSortedSearch('contacts', 'last_name', `/api/contacts?q=${q}&sort=lastName:${dir}`, q, dir);
    }
  }, 180_000);

  it('a job search sorted by title or reference sorts its matches in the narrow copy, page by page', async () => {
    const marker = newMarker();
    for (let i = 0; i < 9; i++)
      await createJob(ctx.t.app, marker, {
        title: `${['Kotlin', 'Java', 'Go'][i % 3]} ${marker} ${i}`,
        jobRef: `R-${9 - i}`,
      });
    for (const sort of ['title:asc', 'title:desc', 'jobRef:asc']) {
      const [field, dir] = sort.split(':') as ['title' | 'jobRef', string];
      const column = field === 'title' ? 'title' : 'job_ref';
      const expected = await ctx.t.database.executeSql(
        `select id from jobs where title ilike '%${marker}%' order by ${column} ${dir}, id ${dir}`,
      );
      const path = `/api/jobs?q=${marker}&sort=${sort}`;
      const ids = (expected.rows as { id: number }[]).map((r) => r.id);
      expect(await walk(path, 'cursor'), sort).toEqual(ids);
      expect(await walk(path, 'page'), sort).toEqual(ids);
    }
  });

  it('a job search sorted by title pages the same whether its matches fill the first window or lie past it', async () => {
    const db = ctx.t.database.db;
    // 2,500 "Aardwolf" titles first in the order (more than COPY_WINDOW), 30 "Zyzzyva" ones last.
    await db.execute(sql`insert into jobs (title, job_ref)
      select case when i <= 2500 then 'Aardwolf ' else 'Zyzzyva ' end || lpad(i::text, 4, '0'), 'W-' || i
      from generate_series(1, 2530) i`);
    for (const [q, dir] of [
      ['zyzzyva', 'asc'],
      ['zyzzyva', 'desc'],
      ['aardwolf', 'asc'],
      ['aardwolf', 'desc'],
    ] as const) {
      await expectSortedSearch('jobs', 'title', `/api/jobs?q=${q}&sort=title:${dir}`, q, dir);
    }
  }, 180_000);

  it('searches the joined text of a record without matching across two of its fields', async () => {
    const one = await list('/api/contacts?q=Sender%2010000');
    expect(one.total).toBe(1);
    // "Sender 10" ends the name and "bulk10" starts the e-mail: joined by a line break, they never meet.
    expect((await list('/api/contacts?q=10%20bulk')).total).toBe(0);
  });
});
