import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerInput, managerUpdate } from '../../shared/schemas/manager.ts';
import type { Database } from '../db/client.ts';
import { managers } from '../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';
import type { SessionUser } from '../plugins/auth.ts';

const toApi = ({ creationDate: _created, ...row }: typeof managers.$inferSelect) => row;

export async function getManager(db: Database, id: number) {
  const [row] = await db.select().from(managers).where(eq(managers.id, id));
  if (!row) throw notFound(`No manager ${id}`);
  return toApi(row);
}

export async function createManager(db: Database, input: z.output<typeof managerInput>) {
  const [row] = await db.insert(managers).values(input).returning();
  return toApi(row!);
}

/** docs/product-decisions.md#2-roles: an ADMIN edits any manager; a MANAGER only the one their account is linked to. */
export async function updateManager(db: Database, input: z.output<typeof managerUpdate>, actor: SessionUser) {
  const { id, ...values } = input;
  if (actor.role !== 'ADMIN' && actor.idManager !== id) throw forbidden('A manager may only edit their own data');
  const [row] = await db.update(managers).set(values).where(eq(managers.id, id)).returning();
  if (!row) throw notFound(`No manager ${id}`);
  return toApi(row);
}
