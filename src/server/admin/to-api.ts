import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isJobOpen } from '../public/public-job.ts';
import { storedFiles, type jobs, type managers, type profiles, type users } from '../db/schema/index.ts';

type Row = Record<string, unknown>;

/** A row as the API answers it: timestamps as ISO strings (dates are already yyyy-mm-dd strings). */
type Plain<V> = V extends Date ? string : V;
export function plain<T extends Row>(row: T): { [K in keyof T]: Plain<T[K]> } {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out as { [K in keyof T]: Plain<T[K]> };
}

/** docs/spec/product-spec.md#3-entities-and-their-fields calls a job's manager `manager`; `open` says whether visitors may apply at `at`. */
export function jobToApi(row: typeof jobs.$inferSelect, at: Date) {
  const { managerId, ...rest } = row;
  return { ...plain(rest), manager: managerId, open: isJobOpen(row, at) };
}

/** A manager without its creation date. */
export function managerToApi({ creationDate: _created, ...row }: typeof managers.$inferSelect) {
  return row;
}

/** Never the password hash or the token version. */
export function userToApi(row: typeof users.$inferSelect) {
  // The secrets stay in: the answer says only whether two-factor sign-in is on.
  const {
    passwordHash: _hash,
    tokenVersion: _version,
    totpSecret: _secret,
    totpEnabledAt,
    totpLastStep: _step,
    ...rest
  } = row;
  return plain({ ...rest, twoFactor: Boolean(totpEnabledAt) });
}

const filePath = (id: string) => `/api/files/${id}`;

/** Profiles with their CV's name (`attachement`) and download path (`pathFile`), in one query for all. */
export async function profilesToApi(db: Pick<Database, 'select'>, rows: (typeof profiles.$inferSelect)[]) {
  const ids = rows.map((r) => r.cvFileId).filter((id): id is string => Boolean(id));
  const files = ids.length
    ? await db
        .select({ id: storedFiles.id, fileName: storedFiles.fileName })
        .from(storedFiles)
        .where(inArray(storedFiles.id, ids))
    : [];
  const names = new Map(files.map((f) => [f.id, f.fileName]));
  return rows.map((row) => ({
    ...plain(row),
    attachement: row.cvFileId ? (names.get(row.cvFileId) ?? '') : '',
    pathFile: row.cvFileId ? filePath(row.cvFileId) : '',
  }));
}
