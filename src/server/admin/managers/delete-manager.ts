import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs, managers, profiles } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { assertManager } from '../assert-manager.ts';
import { countManagerRecords } from '../count-manager-records.ts';

/**
 * Deletes a manager. Their jobs and profiles are never left without a manager silently: they go to `handTo`
 * in the same transaction, and without one the delete is refused (409) while there are any. Linked user
 * accounts stay, without the link (they are people's logins, not work to hand over).
 */
export async function deleteManager(db: Database, id: number, handTo?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: managers.id }).from(managers).where(eq(managers.id, id)).for('update');
    if (!row) throw notFound(`No manager ${id}`);
    if (handTo === id)
      throw badRequest('A manager cannot take over their own records', { handTo: 'validation.handToSelf' });
    if (handTo === undefined) {
      const { jobs: j, profiles: p } = await countManagerRecords(tx, id);
      if (j + p > 0) {
        throw conflict(`This manager is in charge of ${j} jobs and ${p} profiles: choose who takes them over`, {
          handTo: 'validation.managerHasRecords',
        });
      }
    } else {
      await assertManager(tx, handTo, 'handTo');
      await tx.update(jobs).set({ managerId: handTo }).where(eq(jobs.managerId, id));
      await tx.update(profiles).set({ managerId: handTo }).where(eq(profiles.managerId, id));
    }
    await tx.delete(managers).where(eq(managers.id, id));
  });
}
