import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { plain } from '../to-api.ts';
import { picturesOf } from '../../brand/stored-images.ts';

export async function getService(db: Database, id: number) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) throw notFound(`No service ${id}`);
  // Its photo, for the edit page's photo field (docs/decisions/0060).
  const photos = await picturesOf(db, [row.photoImageId]);
  return { ...plain(row), photo: (row.photoImageId && photos.get(row.photoImageId)) || null };
}
