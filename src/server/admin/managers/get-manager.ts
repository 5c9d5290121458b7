import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { managers } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { managerToApi } from '../to-api.ts';
import { picturesOf } from '../../brand/stored-images.ts';

export async function getManager(db: Database, id: number) {
  const [row] = await db.select().from(managers).where(eq(managers.id, id));
  if (!row) throw notFound(`No manager ${id}`);
  // Their photo, for the edit form's photo field (docs/decisions/0060).
  const photos = await picturesOf(db, [row.photoImageId]);
  return { ...managerToApi(row), photo: (row.photoImageId && photos.get(row.photoImageId)) || null };
}
