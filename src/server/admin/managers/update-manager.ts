import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerUpdate } from '../../../shared/schemas/manager.ts';
import type { Database } from '../../db/client.ts';
import { managers } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { managerToApi } from '../to-api.ts';

/** docs/product-decisions.md#2-roles: an ADMIN edits any manager; a MANAGER only the one their account is linked to. */
export async function updateManager(db: Database, input: z.output<typeof managerUpdate>, actor: SessionUser) {
  const { id, ...values } = input;
  if (actor.role !== 'ADMIN' && actor.idManager !== id) throw forbidden('A manager may only edit their own data');
  const [row] = await db.update(managers).set(values).where(eq(managers.id, id)).returning();
  if (!row) throw notFound(`No manager ${id}`);
  return managerToApi(row);
}
