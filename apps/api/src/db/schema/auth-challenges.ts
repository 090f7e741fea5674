import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { userIdColumn, users } from './users';

/**
 * One-time passwords. The code is kept only as an HMAC; a new code for the same number and
 * purpose voids the old one; `attempts` counts wrong tries against this code.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: idColumn(),
    contactNumber: text('contact_number').notNull(),
    /** 'login' signs in; 'contact' attaches the number to the signed-in account. */
    purpose: text('purpose', { enum: ['login', 'contact'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, voided by a newer code, or out of tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_number_idx').on(t.contactNumber, t.purpose, t.createdAt),
    // Pruning (modules/retention) finds expired rows by these, in every table it prunes.
    index('otp_codes_expires_idx').on(t.expiresAt),
  ],
);

/** Sends and failures, counted over sliding windows for the per-number and per-IP limits. */
export const otpEvents = pgTable(
  'otp_events',
  {
    id: idColumn(),
    contactNumber: text('contact_number').notNull(),
    kind: text('kind', { enum: ['send', 'failure'] }).notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('otp_events_number_idx').on(t.contactNumber, t.kind, t.createdAt),
    index('otp_events_ip_idx').on(t.ipHash, t.kind, t.createdAt),
    // The metrics' counts of the last hour, and pruning old events, without reading the table.
    index('otp_events_kind_time_idx').on(t.kind, t.createdAt),
  ],
);

/** Single-use sign-in links sent over WhatsApp (/verify?token=…), valid 15 minutes. */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: idColumn(),
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    referralCode: text('referral_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_links_expires_idx').on(t.expiresAt)],
);

/** OAuth state for Google sign-in: PKCE verifier and nonce, consumed once on return. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * Requests counted per client address (an HMAC of it, never the address) and for everyone
 * together, in fixed windows: the limits on routes anyone may call without signing in
 * (modules/limits). One row per counter and window; pruned after a day.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    /** `<limit>:<address hmac>`, or `<limit>:*` for the count across every address. */
    counter: text('counter').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'request_counters_pkey', columns: [t.counter, t.windowStart] }),
    index('request_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * Google ID tokens already used at POST /api/sign_in/ (their SHA-256), kept until they expire:
 * a token copied from a browser cannot sign in a second time.
 */
export const usedGoogleIdTokens = pgTable(
  'used_google_id_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_google_id_tokens_expires_idx').on(t.expiresAt)],
);
