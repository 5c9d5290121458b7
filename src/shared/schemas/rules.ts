import { z } from 'zod';
import { emailProblem, normalizePhone, phoneProblem } from './contact-input.ts';

/**
 * The validation rules of docs/spec/product-spec.md#5-validation-rules, written once. Messages are i18n keys (`validation.*`), translated by
 * the client and sent as they are by the server in `error.fields`.
 */
// Every message is an i18n key: a missing field is 'required', any other default error 'invalid'. Messages
// given in a schema take precedence over these.
// In the browser, `jitless`: zod would otherwise probe `new Function` once, which the content security policy
// blocks and reports as a violation.
z.config({
  customError: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  jitless: typeof document !== 'undefined',
});

/**
 * Lower-case local part, @, domain, and a top-level domain of letters, 2 to 63 long (the DNS label limit): the
 * spec's "ending of 2 to 4 letters" was the old site's bug and refused .brussels, .vlaanderen, .consulting
 * (docs/decisions/0039-any-top-level-domain.md).
 */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,63}$/;
/** Optional leading plus, first digit 1-9, then 7 to 14 more digits: 8 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?[1-9]\d{7,14}$/;

// Control characters other than tab and line breaks, and lone UTF-16 surrogates, are never valid text.
// oxlint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Plain text: trimmed, bounded, free of control characters. */
export const text = (max = 200) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine((v) => !CONTROL_CHARS.test(v) && !LONE_SURROGATE.test(v), { error: 'validation.invalidText' });

export const requiredText = (max = 200) => text(max).min(1, { error: 'validation.required' });
export const optionalText = (max = 200) => text(max).default('');
export const longText = (max = 20_000) => text(max);

/**
 * An e-mail as docs/spec/product-spec.md#5-validation-rules stores it: trimmed and lower-cased first (so "Jan.Peeters@Gmail.com" passes), and
 * when it still does not fit, a message that says why.
 */
export const email = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.tooLong' })
    .refine((v) => !emailProblem(v, EMAIL_PATTERN), {
      error: (issue) => emailProblem(String(issue.input), EMAIL_PATTERN) ?? 'validation.email',
    });

/**
 * A phone as docs/spec/product-spec.md#5-validation-rules stores it (`+32470123456`): "0470 12 34 56" and "+32 470 12 34 56" are normalized
 * first (see contact-input.ts), and when the result still does not fit, a message that says why.
 */
export const phone = () =>
  z
    .string({ error: 'validation.required' })
    .overwrite(normalizePhone)
    .min(1, { error: 'validation.required' })
    .max(30, { error: 'validation.phoneTooLong' })
    .refine((v) => !phoneProblem(v, PHONE_PATTERN), {
      error: (issue) => phoneProblem(String(issue.input), PHONE_PATTERN) ?? 'validation.phone',
    });

/**
 * A phone the spec requires without a pattern (spontaneous application): any text, stored normalized when it is
 * a phone number after all, so every form keeps numbers in one form.
 */
export const freePhone = (max = 30) =>
  requiredText(max).overwrite((v) => {
    const normalized = normalizePhone(v);
    return PHONE_PATTERN.test(normalized) ? normalized : v;
  });

/** An ISO date (yyyy-mm-dd), or null when empty. */
export const optionalDate = () =>
  z
    .union([z.iso.date({ error: 'validation.date' }), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

export const requiredDate = () => z.iso.date({ error: 'validation.date' });
/** A time of day, hh:mm. */
export const requiredTime = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' });

export const id = () => z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: id() });
