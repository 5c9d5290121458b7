/** The SQLSTATE of a PostgreSQL error, wherever it sits in the cause chain (Drizzle wraps the driver's). */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's unique violation (23505), however the driver wraps it. */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505';

/**
 * A deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled the whole transaction back, and the same
 * transaction run again may well pass (two bulk moves touching the funnel's rollup rows of one day in another order).
 */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `transaction` (the whole of one database transaction, nothing done outside it) again when PostgreSQL rolled it
 * back for a deadlock or a serialization failure, up to `tries` times in all; any other error at once.
 */
export async function retryRolledBack<T>(transaction: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (err) {
      if (attempt >= tries || !RETRYABLE.has(sqlState(err) ?? '')) throw err;
    }
  }
}
