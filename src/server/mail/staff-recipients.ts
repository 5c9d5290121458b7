import { and, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { managers, users } from '../db/schema/index.ts';
import { firmDetails } from './firm.ts';

interface StaffRecipient {
  email: string;
  /** The language the user chose for their mails, else the firm's default language. */
  lang: Language;
}

/**
 * Who is told of a new record: the manager in charge (the job's or the profile's), else every enabled ADMIN
 * account's manager address, else the firm's own address, so that a new record is never told to no one. Each in
 * the language of the user account of that manager (the firm's default language without one).
 */
export async function staffRecipients(
  tx: Database,
  managerId: number | null | undefined,
  managerEmail?: string | null,
): Promise<StaffRecipient[]> {
  if (managerId) {
    const email =
      managerEmail ??
      (await tx.select({ email: managers.email }).from(managers).where(eq(managers.id, managerId)))[0]?.email;
    if (email) return [{ email, lang: await languageOfManager(tx, managerId) }];
  }
  const admins = await tx
    .select({ email: managers.email, language: users.language })
    .from(users)
    .innerJoin(managers, eq(users.idManager, managers.id))
    .where(and(eq(users.role, 'ADMIN'), eq(users.enabled, true)))
    .orderBy(users.id);
  const byEmail = new Map<string, Language>();
  for (const admin of admins) {
    if (admin.email && !byEmail.has(admin.email)) byEmail.set(admin.email, languageOf(admin.language));
  }
  if (byEmail.size > 0) return [...byEmail].map(([email, lang]) => ({ email, lang }));
  return [{ email: firmDetails().email, lang: firmDetails().defaultLanguage }];
}

async function languageOfManager(tx: Database, managerId: number): Promise<Language> {
  const accounts = await tx
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.idManager, managerId), eq(users.enabled, true)))
    .orderBy(users.id);
  return languageOf(accounts.find((a) => a.language)?.language ?? null);
}

/** A user's mail language, or the firm's default language when they chose none. */
export function languageOf(language: string | null): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : firmDetails().defaultLanguage;
}
