import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { emptyDatabase, migrate, migrationsBefore } from '../../../tests/helpers/migration-test.ts';

/**
 * The companies migration (`*_companies.sql`, decision 0044) on a database as it was before it, holding bookings
 * and requests that name their company in several spellings: one company per normalised name, each booking and
 * each person linked. On PGlite, or on PostgreSQL when the run has DATABASE_URL (`npm run test:db`).
 */
const isCompaniesMigration = (tag: string) => /^\d{4}_companies$/.test(tag);

type Row = Record<string, unknown>;
let handle: DatabaseHandle;
let folder: string;
let drop: () => Promise<unknown> = async () => undefined;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const query = async (text: string) => rowsOf(await handle.db.execute(sql.raw(text)));

beforeAll(async () => {
  ({ handle, drop } = await emptyDatabase());
  folder = migrationsBefore(isCompaniesMigration);
  await migrate(handle, folder);
  // Ann wrote twice for the same firm, spelled two ways, then once for another; Bob once for the first firm; a
  // request without a company; an anonymised booking still names its company.
  await query(`insert into people (id, email, first_name) values (1, 'ann@example.com', 'Ann'),
    (2, 'bob@example.com', 'Bob'), (3, 'cy@example.com', 'Cy'), (4, '', 'Anonymised')`);
  await query(`update people set anonymised_at = now() where id = 4`);
  await query(`insert into talent_interviews (id, person_id, kind, email, process, client, lang, creation_date, anonymised_at)
    values (1, 1, 'BOOKING', 'ann@example.com', 'DONE', 'Société  Générale', 'fr', '2026-01-01', null),
      (2, 2, 'BOOKING', 'bob@example.com', 'REQUESTED', ' SOCIETE generale ', 'en', '2026-02-01', null),
      (3, 1, 'BOOKING', 'ann@example.com', 'REQUESTED', 'Lumen Grid', 'nl', '2026-03-01', null),
      (4, 3, 'TALENT_REQUEST', 'cy@example.com', 'REQUESTED', '', 'en', '2026-03-02', null),
      (5, 4, 'BOOKING', '', 'CANCELLED', 'Lumen grid', 'en', '2026-01-15', now())`);
  await migrate(handle, MIGRATIONS_DIR);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the companies migration', () => {
  it('makes one company per normalised name: newest spelling and language, first date', async () => {
    const rows = await query(`select name, name_key, lang, creation_date from companies order by name_key`);
    expect(rows.map((r) => [r.name, r.name_key, r.lang, new Date(r.creation_date as string).toISOString()])).toEqual([
      ['Lumen Grid', 'lumen grid', 'nl', '2026-01-15T00:00:00.000Z'],
      ['SOCIETE generale', 'societe generale', 'en', '2026-01-01T00:00:00.000Z'],
    ]);
  });

  it('links every booking and request naming one, and each person to their newest', async () => {
    const records = await query(`select r.id, c.name_key from talent_interviews r
      left join companies c on c.id = r.company_id order by r.id`);
    expect(records.map((r) => [r.id, r.name_key])).toEqual([
      [1, 'societe generale'],
      [2, 'societe generale'],
      [3, 'lumen grid'],
      [4, null],
      [5, 'lumen grid'],
    ]);
    const people = await query(`select p.id, c.name_key from people p left join companies c on c.id = p.company_id
      order by p.id`);
    expect(people.map((p) => [p.id, p.name_key])).toEqual([
      [1, 'lumen grid'],
      [2, 'societe generale'],
      [3, null],
      [4, null],
    ]);
  });
});
