import { z } from 'zod';
import { PIPELINE_RESOURCES } from './pipeline.ts';

/** One record of a person, in any of the five pipelines that hold persons (docs/decisions/0030). */
const personRecord = z.object({
  recordType: z.enum(PIPELINE_RESOURCES),
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  process: z.string(),
  creationDate: z.string(),
  /** The job applied to, the client of an interview, the post sought or asked about; may be empty. */
  about: z.string(),
});
export type PersonRecordView = z.infer<typeof personRecord>;

/** A consent as it was given, renewed or withdrawn, with the notice it was given under. */
const consentView = z.object({
  id: z.number(),
  recordType: z.string(),
  recordId: z.number(),
  purpose: z.enum(['privacy_notice', 'talent_pool']),
  action: z.enum(['given', 'renewed', 'withdrawn']),
  noticeVersion: z.string(),
  lang: z.string(),
  source: z.enum(['form', 'self_service', 'staff']),
  at: z.string(),
  expiresAt: z.string().nullable(),
});
export type ConsentView = z.infer<typeof consentView>;

/** Who opened one of the person's files in the back-office, and when. */
const fileViewEntry = z.object({
  fileId: z.string(),
  userName: z.string().nullable(),
  at: z.string(),
  recordType: z.enum(PIPELINE_RESOURCES),
  recordId: z.number(),
});

/**
 * The person page: every record of the person (their e-mail), their consents, and who viewed their files.
 * `possibleDuplicates` are records of other addresses that share a phone with them: shown to staff as a hint,
 * never exported or erased with the person (issue 26). `suppressed`: their address is on the mail suppression
 * list (they were erased once); an ADMIN may take it off when they come back.
 */
export const personView = z.object({
  /** The person's page, `/crudPeople/{personId}` (decision 0045); absent once the record is anonymised. */
  personId: z.number().optional(),
  email: z.string(),
  records: z.array(personRecord),
  possibleDuplicates: z.array(personRecord),
  suppressed: z.boolean(),
  consents: z.array(consentView),
  /** The talent-pool consent as it stands now; null when the person never gave one. */
  poolConsent: z.object({ inForce: z.boolean(), expiresAt: z.string().nullable() }).nullable(),
  fileViews: z.array(fileViewEntry),
});
export type PersonView = z.infer<typeof personView>;

/**
 * The person of one record: the person page and the ADMIN export and erasure name a record, never an address, so
 * that no address lands in a URL or a log (docs/decisions/0031).
 */
export const personRef = z.object({
  recordType: z.enum(PIPELINE_RESOURCES, { error: 'validation.invalid' }),
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive({ error: 'validation.invalid' }),
});
export type PersonRef = z.infer<typeof personRef>;
