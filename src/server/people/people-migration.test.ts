import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { linkPerson } from './link-person.ts';
import { emptyDatabase, migrate, migrationsBefore } from '../../../tests/helpers/migration-test.ts';

/**
 * The people migration (`*_people.sql`, decision 0041) on a database as it was before it: a copy of the demo data (people who wrote
 * several times, consultants, clients) plus the hard cases, written at migration 0013, then migrated. On PGlite,
 * or on PostgreSQL when the run has DATABASE_URL (`npm run test:db`).
 */
/** Found by its name, whatever its number (migrations are renumbered when branches merge). */
const isPeopleMigration = (tag: string) => /^\d{4}_people$/.test(tag);
const RECORD_TABLES = ['job_applications', 'spontaneous_applications', 'profiles', 'talent_interviews', 'contacts'];
/** What the demo records point to, copied first, in the order of their foreign keys. */
const COPIED_TABLES = ['managers', 'stored_files', 'jobs', ...RECORD_TABLES];

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

let demo: Awaited<ReturnType<typeof createTestDatabase>>;
let old: DatabaseHandle;
let folder: string;
let dropOld: () => Promise<unknown> = async () => undefined;

const query = async (text: string) => rowsOf(await old.db.execute(sql.raw(text)));

/** Copies the demo's rows of `table` (the columns both databases have) into the old database. */
async function copyTable(table: string) {
  const columns = (
    await query(`select column_name from information_schema.columns
      where table_schema = 'public' and table_name = '${table}' order by ordinal_position`)
  ).map((r) => `"${String(r.column_name)}"`);
  const list = columns.join(', ');
  const rows = rowsOf(
    await demo.db.execute(sql.raw(`select coalesce(json_agg(t), '[]') as rows from (select ${list} from ${table}) t`)),
  );
  const json = JSON.stringify(rows[0]!.rows);
  await old.db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(list)}) select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`,
  );
  if (table !== 'stored_files')
    await query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  return JSON.parse(json) as Row[];
}

const cases = { sameEmail: [] as number[], samePhone: [] as number[], anonymised: 0, noEmail: 0 };
const demoRecords: Record<string, Row[]> = {};

beforeAll(async () => {
  demo = await createTestDatabase({ demo: true });
  ({ handle: old, drop: dropOld } = await emptyDatabase());
  folder = migrationsBefore(isPeopleMigration);
  await migrate(old, folder);
  for (const table of COPIED_TABLES) {
    const rows = await copyTable(table);
    if (RECORD_TABLES.includes(table)) demoRecords[table] = rows;
  }
  const insert = async (text: string) => Number((await query(`${text} returning id`))[0]!.id);
  // One person writing twice, the address typed differently: one person. The contact a day after the application,
  // said outright: two inserts in a row may get the same creation time, and the tie would go by id across tables.
  cases.sameEmail.push(
    await insert(`insert into job_applications (first_name, last_name, email, phone, process, creation_date)
      values ('Lena', 'Maes', '  Lena.Maes@Example.ORG ', '+32470000001', 'NEW', now() - interval '2 days')`),
    await insert(`insert into contacts (first_name, last_name, email, phone, message, process, creation_date)
      values ('Lena', 'Maes-Peeters', 'lena.maes@example.org', '+32470000002', 'Hello', 'NEW', now() - interval '1 day')`),
  );
  // Two people sharing a phone (a family, a switchboard): two people, never one.
  cases.samePhone.push(
    await insert(`insert into spontaneous_applications (first_name, last_name, email, phone, availability, process)
      values ('Tom', 'Wouters', 'tom.wouters@example.org', '+32470000099', 'now', 'NEW')`),
    await insert(`insert into spontaneous_applications (first_name, last_name, email, phone, availability, process)
      values ('Eva', 'Wouters', 'eva.wouters@example.org', '+32470000099', 'now', 'NEW')`),
  );
  // A record anonymised already: a person of its own, anonymised, holding nothing.
  cases.anonymised =
    await insert(`insert into job_applications (first_name, last_name, email, phone, process, anonymised_at)
      values ('Anonymised', '', '', '', 'NO_GO', now() - interval '1 day')`);
  // A consultant entered without an address.
  cases.noEmail = await insert(`insert into profiles (first_name, last_name, email, phone, process)
      values ('Noor', 'Jacobs', '', '+32470000003', 'HIRED')`);
  await migrate(old, MIGRATIONS_DIR);
}, 120_000);

afterAll(async () => {
  await old?.close();
  await dropOld();
  await demo?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const personOf = async (table: string, id: number) =>
  (await query(`select p.* from people p join ${table} r on r.person_id = p.id where r.id = ${id}`))[0]!;

describe('the people migration: every record gets its person', () => {
  it('makes person_id NOT NULL on every record table and links every record', async () => {
    for (const table of RECORD_TABLES) {
      const [column] = await query(`select is_nullable from information_schema.columns
        where table_name = '${table}' and column_name = 'person_id'`);
      expect(column?.is_nullable, table).toBe('NO');
    }
  });

  it('links the demo records by normalised e-mail: one person per address, with all their records', async () => {
    const addresses = new Set<string>();
    for (const [table, rows] of Object.entries(demoRecords)) {
      for (const row of rows) {
        const email = String(row.email).trim().toLowerCase();
        const person = await personOf(table, Number(row.id));
        if (email && !row.anonymised_at) {
          addresses.add(email);
          expect(person.email, `${table} ${String(row.id)}`).toBe(email);
        }
      }
    }
    const [linked] = await query(`select count(*)::int as n from people where email <> ''`);
    // The demo's addresses, and the added cases' three.
    expect(linked!.n).toBe(addresses.size + 3);
    // The demo has people who wrote more than once (a candidate who applied and joined the pool, …).
    const [several] = await query(`select count(*)::int as n from (select person_id from (
        select person_id from job_applications union all select person_id from spontaneous_applications
        union all select person_id from profiles union all select person_id from talent_interviews
        union all select person_id from contacts) r group by person_id having count(*) > 1) s`);
    expect(several!.n).toBeGreaterThan(0);
  });

  it('makes one person of one address typed two ways, with its newest values', async () => {
    const first = await personOf('job_applications', cases.sameEmail[0]!);
    const second = await personOf('contacts', cases.sameEmail[1]!);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ email: 'lena.maes@example.org', first_name: 'Lena', anonymised_at: null });
    // The newer record's values: the contact was written after the application.
    expect([first.last_name, first.phone]).toEqual(['Maes-Peeters', '+32470000002']);
  });

  it('never links by phone: two addresses sharing a phone are two people', async () => {
    const tom = await personOf('spontaneous_applications', cases.samePhone[0]!);
    const eva = await personOf('spontaneous_applications', cases.samePhone[1]!);
    expect(tom.id).not.toBe(eva.id);
    expect([tom.phone, eva.phone]).toEqual(['+32470000099', '+32470000099']);
  });

  it('gives an anonymised record an anonymised person, and a record without an address a person of its own', async () => {
    const anonymised = await personOf('job_applications', cases.anonymised);
    expect(anonymised).toMatchObject({ email: '', phone: '', last_name: '' });
    expect(anonymised.anonymised_at).not.toBeNull();
    const consultant = await personOf('profiles', cases.noEmail);
    expect(consultant).toMatchObject({ first_name: 'Noor', last_name: 'Jacobs', email: '', anonymised_at: null });
    const [shared] = await query(`select count(*)::int as n from profiles where person_id = ${String(consultant.id)}`);
    expect(shared!.n).toBe(1);
  });

  it('leaves no trace of the backfill, and the next form of a known address finds its person', async () => {
    const columns = await query(`select column_name from information_schema.columns
      where table_name = 'people' and column_name = 'backfill_key'`);
    expect(columns).toEqual([]);
    const lena = await personOf('job_applications', cases.sameEmail[0]!);
    const again = await old.db.transaction((tx) =>
      linkPerson(tx, { email: 'LENA.MAES@example.org', firstName: 'Lena' }, { source: 'form', at: new Date() }),
    );
    expect(again).toBe(lena.id);
  });
});
