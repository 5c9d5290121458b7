import { boolean, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, RECORD_SCOPES } from '../../../shared/constants.ts';
import { createdAt, searchText, sortIndex, trigram } from './columns.ts';
import { images } from './images.ts';

export const managers = pgTable(
  'managers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    showOnSite: boolean('show_on_site').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    /** Their photo on the team section (docs/decisions/0060); initials without one. */
    photoImageId: uuid('photo_image_id').references(() => images.id, { onDelete: 'set null' }),
    creationDate: createdAt(),
  },
  // The admin list's search and sorts (docs/decisions/0026, addendum of issue 26).
  (t) => [
    trigram('managers_search_idx', searchText([t.firstName, t.lastName], t.email, t.jobTitle)),
    sortIndex('managers_last_name_idx', t.lastName, t.id),
    sortIndex('managers_order_idx', t.displayOrder, t.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['ADMIN', 'MANAGER'] }).notNull(),
    idManager: integer('id_manager').references(() => managers.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Bumped by logout, password change, reset and disabling: every token carrying an older value is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an admin's password reset: the user's tokens allow only the password change until it is made. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Logins with the current password are refused from then on: an admin-reset one ends after 24 hours, or at its first use. */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    /** The language of the mails the user gets (fr, en, nl); null: the firm's default language (app_config.json). */
    language: text('language', { enum: LANGUAGES }),
    /**
     * Which records a MANAGER sees (docs/decisions/0046): 'all' (the default, as before) or 'charge', only the jobs,
     * profiles (and companies) in their charge and those records' people. An ADMIN always sees all.
     */
    recordScope: text('record_scope', { enum: RECORD_SCOPES }).notNull().default('all'),
    creationDate: createdAt(),
  },
  (t) => [
    trigram('users_search_idx', searchText(t.userName)),
    sortIndex('users_user_name_idx', t.userName, t.id),
    sortIndex('users_role_idx', t.role, t.id),
    sortIndex('users_created_idx', t.creationDate, t.id),
  ],
);
