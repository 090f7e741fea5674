import { sql, type SQL } from 'drizzle-orm';

/**
 * How long rows that serve only sign-in, abuse limits and delivery are kept
 * (docs/operations.md, "Retention"). None of them is a parent's health data: that stays until
 * the parent deletes it or their account.
 */
export interface RetentionRule {
  table: string;
  /** The key the batches delete by. */
  key: string;
  /** Rows that have served their purpose as of `now`. */
  expired: (now: string) => SQL;
  /** For the docs and the tests: what goes, and when. */
  rule: string;
}

const ts = (now: string) => sql`${now}::timestamptz`;

export const RETENTION_RULES: RetentionRule[] = [
  {
    table: 'oauth_states',
    key: 'state_hash',
    expired: (now) => sql`expires_at < ${ts(now)}`,
    rule: 'a Google sign-in not completed: once it expires (10 minutes)',
  },
  {
    table: 'otp_codes',
    key: 'id',
    expired: (now) => sql`expires_at < ${ts(now)} - interval '1 day'`,
    rule: 'one-time codes: a day after they expire',
  },
  {
    table: 'otp_events',
    key: 'id',
    expired: (now) => sql`created_at < ${ts(now)} - interval '1 day'`,
    rule: 'OTP sends and wrong guesses (the hourly limits): after a day, kept that long for looking into a lockout',
  },
  {
    table: 'sessions',
    key: 'id',
    expired: (now) => sql`expires_at < ${ts(now)} or revoked_at < ${ts(now)}`,
    rule: 'sessions: once they expire or the parent signs out',
  },
  {
    table: 'sign_in_links',
    key: 'id',
    expired: (now) => sql`expires_at < ${ts(now)} or used_at < ${ts(now)}`,
    rule: 'sign-in links: once used or expired (15 minutes)',
  },
  {
    table: 'whatsapp_inbound',
    key: 'message_id',
    expired: (now) => sql`received_at < ${ts(now)} - interval '7 days'`,
    rule: 'ids of WhatsApp messages handled: after 7 days, the longest Meta retries a delivery',
  },
  {
    table: 'used_google_id_tokens',
    key: 'token_hash',
    expired: (now) => sql`expires_at < ${ts(now)}`,
    rule: 'Google ID tokens already used: once they expire (about an hour), when Google refuses them anyway',
  },
  {
    table: 'request_counters',
    // Its key is two columns; the row's physical address serves for the batches.
    key: 'ctid',
    expired: (now) => sql`window_start < ${ts(now)} - interval '1 day'`,
    rule: 'counters of the limits on routes without a session: a day after their hour',
  },
  {
    table: 'share_links',
    key: 'id',
    expired: (now) => sql`expires_at < ${ts(now)} or revoked_at < ${ts(now)}`,
    rule: 'doctor’s record links: once they expire or the parent revokes them',
  },
  {
    table: 'dev_outbox',
    key: 'id',
    expired: (now) => sql`created_at < ${ts(now)} - interval '7 days'`,
    rule: 'dev mode’s outbox: after 7 days',
  },
];
