import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

export async function deleteService(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  if (!deleted.length) throw notFound(`No service ${id}`);
}
