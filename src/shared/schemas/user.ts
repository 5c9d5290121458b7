import { z } from 'zod';
import { LANGUAGES, RECORD_SCOPES, ROLES } from '../constants.ts';
import { newPassword } from './password.ts';
import { email, id, requiredText } from './rules.ts';

/** The language of the user's mails; empty or null: the firm's default language (app_config.json). */
export const mailLanguage = z
  .enum(LANGUAGES, { error: 'validation.invalid' })
  .or(z.literal('').transform(() => null))
  .nullable();

/** An account's e-mail: the spec's e-mail rule, or empty / null for none. */
function accountEmail() {
  return email()
    .nullable()
    .or(z.literal('').transform(() => null));
}

export const userInput = z.object({
  userName: requiredText(100).regex(/^[A-Za-z0-9._@-]+$/, { error: 'validation.userName' }),
  password: newPassword(),
  role: z.enum(ROLES, { error: 'validation.required' }),
  idManager: z.coerce.number().int().positive().nullable().default(null),
  enabled: z.boolean().default(true),
  language: mailLanguage.default(null),
  /** The account's own address (password reset links); empty or null: none. Unique among users. */
  email: accountEmail().default(null),
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
  email: accountEmail().optional(),
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
  email: z.string().nullable(),
  /** Two-factor sign-in is on for the account (an ADMIN may reset it). */
  twoFactor: z.boolean(),
  creationDate: z.string(),
});
export type User = z.infer<typeof user>;

/** The logged-in user's own account, as the user menu shows and edits it. */
export const ownAccount = z.object({ email: accountEmail() });
export type OwnAccount = z.input<typeof ownAccount>;
export const ownAccountAnswer = z.object({
  email: z.string().nullable(),
  twoFactor: z.boolean(),
  /** An ADMIN requires two-factor sign-in of every account: it cannot be turned off. */
  twoFactorRequired: z.boolean(),
});
export type OwnAccountAnswer = z.infer<typeof ownAccountAnswer>;
