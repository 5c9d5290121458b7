import { and, count, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/schemas/pagination.ts';
import { COUNT_CAP, SEARCH_COUNT_CAP } from '../../shared/schemas/pagination.ts';
import type {
  PeopleQuery,
  PersonDetail,
  PersonKind,
  PersonRecordRef,
  PersonSummary,
} from '../../shared/schemas/people.ts';
import type { Database } from '../db/client.ts';
import {
  consentEvents,
  contacts,
  jobApplications,
  people,
  profiles,
  searchText,
  spontaneousApplications,
  talentInterviews,
} from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { plain } from '../admin/to-api.ts';

type Db = Pick<Database, 'select'>;

/** The listed person's columns, named with their table: inside a subquery a bare name would be the subquery's. */
const outer = {
  id: sql.raw('"people"."id"'),
};

/**
 * What makes a person of each kind (src/shared/schemas/people.ts): a record of theirs of that sort, found by
 * `person_id` (each record table's person index).
 */
const KIND_RECORDS: Record<PersonKind, SQL[]> = {
  candidate: [
    sql`select 1 from ${jobApplications} r where r.person_id = ${outer.id}`,
    sql`select 1 from ${spontaneousApplications} r where r.person_id = ${outer.id}`,
    sql`select 1 from ${profiles} r where r.person_id = ${outer.id} and r.process <> 'HIRED'`,
  ],
  consultant: [sql`select 1 from ${profiles} r where r.person_id = ${outer.id} and r.process = 'HIRED'`],
  client: [sql`select 1 from ${talentInterviews} r where r.person_id = ${outer.id}`],
  correspondent: [sql`select 1 from ${contacts} r where r.person_id = ${outer.id}`],
};
/**
 * A person (the outer `people` row) of this kind; the back-office search filters with it too (src/server/search).
 * One `exists` over the kind's record queries joined by `union all`, not one `exists` each ORed: PostgreSQL may turn
 * each ORed `exists` into a hashed subplan that reads every record of its table once per query (4 s at 1,000,000
 * records, for any page, since the kinds column uses it too); a union can only be probed per person, by person_id.
 */
export const isKind = (kind: PersonKind) => sql`exists (${sql.join(KIND_RECORDS[kind], sql` union all `)})`;
/**
 * The same test, never hashed nor joined (`offset 0` keeps PostgreSQL from either): for the kinds column of a page's
 * 25 rows, where a hashed subplan would read all 100,000 interviews or contacts to answer them (200 ms a page).
 */
const probeKind = (kind: PersonKind) => sql`exists (${sql.join(KIND_RECORDS[kind], sql` union all `)} offset 0)`;

/** The person's kinds, as one text of comma-separated names, computed for the rows of a page only. */
const kindsColumn = sql<string>`concat_ws(',', ${sql.join(
  (Object.keys(KIND_RECORDS) as PersonKind[]).map((kind) => sql`case when ${probeKind(kind)} then ${kind} end`),
  sql`, `,
)})`;

/**
 * The person's talent-pool consent is in force at `now`: their address's newest talent-pool event is not a
 * withdrawal and has not lapsed (the rule of src/server/privacy/consent.ts `currentPoolConsent`).
 */
const poolConsentInForce = (now: Date) => sql<boolean>`coalesce((
  select c.action <> 'withdrawn' and (c.expires_at is null or c.expires_at > ${now})
  from ${consentEvents} c where c.email = ${people.email} and ${people.email} <> '' and c.purpose = 'talent_pool'
  order by c.at desc, c.id desc limit 1), false)`;

const columns = { ...getColumns(), kinds: kindsColumn, possibleDuplicate: people.possibleDuplicate };

function getColumns() {
  const { id, salutation, firstName, lastName, email, phone, lang, region } = people;
  const { creationDate, updatedAt, staffEditedAt, anonymisedAt } = people;
  return {
    id,
    salutation,
    firstName,
    lastName,
    email,
    phone,
    lang,
    region,
    creationDate,
    updatedAt,
    staffEditedAt,
    anonymisedAt,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The people list of `GET /api/people` (decision 0041): people not anonymised (an anonymised one holds nothing a
 * list could show), newest first, narrowed by words of the name, e-mail or phone (the trigram index of the same
 * text), a kind, and possible duplicates. Counted up to COUNT_CAP as the other lists are (SEARCH_COUNT_CAP when
 * searched or filtered). `scope`: the user's charge (src/server/policies/).
 */
export async function listPeople(
  db: Db,
  query: PeopleQuery,
  now: Date,
  scope: SQL[] = [],
): Promise<Page<PersonSummary>> {
  const words = query.q?.split(/\s+/).filter(Boolean) ?? [];
  const text = searchText([people.firstName, people.lastName], people.email, people.phone);
  const where = and(
    ...scope,
    isNull(people.anonymisedAt),
    // A person merged into another is only a pointer (merge-people.ts).
    isNull(people.mergedInto),
    ...words.map((word) => ilike(text, `%${escapeLike(word)}%`)),
    query.kind ? isKind(query.kind) : undefined,
    // A possible duplicate: someone else, not anonymised, has the same phone. Never a link: a flag for staff, kept by
    // the database on every write of a phone or an anonymisation (people.possible_duplicate, migration 0036), read
    // through its partial index (people_duplicates_idx) rather than probed person by person.
    query.possibleDuplicate === 'true' ? eq(people.possibleDuplicate, true) : undefined,
    query.possibleDuplicate === 'false' ? eq(people.possibleDuplicate, false) : undefined,
    query.poolConsent === 'true' ? poolConsentInForce(now) : undefined,
    query.poolConsent === 'false' ? sql`not ${poolConsentInForce(now)}` : undefined,
    query.lang ? eq(people.lang, query.lang) : undefined,
  );
  // A search or a filter is counted up to SEARCH_COUNT_CAP only, as the other lists' searches (decision 0043): each
  // person counted is a text tested or records looked up, tens of thousands of them for a kind or a common name.
  const cap =
    query.q || query.kind || query.possibleDuplicate || query.poolConsent || query.lang ? SEARCH_COUNT_CAP : COUNT_CAP;
  const capped = db
    .select({ one: sql`1` })
    .from(people)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [rows, [counted]] = await Promise.all([
    // The page's ids first, then their columns: with OFFSET, PostgreSQL computes the select list (kinds, duplicate)
    // of every row it skips too, ten thousand rows' look-ups on page 400.
    db
      .select(columns)
      .from(people)
      .where(
        inArray(
          people.id,
          db
            .select({ id: people.id })
            .from(people)
            .where(where)
            .orderBy(desc(people.creationDate), desc(people.id))
            .limit(query.size)
            .offset((query.page - 1) * query.size),
        ),
      )
      .orderBy(desc(people.creationDate), desc(people.id)),
    db.select({ total: count() }).from(capped),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(toApi),
    total: Math.min(total, cap),
    page: query.page,
    size: query.size,
    ...(total > cap ? { totalCapped: true } : {}),
  };
}

function toApi(
  row: Omit<PersonSummary, 'kinds' | 'creationDate' | 'updatedAt' | 'staffEditedAt' | 'anonymisedAt'> & {
    mergedInto?: number | null;
    kinds: string;
    creationDate: Date;
    updatedAt: Date;
    staffEditedAt: Date | null;
    anonymisedAt: Date | null;
  },
): PersonSummary & { mergedInto?: number | null } {
  return {
    ...plain(row),
    staffEditedAt: row.staffEditedAt?.toISOString() ?? null,
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
    kinds: row.kinds ? (row.kinds.split(',') as PersonKind[]) : [],
  };
}

/** Every record of a person, in the order they were written (oldest first). */
async function recordsOf(db: Db, personId: number): Promise<PersonRecordRef[]> {
  const tables = [
    ['job-applications', jobApplications],
    ['spontaneous-applications', spontaneousApplications],
    ['profiles', profiles],
    ['talent-interviews', talentInterviews],
    ['contacts', contacts],
  ] as const;
  const found = await Promise.all(
    tables.map(async ([recordType, table]) => {
      const rows = await db
        .select({
          id: table.id,
          createdAt: table.creationDate,
          state: table.process,
          jobId: 'jobId' in table ? table.jobId : sql<null>`null`,
        })
        .from(table)
        .where(eq(table.personId, personId));
      return rows.map((r) => ({
        recordType,
        id: r.id,
        createdAt: r.createdAt,
        state: r.state,
        ...(r.jobId != null ? { jobId: r.jobId } : {}),
      }));
    }),
  );
  return found
    .flat()
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * One person of `GET /api/people/{id}` (decision 0041): their fields, kinds, company (decision 0044), every record in
 * time order, and the people who share their phone (possible duplicates, for staff to merge or not). 404 when there is no such person.
 */
export async function getPerson(db: Db, id: number): Promise<PersonDetail | { mergedInto: number }> {
  const [row] = await db
    .select({ ...columns, companyId: people.companyId, mergedInto: people.mergedInto })
    .from(people)
    .where(eq(people.id, id));
  if (!row) throw notFound(`No person ${id}`);
  if (row.mergedInto !== null) return { mergedInto: row.mergedInto };
  const { possibleDuplicate, mergedInto: _pointer, ...person } = toApi(row);
  const [records, duplicates] = await Promise.all([
    recordsOf(db, id),
    possibleDuplicate
      ? db
          .select({ id: people.id })
          .from(people)
          .where(and(eq(people.phone, row.phone), ne(people.id, id), isNull(people.anonymisedAt)))
          .orderBy(people.id)
      : [],
  ]);
  return { ...person, companyId: row.companyId, records, possibleDuplicates: duplicates.map((d) => d.id) };
}
