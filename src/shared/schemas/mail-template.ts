import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { PIPELINE_RESOURCES } from './pipeline.ts';

/**
 * The placeholders a mail template may use (docs/decisions/0056), each filled from the record the mail is written
 * from, in the reader's language. A template naming any other `{{…}}` cannot be saved.
 */
export const MAIL_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'name',
  'email',
  'jobTitle',
  'managerName',
  'companyName',
  'interviewDate',
  'firm',
  'phone',
  // The product's own notifications fill these from the record that causes them.
  'myDataLink',
  'date',
  'time',
  'consultant',
  'client',
  'talentName',
  'days',
  'expiresOn',
] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];

/** The `{{name}}` placeholders of a text that are not in MAIL_PLACEHOLDERS. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(MAIL_PLACEHOLDERS);
  const found = [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]!);
  return [...new Set(found.filter((name) => !known.has(name)))];
}

const perLanguage = (max: number) =>
  z.object(
    Object.fromEntries(LANGUAGES.map((l) => [l, z.string().max(max).default('')])) as Record<
      (typeof LANGUAGES)[number],
      z.ZodDefault<z.ZodString>
    >,
  );

/** A template as the firm writes it: its name, and a subject and an HTML body per language (fr, en, nl). */
export const mailTemplateInput = z.object({
  name: z.string().trim().min(1).max(200),
  subject: perLanguage(300),
  body: perLanguage(100_000),
});
export type MailTemplateInput = z.infer<typeof mailTemplateInput>;

/** A pipeline state whose entry sends this template (the product's own notifications). */
export const mailTemplateSentBy = z.object({ resource: z.enum(PIPELINE_RESOURCES), state: z.string() });

export const mailTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The product's notification this template words (e.g. `application-rejected`), or null for the firm's own. */
  notification: z.string().nullable(),
  subject: z.record(z.enum(LANGUAGES), z.string()),
  /** Mail-safe HTML, sanitised by the server. */
  body: z.record(z.enum(LANGUAGES), z.string()),
  /** The plain-text version of each body. */
  text: z.record(z.enum(LANGUAGES), z.string()),
  /** The languages whose subject or body is empty. */
  missing: z.array(z.enum(LANGUAGES)),
  sentBy: z.array(mailTemplateSentBy),
  updatedAt: z.string(),
});
export type MailTemplateView = z.infer<typeof mailTemplate>;

/** The records a mail can be written from: a person's applications, bookings and messages, and their company. */
export const WRITE_RECORD_TYPES = [
  'job-applications',
  'spontaneous-applications',
  'talent-interviews',
  'contacts',
  'companies',
] as const;

/** `POST /api/people/{id}/mails`: free text or a template, optionally about one of the person's records. */
export const personMailInput = z
  .object({
    subject: z.string().trim().min(1).max(300).optional(),
    body: z.string().min(1).max(100_000).optional(),
    templateId: z.number().int().positive().optional(),
    language: z.enum(LANGUAGES).optional(),
    recordType: z.enum(WRITE_RECORD_TYPES).optional(),
    recordId: z.number().int().positive().optional(),
    /** Only show what would be sent (subject, HTML, text): nothing is written. */
    preview: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.templateId === undefined && (v.subject === undefined || v.body === undefined)) {
      for (const path of ['subject', 'body'] as const)
        if (v[path] === undefined) ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    }
    if ((v.recordType === undefined) !== (v.recordId === undefined))
      ctx.addIssue({ code: 'custom', path: ['recordId'], message: 'validation.required' });
  });
export type PersonMailInput = z.infer<typeof personMailInput>;

export const personMailPreview = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  language: z.enum(LANGUAGES),
});

/** A file kept of a reply (checked like an upload), downloaded by GET /api/files/{fileId}. */
export const inboundAttachment = z.object({
  fileId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});

export const timelineMail = z.object({
  /** The outbox mail; for a reply ('in'), the one it answers when known. */
  outboxId: z.number().int().nullable(),
  /** A reply read from the replies' mailbox (docs/decisions/0057). */
  inboundId: z.number().int().optional(),
  /** A reply's sender. */
  from: z.string().optional(),
  attachments: z.array(inboundAttachment).optional(),
  direction: z.enum(['out', 'in']),
  at: z.string(),
  sentAt: z.string().nullable(),
  /** The staff member who wrote it; null for the product's own notifications. */
  by: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  state: z.string(),
  template: z.string(),
  recordType: z.string().nullable(),
  recordId: z.number().int().nullable(),
});
export const personTimeline = z.object({ mails: z.array(timelineMail) });
