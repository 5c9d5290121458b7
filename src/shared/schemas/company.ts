import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { cursorText, pageQuery } from './pagination.ts';
import { SORT_PATTERN } from './list-query.ts';
import { id, optionalText, requiredText, text } from './rules.ts';

/** The EU's VAT prefixes (Greece is EL; XI is Northern Ireland, still in the EU's VAT system for goods). */
const EU_VAT_PREFIXES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
]; // prettier-ignore

/**
 * A VAT number as it is stored (decision 0044): upper case, without the spaces, dots and dashes people type. A
 * Belgian number written without its prefix (`0417.497.106`) is given `BE`.
 */
export function normalizeVatNumber(input: string): string {
  const compact = input.toUpperCase().replace(/[\s.\-/]/g, '');
  return /^[01]\d{9}$/.test(compact) ? `BE${compact}` : compact;
}

/**
 * Why a stored-form VAT number is refused, or null. Belgian: BE, then ten digits starting with 0 or 1, the last two
 * the check of the first eight (97 minus their remainder by 97), so that a mistyped digit is caught. Other EU
 * countries: their prefix and 2 to 12 letters or digits; their own rules are many and the VIES service checks them
 * better than a pattern could.
 */
export function vatNumberProblem(vat: string): string | null {
  if (!vat) return null;
  const prefix = vat.slice(0, 2);
  if (prefix === 'BE') {
    const digits = vat.slice(2);
    if (!/^[01]\d{9}$/.test(digits)) return 'validation.vatNumberBelgian';
    return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8)) ? null : 'validation.vatNumberCheck';
  }
  if (!EU_VAT_PREFIXES.includes(prefix) || !/^[A-Z0-9]{2,12}$/.test(vat.slice(2))) return 'validation.vatNumber';
  return null;
}

const vatNumber = () =>
  text(30)
    .transform(normalizeVatNumber)
    .refine((v) => !vatNumberProblem(v), {
      error: (issue) => vatNumberProblem(normalizeVatNumber(String(issue.input))) ?? 'validation.vatNumber',
    });

const fields = {
  name: requiredText(200),
  vatNumber: vatNumber(),
  address: text(500),
  lang: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  /** The manager in charge of the company (a scoped MANAGER's "companies in my charge"); null: nobody. */
  managerId: id().nullable(),
};

/** `POST /api/companies`: a name, the rest optional. */
export const companyInput = z.object({
  ...fields,
  vatNumber: fields.vatNumber.default(''),
  address: optionalText(500),
  lang: fields.lang.default('en'),
  managerId: fields.managerId.default(null),
});
export type CompanyInput = z.input<typeof companyInput>;
export type CompanyValues = z.output<typeof companyInput>;

/** `PATCH /api/companies/{id}`: only the fields sent change. */
export const companyPatch = z.object(fields).partial();
export type CompanyPatch = z.output<typeof companyPatch>;

/** `GET /api/companies`: as the other admin lists, `q` (name, VAT number, address), `page`, `size`, `sort`, `after`. */
export const companyListQuery = z.object({
  q: text(200).optional(),
  sort: z.string().regex(SORT_PATTERN, { error: 'validation.invalid' }).optional(),
  /** Only the companies this manager is in charge of. */
  manager: id().optional(),
  /** The `next` of the page before: the page after it, read by seeking. */
  after: cursorText.optional(),
  ...pageQuery,
});
export type CompanyListQuery = z.output<typeof companyListQuery>;

export const company = z.object({
  id: z.number(),
  name: z.string(),
  vatNumber: z.string(),
  address: z.string(),
  lang: z.string(),
  managerId: z.number().nullable(),
  creationDate: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof company>;

/** A row of the companies list: how many contacts and bookings or requests it has. */
export const companySummary = company.extend({ contacts: z.number(), records: z.number() });
export type CompanySummary = z.infer<typeof companySummary>;

/** A client contact of the company: a person (`GET /api/people/{id}`). */
export const companyContact = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The person's language: a mail written to them is preselected in it. */
  lang: z.string(),
  creationDate: z.string(),
});

/** A booking or a talent request sent for the company (a talent interview record). */
export const companyRecord = z.object({
  recordType: z.literal('talent-interviews'),
  id: z.number(),
  kind: z.enum(['BOOKING', 'TALENT_REQUEST']),
  createdAt: z.string(),
  state: z.string(),
  /** Its sender, a contact (the person may since have moved to another company). */
  personId: z.number(),
  /** The profile booked (bookings). */
  profileId: z.number().nullable(),
  /** The talent booked, or the talent asked for. */
  about: z.string(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

/** A consultant the company booked: the profile, its first booking and where the latest one stands. */
export const companyConsultant = z.object({
  profileId: z.number(),
  /** The person of the profile. */
  personId: z.number(),
  name: z.string(),
  profileTitle: z.string(),
  /** The profile's own state: HIRED once the firm placed them. */
  profileState: z.string(),
  firstBookedAt: z.string(),
  lastBookingState: z.string(),
});
export type CompanyConsultant = z.infer<typeof companyConsultant>;

/** `GET /api/companies/{id}`: the company, its contacts, its bookings and requests, the consultants it booked, each in time order. */
export const companyDetail = company.extend({
  contacts: z.array(companyContact),
  records: z.array(companyRecord),
  consultants: z.array(companyConsultant),
});
export type CompanyDetail = z.infer<typeof companyDetail>;
