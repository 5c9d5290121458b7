import type { PersonView } from '../../shared/schemas/person.ts';
import type { Database } from '../db/client.ts';
import { plain } from '../admin/to-api.ts';
import { currentPoolConsent, listConsents } from './consent.ts';
import { listFileViews } from './file-views.ts';
import type { Person, PersonRecord } from './person.ts';
import { isSuppressed } from './suppression.ts';

/**
 * One person as the back-office sees them (decision 0030, `personOfRecord`): their records, the consents of every
 * address found, the talent-pool consent of the first address as it stands at `now`, and who opened which of
 * their files. Records that only share a phone are listed apart, as possible duplicates (issue 26).
 */
export async function loadPerson(db: Database, person: Person, now: Date): Promise<PersonView> {
  const { emails, records, possibleDuplicates = [] } = person;
  const email = emails[0] ?? '';
  const consents = (await Promise.all(emails.map((e) => listConsents(db, e))))
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  const pool = email ? await currentPoolConsent(db, email, now) : undefined;

  const view = ({ anonymisedAt: _gone, fileId: _file, ...r }: PersonRecord) => plain(r);
  return {
    ...(person.personId !== undefined ? { personId: person.personId } : {}),
    email,
    records: records.map(view),
    possibleDuplicates: possibleDuplicates.map(view),
    suppressed: email ? await isSuppressed(db, email) : false,
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
