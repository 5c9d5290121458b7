import { z } from 'zod';
import { inboundAttachment, WRITE_RECORD_TYPES } from './mail-template.ts';

/** The replies read from the replies' mailbox (issue 29 item 5, docs/decisions/0057). */
export const INBOUND_STATES = ['matched', 'unmatched', 'failed'] as const;

export const inboundMailQuery = z.object({
  state: z.enum(INBOUND_STATES, { error: 'validation.invalid' }).optional(),
  /** `unmatched=1`: the same as `state=unmatched` (the staff's list of replies to attach by hand). */
  unmatched: z.enum(['0', '1'], { error: 'validation.invalid' }).optional(),
  limit: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(200).default(50),
});

export const inboundMailView = z.object({
  id: z.number().int(),
  state: z.enum(INBOUND_STATES),
  matchedBy: z.string().nullable(),
  failReason: z.string().nullable(),
  from: z.string(),
  fromName: z.string(),
  subject: z.string(),
  text: z.string(),
  at: z.string(),
  sentAt: z.string().nullable(),
  size: z.number().int(),
  personId: z.number().int().nullable(),
  recordType: z.string().nullable(),
  recordId: z.number().int().nullable(),
  outboxId: z.number().int().nullable(),
  attachedBy: z.string().nullable(),
  attachments: z.array(inboundAttachment),
  refusedAttachments: z.array(z.object({ fileName: z.string(), reason: z.string() })),
});
export type InboundMailView = z.infer<typeof inboundMailView>;

export const inboundMailList = z.object({ items: z.array(inboundMailView) });

/** `POST /api/inbound-mails/{id}/attach`: the person (and optionally their record) a reply belongs to. */
export const attachInboundMail = z
  .object({
    personId: z.number({ error: 'validation.required' }).int().positive(),
    recordType: z.enum(WRITE_RECORD_TYPES, { error: 'validation.invalid' }).optional(),
    recordId: z.number({ error: 'validation.invalid' }).int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.recordType === undefined) !== (v.recordId === undefined))
      ctx.addIssue({ code: 'custom', path: ['recordId'], message: 'validation.required' });
  });
export type AttachInboundMail = z.infer<typeof attachInboundMail>;
