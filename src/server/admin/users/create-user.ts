import type { z } from 'zod';
import type { userInput } from '../../../shared/schemas/user.ts';
import { assertPasswordAllowed } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { assertManager } from '../assert-manager.ts';
import { userToApi } from '../to-api.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { assertEmailFree, nameTaken, nameTakenError, takenError } from './user-rules.ts';

export async function createUser(db: Database, input: z.output<typeof userInput>) {
  assertPasswordAllowed(input.password, 'password');
  if (await nameTaken(db, input.userName)) throw nameTakenError();
  await assertEmailFree(db, input.email);
  await assertManager(db, input.idManager, 'idManager');
  const { password, ...values } = input;
  try {
    const [row] = await db
      .insert(users)
      .values({ ...values, passwordHash: await hashPassword(password) })
      .returning();
    return userToApi(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw takenError(err);
    throw err;
  }
}
