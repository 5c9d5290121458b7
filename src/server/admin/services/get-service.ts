import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { plain } from '../to-api.ts';

export async function getService(db: Database, id: number) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) throw notFound(`No service ${id}`);
  return plain(row);
}
