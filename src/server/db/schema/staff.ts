import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The account's own address (issue 44 item 5): where a password reset link goes; unique, case aside. */
    email: text('email'),
    /**
     * The TOTP secret (base32, docs/decisions/0076): set when the user starts turning two-factor sign-in on, in force
     * once `totpEnabledAt` is set (a code confirmed it).
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is never accepted twice (RFC 6238 section 5.2). */
    totpLastStep: integer('totp_last_step'),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    trigram('users_search_idx', searchText(t.userName)),
    sortIndex('users_user_name_idx', t.userName, t.id),
    sortIndex('users_role_idx', t.role, t.id),
    sortIndex('users_created_idx', t.creationDate, t.id),
  ],
);

/** A user's two-factor recovery codes (docs/decisions/0076): shown once, kept as SHA-256 hashes, each used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** A password reset link's token (docs/decisions/0076): its SHA-256 hash, short-lived, used once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    creationDate: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** The staff's sign-in rules, one row (id 1): an ADMIN may require two-factor sign-in of every account. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_one_row', sql`${t.id} = 1`)],
);
