import { and, eq, ne, sql } from 'drizzle-orm';
import type { Company, CompanyPatch, CompanyValues } from '../../shared/schemas/company.ts';
import type { Database } from '../db/client.ts';
import { companies, companyNameKey } from '../db/schema/index.ts';
import { assertManager } from '../admin/assert-manager.ts';
import { isUniqueViolation } from '../db/sql-state.ts';
import { conflict, notFound } from '../errors.ts';
import { companyToApi } from './company-to-api.ts';

const nameTaken = () => conflict('A company of this name exists already', { name: 'validation.companyNameTaken' });

/** Another company has this name, once normalised (case, accents and spaces aside: companies.name_key). */
async function assertNameFree(db: Pick<Database, 'select'>, name: string, exceptId = 0): Promise<void> {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`${companies.nameKey} = ${companyNameKey(name)}`, ne(companies.id, exceptId)));
  if (found) throw nameTaken();
}

/** `POST /api/companies` (decision 0044): a company staff add; its name is unique once normalised (409). */
export async function createCompany(db: Database, input: CompanyValues, at: Date): Promise<Company> {
  return db.transaction(async (tx) => {
    await assertManager(tx, input.managerId, 'managerId');
    await assertNameFree(tx, input.name);
    try {
      const [row] = await tx
        .insert(companies)
        .values({ ...input, creationDate: at, updatedAt: at })
        .returning();
      return companyToApi(row!);
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  });
}

/** `PATCH /api/companies/{id}`: the fields sent change, the others stay; 404 when there is no such company. */
export async function updateCompany(db: Database, id: number, patch: CompanyPatch, at: Date): Promise<Company> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
    if (!existing) throw notFound(`No company ${id}`);
    if (patch.managerId !== undefined) await assertManager(tx, patch.managerId, 'managerId');
    if (patch.name !== undefined) await assertNameFree(tx, patch.name, id);
    try {
      const [row] = await tx
        .update(companies)
        .set({ ...patch, updatedAt: at })
        .where(eq(companies.id, id))
        .returning();
      return companyToApi(row!);
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  });
}
