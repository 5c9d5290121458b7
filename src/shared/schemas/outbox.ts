import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** Every mail the product sends, by template name (src/server/mail/catalog.ts renders each). */
export const MAIL_TEMPLATES = [
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
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export const MAIL_STATES = ['queued', 'sent', 'failed', 'kept'] as const;
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
