import { z } from 'zod';

/**
 * The one password rule, for every place that sets a password (a new user, change-password, the first ADMIN):
 * at least 12 characters (ASVS 5 asks for 8 and recommends 15), at most 200 (hashing cost). The server also
 * refuses common passwords (`server/auth/password-policy.ts`): that list stays out of the client bundle.
 */
export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 200;

/** Counted in code points, so that an emoji or an accented letter counts as one character, as a person counts. */
const length = (value: string) => [...value].length;

export const newPassword = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    // A hard bound in UTF-16 units (a code point takes at most two), so the schema itself shows its limit.
    .max(PASSWORD_MAX_LENGTH * 2, { error: 'validation.tooLong' })
    .refine((v) => length(v) >= PASSWORD_MIN_LENGTH, { error: 'validation.passwordMinLength', abort: true })
    .refine((v) => length(v) <= PASSWORD_MAX_LENGTH, { error: 'validation.tooLong' });
