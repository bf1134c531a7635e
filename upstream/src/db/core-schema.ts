/**
 * The tables every other part refers to: accounts (users, sellers, tokens, verification codes,
 * the dev outbox, social sign-in), the category tree and key/value settings. Re-exported by
 * schema.ts, which drizzle-kit reads to write the migrations.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    /** Stored lower-cased: e-mail addresses are compared without case. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** Country calling code given at registration (Kuwait: 965). */
    phoneCountryCode: text('phone_country_code').notNull().default('965'),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** AccountStatus of contracts: active, unverified, banned, blocked, disabled. */
    status: text('status').notNull().default('unverified'),
    /** AccountType of contracts: 1 user, 2 seller, 3 company. */
    accountType: smallint('account_type').notNull().default(1),
    gender: text('gender'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: text('date_of_birth'),
    addresses: jsonb('addresses').$type<string[]>().notNull().default([]),
    country: text('country'),
    /** Path under the storage root, e.g. 'avatars/12-3f9c….png'; the URL is built per request. */
    imagePath: text('image_path'),
    /** The language the user last used the API in ('en' or 'ar'): pushes are written in it. */
    locale: text('locale').notNull().default('en'),
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    /** 'member', or 'operator' for the marketplace's own staff (they review banners). */
    role: text('role').notNull().default('member'),
    /** While §6 'blocked' (an operator's suspension, issue #31): until when; null otherwise. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

/** A seller or company account has a sellers row; its id is the `seller.id` clients see. */
export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Opaque bearer tokens; only their SHA-256 is kept, so a database leak does not leak sessions. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The device's push token sent with the login, for notifications later. */
    fcmToken: text('fcm_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** SMS and e-mail verification codes and password reset tokens (hashed, single use, expiring). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sms' | 'email' | 'password_reset' */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_user_purpose_idx').on(t.userId, t.purpose),
    index('verification_codes_code_hash_idx').on(t.codeHash),
  ],
);

/** What would have been sent by SMS or e-mail: developers and tests read it at GET /dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** 'sms' | 'email' */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: text('code'),
    token: text('token'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id)],
);

/** A social account (sandbox provider + e-mail) linked to a user. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject_key').on(t.provider, t.subject)],
);

/** One-time codes the social sandbox hands to the redirect_uri (10 minutes, single use). */
export const socialCodes = pgTable('social_codes', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  provider: text('provider').notNull(),
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  /** PKCE (RFC 7636, S256): the exchange must present the verifier this was made from. */
  codeChallenge: text('code_challenge'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** The names folded as search folds text (issue #33: suggestions compare with these). */
    searchNameEn: text('search_name_en').notNull().generatedAlwaysAs(sql`badal_search_normalize("name_en")`),
    searchNameAr: text('search_name_ar').notNull().generatedAlwaysAs(sql`badal_search_normalize("name_ar")`),
    position: integer('position').notNull().default(0),
    /** Paths under the storage root. */
    imagePath: text('image_path'),
    thumbnailPath: text('thumbnail_path'),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

/** Key/value settings such as banner prices (KWD decimal strings). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value'),
});

export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
