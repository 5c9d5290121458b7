import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../tests/helpers/test-app.ts';
import { newMarker } from '../../../tests/helpers/factories.ts';
import { jobApplications, stateHistory } from '../db/schema.ts';
import { storeFile } from '../files/store-file.ts';
import { runRetention } from './retention.ts';
import { MY_DATA_TOKEN_HEADER, signMyDataToken } from './self-service-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: TEST_SECRET });
});
afterAll(() => t.close());

async function application(marker: string, process = 'NEW', endedAt?: Date) {
  const email = `${marker}@example.org`;
  const fileId = await storeFile(t.app.db, {
    fileName: `${marker}.pdf`,
    mimeType: 'application/pdf',
    data: Buffer.from(`%PDF-1.4 ${marker}`),
  } as never);
  const [row] = await t.app.db
    .insert(jobApplications)
    .values({ firstName: `First${marker}`, lastName: `Last${marker}`, email, phone: '+32470123456', fileId, process })
    .returning();
  if (endedAt) {
    await t.app.db
      .insert(stateHistory)
      .values({ recordType: 'job-applications', recordId: row!.id, toState: process, changedAt: endedAt });
  }
  return { email, row: row! };
}

const token = (email: string, days = 30) =>
  signMyDataToken(t.config.mail.myDataLinks.key, email, new Date(Date.now() + days * 86400_000));

describe('erasure, export and links', () => {
  it('erases a person so that no table holds their address or names, and their link answers 410', async () => {
    const marker = newMarker();
    const { email } = await application(marker);
    const headers = { ...t.xsrf, [MY_DATA_TOKEN_HEADER]: token(email) };
    const mine = await t.app.inject({ method: 'GET', url: '/public/api/my-data', headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ records: unknown[] }>().records).toHaveLength(1);

    const zip = await t.app.inject({ method: 'GET', url: '/public/api/my-data/export', headers });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from(`%PDF-1.4 ${marker}`))).toBe(true);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/public/api/my-data/erase',
      headers,
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(204);
    type Column = { table_schema: string; table_name: string; column_name: string };
    const rowsOf = <T>(result: unknown): T[] =>
      Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
    const columns = await t.app.db.execute(
      sql`select table_schema, table_name, column_name from information_schema.columns
          where table_schema not in ('pg_catalog', 'information_schema')
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea')`,
    );
    const hits: string[] = [];
    for (const c of rowsOf<Column>(columns)) {
      for (const needle of [email, `First${marker}`, `Last${marker}`, marker]) {
        const found = await t.app.db.execute(
          sql`select 1 from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)}
              where position(${needle} in encode(convert_to(${sql.identifier(c.column_name)}::text, 'UTF8'), 'escape')) > 0 limit 1`,
        );
        if (rowsOf(found).length > 0) hits.push(`${c.table_schema}.${c.table_name}.${c.column_name}: ${needle}`);
      }
    }
    expect(hits).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: '/public/api/my-data', headers });
    expect(again.statusCode).toBe(410);
  });

  it('refuses forged and expired links', async () => {
    const email = `${newMarker()}@example.org`;
    const forged = signMyDataToken('another-key', email, new Date(Date.now() + 86400_000));
    const res = await t.app.inject({
      method: 'GET',
      url: '/public/api/my-data',
      headers: { [MY_DATA_TOKEN_HEADER]: forged },
    });
    expect(res.statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/public/api/my-data',
      headers: { [MY_DATA_TOKEN_HEADER]: token(email, -1) },
    });
    expect(expired.statusCode).toBe(410);
  });

  it('anonymises an ended application on the day its retention ends, not before', async () => {
    const ended = new Date('2026-01-15T10:00:00Z');
    const { row } = await application(newMarker(), 'NO_GO', ended);
    const run = (at: string) => runRetention(t.app.db, t.app.mail, t.config.retention, new Date(at));
    await run('2026-07-14T10:00:00Z');
    const [before] = await t.app.db
      .select()
      .from(jobApplications)
      .where(sql`${jobApplications.id} = ${row.id}`);
    expect(before!.anonymisedAt).toBeNull();
    await run('2026-07-15T10:00:01Z');
    const [after] = await t.app.db
      .select()
      .from(jobApplications)
      .where(sql`${jobApplications.id} = ${row.id}`);
    expect(after!.anonymisedAt).not.toBeNull();
    expect(after!.email).toBe('');
    expect(after!.process).toBe('NO_GO');
  });
});
