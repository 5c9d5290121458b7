import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { serviceInput, serviceUpdate } from '../../shared/schemas/service.ts';
import type { Database } from '../db/client.ts';
import { services } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { plain } from './to-api.ts';

type ServiceInput = z.output<typeof serviceInput>;

export async function getService(db: Database, id: number) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) throw notFound(`No service ${id}`);
  return plain(row);
}

export async function createService(db: Database, input: ServiceInput) {
  const [row] = await db.insert(services).values(input).returning();
  return plain(row!);
}

export async function updateService(db: Database, input: z.output<typeof serviceUpdate>) {
  const { id, ...values } = input;
  const [row] = await db.update(services).set(values).where(eq(services.id, id)).returning();
  if (!row) throw notFound(`No service ${id}`);
  return plain(row);
}

export async function deleteService(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  if (!deleted.length) throw notFound(`No service ${id}`);
}
