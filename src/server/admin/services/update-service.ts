import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { serviceUpdate } from '../../../shared/schemas/service.ts';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { plain } from '../to-api.ts';

export async function updateService(db: Database, input: z.output<typeof serviceUpdate>) {
  const { id, ...values } = input;
  const [row] = await db.update(services).set(values).where(eq(services.id, id)).returning();
  if (!row) throw notFound(`No service ${id}`);
  return plain(row);
}
