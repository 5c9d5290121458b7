import { z } from 'zod';
import { LANGUAGES, RECORD_SCOPES, ROLES } from '../constants.ts';
import { newPassword } from './password.ts';
import { id, requiredText } from './rules.ts';

/** The language of the user's mails; empty or null: the firm's default language (app_config.json). */
export const mailLanguage = z
  .enum(LANGUAGES, { error: 'validation.invalid' })
  .or(z.literal('').transform(() => null))
  .nullable();

export const userInput = z.object({
  userName: requiredText(100).regex(/^[A-Za-z0-9._@-]+$/, { error: 'validation.userName' }),
  password: newPassword(),
  role: z.enum(ROLES, { error: 'validation.required' }),
  idManager: z.coerce.number().int().positive().nullable().default(null),
  enabled: z.boolean().default(true),
  language: mailLanguage.default(null),
  /**
   * Which records a MANAGER sees (docs/decisions/0046): 'all' (as before) or 'charge' (their jobs, profiles and
   * those records' people). An ADMIN sees all whatever it says.
   */
  recordScope: z.enum(RECORD_SCOPES, { error: 'validation.invalid' }).default('all'),
});
export type UserInput = z.input<typeof userInput>;

/** An update leaves the password alone: it changes through reset or change-password only. */
export const userUpdate = userInput.omit({ password: true }).extend({
  id: id(),
  // Left out, the language and the scope stay as they are.
  language: mailLanguage.optional(),
  recordScope: z.enum(RECORD_SCOPES, { error: 'validation.invalid' }).optional(),
});

/** What a logged-in user reads and sets of their own account from the user menu. */
export const ownMailLanguage = z.object({ language: mailLanguage });
export type OwnMailLanguage = z.input<typeof ownMailLanguage>;
export const ownMailLanguageAnswer = z.object({ language: z.enum(LANGUAGES).nullable() });

export const user = z.object({
  id: z.number(),
  userName: z.string(),
  role: z.enum(ROLES),
  idManager: z.number().nullable(),
  enabled: z.boolean(),
  language: z.enum(LANGUAGES).nullable(),
  recordScope: z.enum(RECORD_SCOPES),
  creationDate: z.string(),
});
export type User = z.infer<typeof user>;
