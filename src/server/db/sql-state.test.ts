import { describe, expect, it } from 'vitest';
import { retryRolledBack, sqlState } from './sql-state.ts';

/** An error as Drizzle throws it: the driver's, with its SQLSTATE, as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(), { code }) });

describe('a transaction PostgreSQL rolled back', () => {
  it('reads the SQLSTATE through the cause chain', () => {
    expect(sqlState(wrapped('40P01'))).toBe('40P01');
    expect(sqlState(new Error('no state'))).toBeUndefined();
  });

  it('runs again after a deadlock or a serialization failure, up to three times in all', async () => {
    let runs = 0;
    const flaky = (codes: string[]) => async () => {
      const code = codes[runs++];
      if (code) throw wrapped(code);
      return 'done';
    };
    expect(await retryRolledBack(flaky(['40P01', '40001']))).toBe('done');
    expect(runs).toBe(3);
    runs = 0;
    await expect(retryRolledBack(flaky(['40P01', '40P01', '40P01']))).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
  });

  it('lets any other error through at once', async () => {
    let runs = 0;
    await expect(
      retryRolledBack(async () => {
        runs++;
        throw wrapped('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
