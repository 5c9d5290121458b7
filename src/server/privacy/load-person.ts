import type { PersonView } from '../../shared/schemas/person.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { plain } from '../admin/to-api.ts';
import { currentPoolConsent, listConsents } from './consent.ts';
import { listFileViews } from './file-views.ts';
import { findPersonRecords, personKey, type PersonRecord } from './person.ts';

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/**
 * One person as the back-office sees them (decision 0030): the records of their e-mail (or of the phone given),
 * then also those sharing a phone with these (a person who wrote another address), the consents of every address
 * found, their talent-pool consent as it stands at `now`, and who opened which of their files.
 */
export async function loadPerson(
  db: Database,
  input: { email?: string; phone?: string },
  now: Date,
): Promise<PersonView> {
  const key = personKey({ email: input.email ?? '', phone: input.phone });
  if (!key.email && !key.phone) throw badRequest('An e-mail or a phone is needed', { email: 'validation.required' });
  const direct = await findPersonRecords(db, key);
  const phones = unique(direct.map((r) => r.phone));
  const records = phones.some((p) => p !== key.phone) ? await findPersonRecords(db, { ...key, phones }) : direct;

  const emails = unique([key.email, ...records.map((r) => r.email)]);
  const consents = (await Promise.all(emails.map((email) => listConsents(db, email))))
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  const pool = key.email ? await currentPoolConsent(db, key.email, now) : undefined;

  return {
    email: key.email,
    records: records.map(({ anonymisedAt: _gone, fileId: _file, ...r }) => plain(r)),
    consents: consents.map(({ email: _email, ...c }) => plain(c)) as PersonView['consents'],
    poolConsent: pool ? { inForce: pool.inForce, expiresAt: pool.event.expiresAt?.toISOString() ?? null } : null,
    fileViews: await fileViewsOf(db, records),
  };
}

/** The audited views of the files these records hold, each named by its record. */
async function fileViewsOf(db: Database, records: PersonRecord[]) {
  const owners = new Map(records.filter((r) => r.fileId).map((r) => [r.fileId!, r]));
  const views = await listFileViews(db, [...owners.keys()]);
  return views.map((v) => ({ ...v, recordType: owners.get(v.fileId)!.recordType, recordId: owners.get(v.fileId)!.id }));
}
