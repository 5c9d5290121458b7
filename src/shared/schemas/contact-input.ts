/**
 * Everyday e-mail and phone input, brought to the form docs/spec/product-spec.md#5-validation-rules stores before it is checked (an e-mail is
 * only trimmed and lower-cased, in rules.ts), and the reason in plain words when it still does not fit. Shared by
 * the server and the forms, so both say the same thing. See docs/decisions/0015-contact-input-normalization.md.
 */

/**
 * The country a national number (one leading 0) belongs to: the firms this product is made for are Belgian
 * (fr/nl/en), and their candidates type "0470 12 34 56".
 */
const NATIONAL_CALLING_CODE = '32';

/** What a person types between the digits of a phone number: spaces, dots, dashes, slashes, brackets. */
const PHONE_SEPARATORS = /[\s.\-/()[\]]/g;

/**
 * "+32 470 12 34 56", "0470/12.34.56", "0032 (0)470 12 34 56" all become "+32470123456": separators dropped, the
 * international prefix 00 written +, a national number given the national calling code, and the trunk 0 that
 * people keep after a country code ("+32 (0)470") dropped.
 */
export function normalizePhone(value: string): string {
  let phone = value.trim().replace(/\(0\)/g, '').replace(PHONE_SEPARATORS, '');
  if (phone.startsWith('00')) phone = '+' + phone.slice(2);
  else if (/^0[1-9]/.test(phone)) phone = `+${NATIONAL_CALLING_CODE}${phone.slice(1)}`;
  return phone;
}

/** Why a (normalized) e-mail does not fit docs/spec/product-spec.md#5-validation-rules, as an i18n key; undefined when it fits or is empty. */
export function emailProblem(email: string, pattern: RegExp): string | undefined {
  if (email === '' || pattern.test(email)) return undefined;
  const at = email.indexOf('@');
  if (at < 0) return 'validation.emailNoAt';
  if (/\s/.test(email)) return 'validation.emailSpaces';
  if (email.indexOf('@', at + 1) >= 0) return 'validation.emailTwoAts';
  if (!/^[a-z0-9._%+-]+$/.test(email.slice(0, at))) return 'validation.emailCharacters';
  return 'validation.emailDomain';
}

/** Why a (normalized) phone does not fit docs/spec/product-spec.md#5-validation-rules, as an i18n key; undefined when it fits or is empty. */
export function phoneProblem(phone: string, pattern: RegExp): string | undefined {
  if (phone === '' || pattern.test(phone)) return undefined;
  if (!/^\+?\d+$/.test(phone)) return 'validation.phoneCharacters';
  const digits = phone.replace('+', '').length;
  if (digits < 8) return 'validation.phoneTooShort';
  if (digits > 15) return 'validation.phoneTooLong';
  return 'validation.phone';
}
