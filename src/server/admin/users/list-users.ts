import type { ListQuery } from '../../../shared/schemas/list-query.ts';
import type { Database } from '../../db/client.ts';
import { listRecords } from '../list-records.ts';
import { LIST_SPECS } from '../list-specs.ts';
import { userToApi } from '../to-api.ts';

export async function listUsers(db: Database, query: ListQuery) {
  const result = await listRecords(db, LIST_SPECS.users, query);
  return { ...result, items: result.items.map(userToApi) };
}
