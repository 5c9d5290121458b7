import { z } from 'zod';
import { pageQuery } from './pagination.ts';
import { noticeFields, requiredPoolConsent } from './privacy.ts';
import { arrival } from './source.ts';
import { email, id, text, longText, optionalDate, optionalText, phone, requiredText } from './rules.ts';

/** The consultant profile as staff edit it (docs/spec/product-spec.md#3-entities-and-their-fields), sent as the `profile` part with `fileCv`. */
export const profileInput = z.object({
  salutation: optionalText(20),
  firstName: requiredText(100),
  lastName: requiredText(100),
  profileTitle: optionalText(200),
  availability: optionalText(100),
  email: z.union([email(), z.literal('')]).default(''),
  phone: optionalText(30),
  displayedFirstName: optionalText(100),
  displayedLastName: optionalText(100),
  displayedPhone: optionalText(30),
  displayedEmail: optionalText(254),
  managerId: z.coerce.number().int().positive().nullable().default(null),
  descriptionEn: longText().default(''),
  descriptionFr: longText().default(''),
  descriptionNl: longText().default(''),
  experience: optionalText(50),
  technologies: optionalText(1000),
  profileOrder: z.coerce.number().int().min(0).max(100_000).default(0),
  display: z.boolean().default(false),
  languages: optionalText(200),
  region: optionalText(100),
  industry: optionalText(100),
  employmentType: optionalText(50),
  contractType: optionalText(50),
  workingTime: optionalText(50),
  type: optionalText(50),
  rate: optionalText(50),
  education: optionalText(200),
  seniorityLevel: optionalText(50),
  offer: optionalText(2000),
  bookedDate: optionalDate(),
  bookedTime: optionalText(5),
});

/**
 * A published profile shows only its displayed fields: without a displayed name it would be a blank card, so the
 * names are required before `display` is turned on (the displayed e-mail and phone may stay empty).
 */
const DISPLAYED_NAMES = ['displayedFirstName', 'displayedLastName'] as const;
function requireDisplayedNames(
  v: { display: boolean } & Record<(typeof DISPLAYED_NAMES)[number], string>,
  ctx: z.RefinementCtx,
): void {
  if (!v.display) return;
  for (const name of DISPLAYED_NAMES)
    if (!v[name].trim()) ctx.addIssue({ code: 'custom', path: [name], message: 'validation.requiredToPublish' });
}

export const profileUpdate = profileInput.extend({ id: id() }).superRefine(requireDisplayedNames);

/** Staff create a profile either as a consultant of the firm (HIRED, publishable) or as a NEW candidate. */
export const profileCreate = profileInput
  .extend({ process: z.enum(['NEW', 'HIRED']).default('HIRED') })
  .superRefine(requireDisplayedNames);
export type ProfileCreate = z.input<typeof profileCreate>;

// A profile as staff see it (`ProfileRecord`) is the talents pipeline's record: src/shared/pipelines/profiles.ts.

/** docs/spec/product-spec.md#5-validation-rules, profile form: the "join our talents" form of the public site (the CV comes as part `cv`). */
export const profileForm = z.object({
  salutation: optionalText(20),
  profileTitle: optionalText(200),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(),
  phone: phone(),
  availability: requiredText(100),
  contractType: requiredText(50),
  workingTime: optionalText(50),
  technicalSkills: requiredText(1000),
  description: longText(5000).default(''),
  experience: requiredText(50),
  postTitle: requiredText(200),
  ...noticeFields,
  poolConsent: requiredPoolConsent(),
  /** Where the visitor came from, as their browser kept it (docs/decisions/0062). */
  source: arrival,
});
export type ProfileForm = z.input<typeof profileForm>;

/** What a visitor sees of a published profile: never the hidden e-mail or phone. */
export const publicProfile = z.object({
  id: z.number(),
  displayedFirstName: z.string(),
  displayedLastName: z.string(),
  displayedEmail: z.string(),
  displayedPhone: z.string(),
  profileTitle: z.string(),
  availability: z.string(),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
  descriptionNl: z.string(),
  experience: z.string(),
  technologies: z.string(),
  languages: z.string(),
  region: z.string(),
  industry: z.string(),
  employmentType: z.string(),
  seniorityLevel: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** Talent search (docs/spec/product-spec.md#3-entities-and-their-fields: technologies, experience; every field optional). */
export const profileSearch = z.object({
  keyword: text(200).optional(),
  technologies: text(200).optional(),
  experience: text(50).optional(),
  ...pageQuery,
});
export type ProfileSearch = z.input<typeof profileSearch>;
