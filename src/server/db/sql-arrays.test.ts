import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { rowsOf } from './rows.ts';
import { arrayParam, inlineIntArray, intArray, textArray } from './sql-arrays.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unnested = async (array: ReturnType<typeof intArray>) =>
  rowsOf<{ v: unknown }>(
    await t.app.db.execute(sql`select v from unnest(${array}) with ordinality u(v, n) order by n`),
  ).map((r) => r.v);

describe('lists sent as one array (on the database the tests run on)', () => {
  it('keeps every text as one element: quotes, backslashes, commas, braces, "NULL" and the empty text', async () => {
    const texts = ['a"b', 'back\\slash', 'x,y', '{z}', 'NULL', '', ' spaced ', 'é🙂'];
    expect(await unnested(textArray(texts))).toEqual(texts);
  });

  it('sends numbers and nulls, and a long list as one parameter', async () => {
    expect((await unnested(arrayParam([1, null, 3], 'int'))).map((v) => (v === null ? null : Number(v)))).toEqual([
      1,
      null,
      3,
    ]);
    const many = Array.from({ length: 70_000 }, (_, i) => i);
    const [row] = rowsOf<{ n: number }>(await t.app.db.execute(sql`select cardinality(${intArray(many)}) as n`));
    expect(Number(row!.n)).toBe(70_000);
  });

  it('writes only integers into a statement', async () => {
    expect(await unnested(inlineIntArray([4, 5]))).toEqual([4, 5]);
    expect(() => inlineIntArray([1, 2.5])).toThrow(TypeError);
    expect(() => inlineIntArray([Number.NaN])).toThrow(TypeError);
    expect(() => arrayParam([Infinity], 'int')).toThrow(TypeError);
  });
});
