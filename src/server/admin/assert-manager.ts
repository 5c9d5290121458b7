import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { managers } from '../db/schema/index.ts';
import { badRequest } from '../errors.ts';

/** A record may only point to a manager that exists: refused on the field that names it otherwise. */
export async function assertManager(db: Pick<Database, 'select'>, id: number | null, field: string): Promise<void> {
  if (id === null) return;
  const [found] = await db.select({ id: managers.id }).from(managers).where(eq(managers.id, id));
  if (!found) throw badRequest('This manager does not exist', { [field]: 'validation.unknownManager' });
}
