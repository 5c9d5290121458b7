import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** Every mail the product sends, by template name (src/server/mail/catalog.ts renders each). */
const MAIL_TEMPLATES = [
  'job-application-received',
  'spontaneous-application-received',
  'talent-pool-joined',
  'application-rejected',
  'talent-request-received',
  'interview-request-received',
  'interview-confirmed',
  'interview-rescheduled',
  'interview-cancelled',
  'contact-received',
  'internal-new-record',
  'internal-reply-received',
  'my-data-link',
  'pool-consent-renewal',
  'follow-ups-due',
  'password-reset',
  'candidate-interview-invitation',
  'candidate-interview-cancelled',
  'interview-slots-offered',
  'job-alert-confirm',
  'job-alert',
  'written',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

const MAIL_STATES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One mail of the outbox as the back-office lists it. */
export const outboxMail = z.object({
  id: z.number().int(),
  template: z.enum(MAIL_TEMPLATES),
  recipient: z.string(),
  lang: z.enum(LANGUAGES),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  tries: z.number().int(),
  lastError: z.string().nullable(),
  recordType: z.string().nullable(),
  recordId: z.number().int().nullable(),
  creationDate: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

/** One mail with what it says: the HTML (shown in a sandboxed frame), the plain text and its attachments' names. */
export const outboxMailContent = outboxMail.extend({
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.string()),
});
export type OutboxMailContent = z.infer<typeof outboxMailContent>;

/** The outbox list: newest first, narrowed by a word of the recipient or subject, a state, or one record. */
export const outboxQuery = z.object({
  q: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
  state: z.enum(MAIL_STATES, { error: 'validation.invalid' }).optional(),
  recordType: z.string().trim().max(50, { error: 'validation.tooLong' }).optional(),
  recordId: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(20),
});
export type OutboxQuery = z.output<typeof outboxQuery>;
