import { z } from 'zod';
import { noticeFields, poolConsent } from './privacy.ts';
import { applicationAnswers } from './screening.ts';
import { arrival } from './source.ts';
import { email, freePhone, longText, optionalText, phone, requiredText } from './rules.ts';

/** Apply to a job: the contact/application fields; the CV comes as part `file`, the job (`post`) from the URL. */
export const jobApplicationForm = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(),
  phone: phone(),
  message: longText(5000).min(1, { error: 'validation.required' }),
  ...noticeFields,
  poolConsent: poolConsent(),
  /** The answers to the job's screening questions, checked against them on the server (docs/decisions/0062). */
  answers: applicationAnswers,
  /** Where the visitor came from, as their browser kept it. */
  source: arrival,
});
export type JobApplicationForm = z.input<typeof jobApplicationForm>;

/** docs/spec/product-spec.md#5-validation-rules, spontaneous application: phone required but with no pattern; `post` required in this variant. */
export const spontaneousApplicationForm = z.object({
  salutation: optionalText(20),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(),
  phone: freePhone(30),
  availability: requiredText(100),
  post: requiredText(200),
  ...noticeFields,
  poolConsent: poolConsent(),
  /** Where the visitor came from, as their browser kept it (docs/decisions/0062). */
  source: arrival,
});
export type SpontaneousApplicationForm = z.input<typeof spontaneousApplicationForm>;
