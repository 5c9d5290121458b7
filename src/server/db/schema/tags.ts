import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { people } from './people.ts';
import { jobApplications } from './pipelines.ts';
import { users } from './staff.ts';

/**
 * The firm's tags (issue 28, item 4; docs/decisions/0054): an ADMIN keeps the list (a name, unique whatever its
 * case, and a colour of Mantine's palette); any staff member puts them on job applications and on people.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    creationDate: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`)],
);

/** A tag on a job application. */
export const applicationTags = pgTable(
  'application_tags',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.tagId] }), index('application_tags_tag_idx').on(t.tagId)],
);

/** A tag on a person. */
export const personTags = pgTable(
  'person_tags',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.personId, t.tagId] }), index('person_tags_tag_idx').on(t.tagId)],
);

/** One staff member's 1-5 rating of a job application (one per member and application; the record shows the average). */
export const applicationRatings = pgTable(
  'application_ratings',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    check('application_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);
