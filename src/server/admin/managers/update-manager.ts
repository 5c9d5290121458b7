import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerUpdate } from '../../../shared/schemas/manager.ts';
import type { Database } from '../../db/client.ts';
import { managers } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { mayEditManager, type Actor } from '../../../shared/policy.ts';
import { managerToApi } from '../to-api.ts';

/** docs/product-decisions.md#2-roles: an ADMIN edits any manager; a MANAGER only their own (the policy's rule). */
export async function updateManager(db: Database, input: z.output<typeof managerUpdate>, actor: Actor) {
  const { id, ...values } = input;
  if (!mayEditManager(actor, id)) throw forbidden('A manager may only edit their own data');
  const [row] = await db.update(managers).set(values).where(eq(managers.id, id)).returning();
  if (!row) throw notFound(`No manager ${id}`);
  return managerToApi(row);
}
