import { dictionary } from '@zxcvbn-ts/language-common';
import { newPassword, PASSWORD_MIN_LENGTH } from '../../shared/schemas/password.ts';
import { badRequest } from '../errors.ts';

/**
 * zxcvbn-ts's list of common passwords (about 49,000, most common first), lower-cased. ASVS 5 asks to refuse the
 * 3,000 most common passwords that meet the length rule: the whole list holds only a few hundred of 12 characters
 * or more, so every one of them is refused (docs/decisions/0016-password-rule.md).
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** What is wrong with a new password, as the i18n key of the message; undefined when it is acceptable. */
export function passwordProblemKey(password: string): string | undefined {
  const parsed = newPassword().safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'validation.invalid';
  return isCommonPassword(password) ? 'validation.passwordTooCommon' : undefined;
}

const SAID: Record<string, string> = {
  'validation.passwordMinLength': `must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  'validation.passwordTooCommon': 'is one of the most common passwords',
  'validation.tooLong': 'is too long',
};

/** The same check in words, for the configuration (ADMIN_PASSWORD). */
export function passwordProblem(password: string): string | undefined {
  const key = passwordProblemKey(password);
  return key && (SAID[key] ?? 'is not acceptable');
}

/** Throws a 400 naming `field` when a new password breaks the rule; called wherever a password is set. */
export function assertPasswordAllowed(password: string, field: string): void {
  const key = passwordProblemKey(password);
  if (key) throw badRequest('This password is not allowed', { [field]: key });
}
