import { asc, eq } from 'drizzle-orm';
import type { PublicManager } from '../../shared/schemas/manager.ts';
import type { Service } from '../../shared/schemas/service.ts';
import type { Database } from '../db/client.ts';
import { managers, services } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

type ServiceRow = typeof services.$inferSelect;
const toService = (row: ServiceRow): Service => ({ ...row, creationDate: row.creationDate.toISOString() });

/** The firm's services, in their display order, with their French and Dutch texts. */
export async function listServices(db: Database): Promise<Service[]> {
  const rows = await db.select().from(services).orderBy(asc(services.displayOrder), asc(services.id));
  return rows.map(toService);
}

/** One service, for the clients' page (spec: GET /api/forClients/{id}). */
export async function getService(db: Database, id: number): Promise<Service> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) throw notFound('This service does not exist');
  return toService(row);
}

/** The champion team: the managers shown on the site, with only their public fields. */
export async function listSiteManagers(db: Database): Promise<PublicManager[]> {
  return db
    .select({
      id: managers.id,
      firstName: managers.firstName,
      lastName: managers.lastName,
      jobTitle: managers.jobTitle,
    })
    .from(managers)
    .where(eq(managers.showOnSite, true))
    .orderBy(asc(managers.displayOrder), asc(managers.id));
}
