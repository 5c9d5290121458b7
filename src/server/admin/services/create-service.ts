import type { z } from 'zod';
import type { serviceInput } from '../../../shared/schemas/service.ts';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { plain } from '../to-api.ts';

export async function createService(db: Database, input: z.output<typeof serviceInput>) {
  const [row] = await db.insert(services).values(input).returning();
  return plain(row!);
}
