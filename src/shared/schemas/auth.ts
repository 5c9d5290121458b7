import { z } from 'zod';
import { RECORD_SCOPES, ROLES } from '../constants.ts';
import { POLICY_ACTIONS, POLICY_KINDS } from '../policy.ts';
import { newPassword } from './password.ts';
import { requiredText } from './rules.ts';

export const login = z.object({
  username: requiredText(100),
  password: z.string().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
});
export type Login = z.infer<typeof login>;

const password = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' });

/** docs/spec/product-spec.md#5-validation-rules: three required fields (the form is valid once all are filled)... */
export const changePasswordFields = z.object({
  oldPassword: password(),
  newPassword: newPassword(),
  confirmPassword: password(),
  userName: z.string().max(100).optional(),
});
export type ChangePasswordFields = z.infer<typeof changePasswordFields>;

/** ...and a mismatch of new and confirm is refused with 'Passwords did not match'. */
export const changePassword = changePasswordFields.refine((v) => v.newPassword === v.confirmPassword, {
  error: 'validation.passwordsDidNotMatch',
  path: ['confirmPassword'],
});
export type ChangePassword = z.infer<typeof changePassword>;

/** What `GET /api/getUser` and `GET /api/me` answer about the logged-in user. */
export const currentUser = z.object({
  id: z.number(),
  userName: z.string(),
  role: z.enum(ROLES),
  idManager: z.number().nullable(),
  isAdmin: z.boolean(),
  /** An admin reset the password: the back-office shows only the change-password form until it is changed. */
  mustChangePassword: z.boolean(),
  /** Which records the user sees: a MANAGER limited to their charge has 'charge' (docs/decisions/0046). */
  recordScope: z.enum(RECORD_SCOPES),
  /** What the user may do, per kind of record, as the policy's rule table says (src/shared/policy.ts). */
  permissions: z.record(z.enum(POLICY_KINDS), z.array(z.enum(POLICY_ACTIONS))),
});
export type CurrentUser = z.infer<typeof currentUser>;
