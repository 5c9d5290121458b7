import { z } from 'zod';
import { RECORD_SCOPES, ROLES } from '../constants.ts';
import { POLICY_ACTIONS, POLICY_KINDS } from '../policy.ts';
import { newPassword } from './password.ts';
import { requiredText } from './rules.ts';

export const login = z.object({
  username: requiredText(100),
  password: z.string().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
  /** With two-factor sign-in on: the authenticator's 6 digits, or one of the recovery codes (docs/decisions/0076). */
  code: z.string().trim().max(40, { error: 'validation.tooLong' }).optional(),
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

/** "Forgot your password?": a user name or an e-mail address. */
export const forgotPassword = z.object({ login: requiredText(254) });
export type ForgotPassword = z.infer<typeof forgotPassword>;

/** The reset link's page: its token and the new password, twice. */
export const resetPasswordFields = z.object({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
  newPassword: newPassword(),
  confirmPassword: password(),
});
export const resetPassword = resetPasswordFields.refine((v) => v.newPassword === v.confirmPassword, {
  error: 'validation.passwordsDidNotMatch',
  path: ['confirmPassword'],
});
export type ResetPassword = z.infer<typeof resetPassword>;

/** A code from the authenticator app (6 digits), when turning two-factor sign-in on or off. */
export const totpCode = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.totpCode' }),
});

/** Turning two-factor sign-in on: the secret, as a QR code (SVG data URL) and as text to type. */
export const totpSetup = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export type TotpSetup = z.infer<typeof totpSetup>;
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });

/** What `GET /api/getUser` and `GET /api/me` answer about the logged-in user. */
export const currentUser = z.object({
  id: z.number(),
  userName: z.string(),
  role: z.enum(ROLES),
  idManager: z.number().nullable(),
  isAdmin: z.boolean(),
  /** An admin reset the password: the back-office shows only the change-password form until it is changed. */
  mustChangePassword: z.boolean(),
  /** An ADMIN requires two-factor sign-in and the user has none: only its setting up is allowed until it is done. */
  twoFactorSetupRequired: z.boolean(),
  /** Which records the user sees: a MANAGER limited to their charge has 'charge' (docs/decisions/0046). */
  recordScope: z.enum(RECORD_SCOPES),
  /** What the user may do, per kind of record, as the policy's rule table says (src/shared/policy.ts). */
  permissions: z.record(z.enum(POLICY_KINDS), z.array(z.enum(POLICY_ACTIONS))),
});
export type CurrentUser = z.infer<typeof currentUser>;
