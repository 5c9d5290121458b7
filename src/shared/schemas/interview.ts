import { z } from 'zod';
import { noticeFields } from './privacy.ts';
import { email, optionalText, phone, requiredDate, requiredText, requiredTime } from './rules.ts';

const filled = <T extends z.ZodType<string, string>>(format: T) =>
  z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).pipe(format);

/** A client books an interview with a published profile. */
export const interviewBooking = z.object({
  // An empty date or time is missing ('required'), not malformed. A slot in the past or too soon is refused by
  // the server, on its clock (src/shared/booking-slots.ts); the form's date picker offers no such day.
  bookedDate: filled(requiredDate()),
  bookedTime: filled(requiredTime()),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(),
  phone: phone(),
  /** The company the client books for: found or made by its name (decision 0044). */
  client: requiredText(200),
  comment: optionalText(2000),
  ...noticeFields,
});
export type InterviewBooking = z.input<typeof interviewBooking>;

/**
 * docs/spec/product-spec.md#3-entities-and-their-fields, talent request, and the company it is sent for: `client`,
 * as the interview record names it (the booking's company field), optional so that the old API's requests still
 * pass (decision 0044).
 */
export const talentRequest = z.object({
  contractType: requiredText(50),
  skills: requiredText(1000),
  talentName: requiredText(200),
  email: email(),
  client: optionalText(200),
  ...noticeFields,
});
export type TalentRequest = z.input<typeof talentRequest>;
