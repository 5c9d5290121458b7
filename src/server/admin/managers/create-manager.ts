import type { z } from 'zod';
import type { managerInput } from '../../../shared/schemas/manager.ts';
import type { Database } from '../../db/client.ts';
import { managers } from '../../db/schema/index.ts';
import { managerToApi } from '../to-api.ts';

export async function createManager(db: Database, input: z.output<typeof managerInput>) {
  const [row] = await db.insert(managers).values(input).returning();
  return managerToApi(row!);
}
