import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { newPassword } from './password.ts';
import { id, requiredText } from './rules.ts';

export const userInput = z.object({
  userName: requiredText(100).regex(/^[A-Za-z0-9._@-]+$/, { error: 'validation.userName' }),
  password: newPassword(),
  role: z.enum(ROLES, { error: 'validation.required' }),
  idManager: z.coerce.number().int().positive().nullable().default(null),
  enabled: z.boolean().default(true),
});
export type UserInput = z.input<typeof userInput>;

/** An update leaves the password alone: it changes through reset or change-password only. */
export const userUpdate = userInput.omit({ password: true }).extend({ id: id() });
export type UserUpdate = z.input<typeof userUpdate>;

export const user = z.object({
  id: z.number(),
  userName: z.string(),
  role: z.enum(ROLES),
  idManager: z.number().nullable(),
  enabled: z.boolean(),
  creationDate: z.string(),
});
export type User = z.infer<typeof user>;
