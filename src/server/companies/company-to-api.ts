import type { Company } from '../../shared/schemas/company.ts';
import type { companies } from '../db/schema/index.ts';

/** A company as the API answers it: its dates as ISO strings, without the key it is found by. */
export function companyToApi(row: typeof companies.$inferSelect): Company {
  const { nameKey: _key, creationDate, updatedAt, ...rest } = row;
  return { ...rest, creationDate: creationDate.toISOString(), updatedAt: updatedAt.toISOString() };
}
