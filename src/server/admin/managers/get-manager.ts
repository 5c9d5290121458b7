import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { managers } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { managerToApi } from '../to-api.ts';

export async function getManager(db: Database, id: number) {
  const [row] = await db.select().from(managers).where(eq(managers.id, id));
  if (!row) throw notFound(`No manager ${id}`);
  return managerToApi(row);
}
