import { asc, eq } from 'drizzle-orm';
import type { PublicManager } from '../../shared/schemas/manager.ts';
import type { Service } from '../../shared/schemas/service.ts';
import type { Database } from '../db/client.ts';
import { managers, services } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { picturesOf } from '../brand/stored-images.ts';

type ServiceRow = typeof services.$inferSelect;

/** Services with their photos (docs/decisions/0060): one query for every photo of the list. */
async function withPhotos(db: Database, rows: ServiceRow[]): Promise<Service[]> {
  const photos = await picturesOf(
    db,
    rows.map((r) => r.photoImageId),
  );
  return rows.map(({ photoImageId, ...row }) => ({
    ...row,
    creationDate: row.creationDate.toISOString(),
    photo: (photoImageId && photos.get(photoImageId)) || null,
  }));
}

/** The firm's services, in their display order, with their French and Dutch texts. */
export async function listServices(db: Database): Promise<Service[]> {
  const rows = await db.select().from(services).orderBy(asc(services.displayOrder), asc(services.id));
  return withPhotos(db, rows);
}

/** One service, for the clients' page (spec: GET /api/forClients/{id}). */
export async function getService(db: Database, id: number): Promise<Service> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) throw notFound('This service does not exist');
  return (await withPhotos(db, [row]))[0]!;
}

/** The champion team: the managers shown on the site, with only their public fields. */
export async function listSiteManagers(db: Database): Promise<PublicManager[]> {
  const rows = await db
    .select({
      id: managers.id,
      firstName: managers.firstName,
      lastName: managers.lastName,
      jobTitle: managers.jobTitle,
      photoImageId: managers.photoImageId,
    })
    .from(managers)
    .where(eq(managers.showOnSite, true))
    .orderBy(asc(managers.displayOrder), asc(managers.id));
  const photos = await picturesOf(
    db,
    rows.map((r) => r.photoImageId),
  );
  return rows.map(({ photoImageId, ...row }) => ({
    ...row,
    photo: (photoImageId && photos.get(photoImageId)) || null,
  }));
}
