import { z } from 'zod';
import { noticeFields } from './privacy.ts';
import { email, longText, phone, requiredText } from './rules.ts';

/** docs/spec/product-spec.md#5-validation-rules, contact form. */
export const contactForm = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(),
  phone: phone(),
  message: longText(5000).min(1, { error: 'validation.required' }),
  ...noticeFields,
});
export type ContactForm = z.input<typeof contactForm>;

/** The variant with attachment: `post` is required here, and the file part `file` on the server. */
export const contactWithAttachmentForm = contactForm.extend({ post: requiredText(200) });
export type ContactWithAttachmentForm = z.input<typeof contactWithAttachmentForm>;
