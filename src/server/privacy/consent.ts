import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { consentEvents } from '../db/schema/index.ts';
import { addMonths } from '../time/add-months.ts';
import type { Pipeline } from '../../shared/schemas/process.ts';
import { normalizeEmail } from './person.ts';

export type ConsentPurpose = (typeof consentEvents.$inferInsert)['purpose'];
export type ConsentAction = (typeof consentEvents.$inferInsert)['action'];
export type ConsentSource = (typeof consentEvents.$inferInsert)['source'];
export type ConsentEvent = typeof consentEvents.$inferSelect;

export interface ConsentInput {
  email: string;
  /** A pipeline's record, or a job alert ('job-alerts', docs/decisions/0061). */
  recordType: Pipeline | 'job-alerts';
  recordId: number;
  purpose: ConsentPurpose;
  action: ConsentAction;
  noticeVersion: string;
  lang: string;
  source: ConsentSource;
  at: Date;
  /** For a talent-pool consent given or renewed: when it lapses unless renewed again. */
  expiresAt?: Date | null;
}

/** Adds one consent event; call it inside the transaction that writes the record it belongs to. */
export async function recordConsent(tx: Database, input: ConsentInput): Promise<ConsentEvent> {
  const [event] = await tx
    .insert(consentEvents)
    .values({ ...input, email: normalizeEmail(input.email), expiresAt: input.expiresAt ?? null })
    .returning();
  return event!;
}

/**
 * The person's talent-pool consent as it stands: their newest talent-pool event, or undefined when they never
 * gave one. It is in force when that event is not a withdrawal and has not expired at `now`.
 */
export async function currentPoolConsent(
  db: Database,
  email: string,
  now: Date,
): Promise<{ event: ConsentEvent; inForce: boolean } | undefined> {
  const [event] = await db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.email, normalizeEmail(email)), eq(consentEvents.purpose, 'talent_pool')))
    .orderBy(desc(consentEvents.at), desc(consentEvents.id))
    .limit(1);
  if (!event) return undefined;
  const inForce = event.action !== 'withdrawn' && (!event.expiresAt || event.expiresAt > now);
  return { event, inForce };
}

/** Every consent event of a person, newest first (the back-office record and the export show them). */
export function listConsents(db: Database, email: string): Promise<ConsentEvent[]> {
  return db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.email, normalizeEmail(email)))
    .orderBy(desc(consentEvents.at), desc(consentEvents.id));
}

/** When a talent-pool consent given or renewed at `at` lapses: RETENTION_POOL_MONTHS later. */
export function poolConsentExpiry(at: Date, poolMonths: number): Date {
  return addMonths(at, poolMonths);
}

/**
 * What a public form sent about privacy: the notice it was sent under, and the pool consent when it asks one,
 * with how long such a consent lasts (RETENTION_POOL_MONTHS).
 */
export interface FormPrivacy {
  noticeVersion: string;
  poolConsent?: boolean;
  poolMonths?: number;
}

/**
 * The consents a public form gives with its record, in the record's transaction: always the notice it was sent
 * under (privacy_notice), and the talent-pool consent when the person ticked it (it lasts `poolMonths`).
 */
export async function recordFormConsents(
  tx: Database,
  input: { email: string; recordType: Pipeline; recordId: number; lang: string; at: Date } & FormPrivacy,
): Promise<void> {
  const { poolConsent, poolMonths, ...event } = input;
  await recordConsent(tx, { ...event, purpose: 'privacy_notice', action: 'given', source: 'form' });
  if (poolConsent) {
    if (!poolMonths) throw new Error('A talent-pool consent needs its duration (poolMonths)');
    await recordConsent(tx, {
      ...event,
      purpose: 'talent_pool',
      action: 'given',
      source: 'form',
      expiresAt: poolConsentExpiry(input.at, poolMonths),
    });
  }
}
