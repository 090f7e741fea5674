import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Language, OTP_MESSAGE } from '@tika/contract';
import type { AppDeps } from '../../deps';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { otpCodes, otpEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { loadAppSecret } from '../../lib/app-secret';
import { audit, type AuditLog, numberEnding } from '../../lib/audit';
import { hmacSha256, randomDigits, safeEqual } from '../../lib/crypto';
import { otpMessage } from '../../adapters/messaging/templates';
import { MessagingError } from '../../adapters/messaging';
import { OTP_POLICY, type OtpPurpose } from './otp-policy';

interface OtpRequest {
  contactNumber: string;
  purpose: OtpPurpose;
  ip: string;
  userId?: string | null;
  /** The language of the message: the parent's setting (English for a number not yet anyone's). */
  language?: Language;
}

/** Where a failed send is reported, and the audit lines go (the request's logger). */
export interface OtpLog extends AuditLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Who and what an OTP audit line names: the parent if known, the purpose, two digits. */
const otpAudit = (r: OtpRequest) => ({
  userId: r.userId ?? null,
  purpose: r.purpose,
  numberEnding: numberEnding(r.contactNumber),
});

const otpKey = (db: Database) => loadAppSecret(db, 'otp_hmac_key');

/** Contact codes belong to the parent who asked (login codes to the number's only owner). */
const ownCodeOnly = (r: { purpose: OtpPurpose; userId?: string | null }) =>
  r.purpose === 'contact' && r.userId ? eq(otpCodes.userId, r.userId) : undefined;

const codeHmac = (key: string, r: { purpose: string; contactNumber: string }, code: string) =>
  hmacSha256(key, `${r.purpose}:${r.contactNumber}:${code}`);
const ipHash = (key: string, ip: string) => hmacSha256(key, `ip:${ip}`).slice(0, 32);
const secondsUntil = (when: number, now: Date) =>
  Math.max(1, Math.ceil((when - now.getTime()) / 1000));

/** Advisory-lock classes (two-key form, apart from every single-key lock elsewhere). */
const LOCK_CLASS_NUMBER = 7101;
const LOCK_CLASS_IP = 7102;

/**
 * Serializes everything that reads and then writes one address's or one number's counters
 * (sends, wrong guesses, tries on a code) until the transaction ends, so requests arriving
 * together are counted one after another. Always the address first, then the number, so two
 * transactions never wait on each other.
 */
async function lockCounters(tx: Transaction, contactNumber: string, hashedIp: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS_IP}::int, hashtext(${hashedIp}))`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_CLASS_NUMBER}::int, hashtext(${contactNumber}))`,
  );
}

/** The sender's error, safe for a log line: the number and the code taken out. */
function describeSendFailure(err: Error, contactNumber: string, code: string): string {
  return err.message
    .replaceAll(`91${contactNumber}`, '[number]')
    .replaceAll(contactNumber, '[number]')
    .replace(new RegExp(`\\b${code}\\b`, 'g'), '[code]')
    .replace(/\d{10,}/g, '[number]');
}

/** Events of one kind for a number or from a network (hashed IP) since a moment: the hourly limits. */
async function countEvents(
  db: DbOrTx,
  kind: (typeof otpEvents.$inferSelect)['kind'],
  by: { contactNumber: string } | { ipHash: string },
  since: Date,
) {
  const who =
    'contactNumber' in by
      ? eq(otpEvents.contactNumber, by.contactNumber)
      : eq(otpEvents.ipHash, by.ipHash);
  const [row] = await db
    .select({ n: count() })
    .from(otpEvents)
    .where(and(who, eq(otpEvents.kind, kind), gt(otpEvents.createdAt, since)));
  return row?.n ?? 0;
}

/** 10 wrong codes within the hour lock the number until the oldest of them is an hour old. */
async function assertNotLocked(db: DbOrTx, contactNumber: string, now: Date) {
  const since = new Date(now.getTime() - OTP_POLICY.windowMs);
  const failures = await db
    .select({ at: otpEvents.createdAt })
    .from(otpEvents)
    .where(
      and(
        eq(otpEvents.contactNumber, contactNumber),
        eq(otpEvents.kind, 'failure'),
        gt(otpEvents.createdAt, since),
      ),
    )
    .orderBy(desc(otpEvents.createdAt))
    .limit(OTP_POLICY.failuresPerHour);
  if (failures.length >= OTP_POLICY.failuresPerHour) {
    const unlockAt = failures[failures.length - 1]!.at.getTime() + OTP_POLICY.windowMs;
    const minutes = Math.ceil((unlockAt - now.getTime()) / 60_000);
    throw AppError.tooManyRequests(
      `Too many wrong OTPs. This number is locked; please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      secondsUntil(unlockAt, now),
    );
  }
}

/**
 * A code whose message could not be sent is taken back as if never asked for: the code and
 * its send event go, and the codes it voided are open again (unless something closed them since).
 */
async function withdrawUnsentCode(
  db: Database,
  pending: { codeId: string; eventId: string; voidedIds: string[] },
  voidedAt: Date,
) {
  await db.transaction(async (tx) => {
    await tx.delete(otpCodes).where(eq(otpCodes.id, pending.codeId));
    await tx.delete(otpEvents).where(eq(otpEvents.id, pending.eventId));
    if (pending.voidedIds.length > 0)
      await tx
        .update(otpCodes)
        .set({ closedAt: null })
        .where(and(inArray(otpCodes.id, pending.voidedIds), eq(otpCodes.closedAt, voidedAt)));
  });
}

/**
 * Sends a new code: under the address and number locks, so concurrent requests cannot slip
 * past the limits, checks the lock, the 60 s resend gap and the per-number and per-IP caps,
 * voids any earlier code and records the new one; then, once that has committed, sends it.
 * If the message could not be sent, nothing stays recorded (withdrawUnsentCode).
 */
export async function issueOtp(
  deps: AppDeps,
  request: OtpRequest,
  log: OtpLog,
): Promise<{ resendAfterSeconds: number }> {
  const { db } = deps.database;
  const key = await otpKey(db);
  const now = deps.clock.now();
  const since = new Date(now.getTime() - OTP_POLICY.windowMs);
  const hashedIp = ipHash(key, request.ip);

  const pending = await db.transaction(async (tx) => {
    await lockCounters(tx, request.contactNumber, hashedIp);
    await assertNotLocked(tx, request.contactNumber, now);

    const [latest] = await tx
      .select({
        createdAt: otpCodes.createdAt,
        closedAt: otpCodes.closedAt,
        userId: otpCodes.userId,
      })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.contactNumber, request.contactNumber),
          eq(otpCodes.purpose, request.purpose),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < OTP_POLICY.resendAfterMs) {
      const wait = secondsUntil(latest.createdAt.getTime() + OTP_POLICY.resendAfterMs, now);
      // A code this parent asked for is still open (it lives longer than the gap): the reason
      // lets the screen ask for that code instead of refusing (RATE_LIMIT_REASONS).
      const stillOpen = !latest.closedAt && latest.userId === (request.userId ?? null);
      throw AppError.tooManyRequests(
        `Please wait ${wait} seconds before asking for a new OTP.`,
        wait,
        stillOpen ? 'otp_resend_wait' : undefined,
      );
    }

    const sendsForNumber = await countEvents(
      tx,
      'send',
      { contactNumber: request.contactNumber },
      since,
    );
    const sendsFromIp = await countEvents(tx, 'send', { ipHash: hashedIp }, since);
    if (
      sendsForNumber >= OTP_POLICY.sendsPerNumberPerHour ||
      sendsFromIp >= OTP_POLICY.sendsPerIpPerHour
    ) {
      const [oldest] = await tx
        .select({ at: otpEvents.createdAt })
        .from(otpEvents)
        .where(
          and(
            sendsForNumber >= OTP_POLICY.sendsPerNumberPerHour
              ? eq(otpEvents.contactNumber, request.contactNumber)
              : eq(otpEvents.ipHash, hashedIp),
            eq(otpEvents.kind, 'send'),
            gt(otpEvents.createdAt, since),
          ),
        )
        .orderBy(asc(otpEvents.createdAt))
        .limit(1);
      const retry = oldest ? secondsUntil(oldest.at.getTime() + OTP_POLICY.windowMs, now) : 3600;
      throw AppError.tooManyRequests('Too many OTP requests. Please try again later.', retry);
    }

    const code = randomDigits(OTP_POLICY.digits);
    const voided = await tx
      .update(otpCodes)
      .set({ closedAt: now })
      .where(
        and(
          eq(otpCodes.contactNumber, request.contactNumber),
          eq(otpCodes.purpose, request.purpose),
          ownCodeOnly(request),
          isNull(otpCodes.closedAt),
        ),
      )
      .returning({ id: otpCodes.id });
    const [issued] = await tx
      .insert(otpCodes)
      .values({
        contactNumber: request.contactNumber,
        purpose: request.purpose,
        userId: request.userId ?? null,
        codeHmac: codeHmac(key, request, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_POLICY.validForMs),
      })
      .returning({ id: otpCodes.id });
    const [event] = await tx
      .insert(otpEvents)
      .values({
        contactNumber: request.contactNumber,
        kind: 'send',
        ipHash: hashedIp,
        createdAt: now,
      })
      .returning({ id: otpEvents.id });
    return { code, codeId: issued!.id, eventId: event!.id, voidedIds: voided.map((v) => v.id) };
  });

  // Sent after the commit: a slow or failing WhatsApp never holds a connection or the locks.
  try {
    await deps.messaging.send(
      otpMessage(
        request.contactNumber,
        pending.code,
        OTP_POLICY.validForMs / 60_000,
        request.language,
      ),
    );
  } catch (err) {
    await withdrawUnsentCode(db, pending, now);
    if (err instanceof MessagingError) {
      audit(log, 'otp_failed', { ...otpAudit(request), reason: 'not_sent' });
      // Said before answering, so an operator sees why parents get no code.
      log.warn(
        {
          reason: describeSendFailure(err, request.contactNumber, pending.code),
          purpose: request.purpose,
          sender: deps.messaging.mode,
        },
        'OTP not sent: the WhatsApp message failed',
      );
      throw new AppError(
        502,
        'message_not_sent',
        'We could not send the OTP on WhatsApp. Please try again.',
      );
    }
    throw err;
  }
  audit(log, 'otp_sent', otpAudit(request));
  return { resendAfterSeconds: OTP_POLICY.resendAfterMs / 1000 };
}

/**
 * Checks a code and uses it up. Wrong codes count against the code (5 tries), the number
 * (10 an hour) and the address (50 an hour). It all happens in one transaction under the
 * address and number locks, so simultaneous guesses are checked one at a time; using the
 * code up is still a conditional UPDATE, so of several right answers exactly one succeeds.
 */
export async function consumeOtp(
  deps: AppDeps,
  request: OtpRequest & { code: string },
  log: OtpLog,
): Promise<{ userId: string | null }> {
  const { db } = deps.database;
  const key = await otpKey(db);
  const now = deps.clock.now();
  const hashedIp = ipHash(key, request.ip);
  const since = new Date(now.getTime() - OTP_POLICY.windowMs);

  // The wrong guess must be recorded, so the transaction returns it instead of throwing.
  const outcome = await db.transaction(async (tx) => {
    await lockCounters(tx, request.contactNumber, hashedIp);
    await assertNotLocked(tx, request.contactNumber, now);
    const ipFailures = await countEvents(tx, 'failure', { ipHash: hashedIp }, since);
    if (ipFailures >= OTP_POLICY.failuresPerIpPerHour) {
      throw AppError.tooManyRequests(
        'Too many wrong OTPs from this network. Please try again later.',
        OTP_POLICY.windowMs / 1000,
      );
    }

    const [active] = await tx
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.contactNumber, request.contactNumber),
          eq(otpCodes.purpose, request.purpose),
          // A number being attached: only the asking parent's own code, so another parent's
          // guesses at the same number never use up (or try out) theirs.
          ownCodeOnly(request),
          isNull(otpCodes.closedAt),
          gt(otpCodes.expiresAt, now),
          lt(otpCodes.attempts, OTP_POLICY.triesPerCode),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);

    if (!active || !safeEqual(active.codeHmac, codeHmac(key, request, request.code))) {
      await tx.insert(otpEvents).values({
        contactNumber: request.contactNumber,
        kind: 'failure',
        ipHash: hashedIp,
        createdAt: now,
      });
      if (active) {
        await tx
          .update(otpCodes)
          .set({
            attempts: sql`${otpCodes.attempts} + 1`,
            closedAt: sql`case when ${otpCodes.attempts} + 1 >= ${OTP_POLICY.triesPerCode} then ${now.toISOString()}::timestamptz else null end`,
          })
          .where(eq(otpCodes.id, active.id));
      }
      // The guess that makes it 10 within the hour locks the number: said once, here.
      const failures = await countEvents(
        tx,
        'failure',
        { contactNumber: request.contactNumber },
        since,
      );
      return {
        ok: false as const,
        wrongCode: Boolean(active),
        userId: request.userId ?? active?.userId ?? null,
        lockedNow: failures === OTP_POLICY.failuresPerHour,
      };
    }

    const used = await tx
      .update(otpCodes)
      .set({ closedAt: now })
      .where(
        and(eq(otpCodes.id, active.id), isNull(otpCodes.closedAt), gte(otpCodes.expiresAt, now)),
      )
      .returning({ id: otpCodes.id });
    if (used.length === 0)
      return { ok: false as const, wrongCode: false, userId: active.userId, lockedNow: false };
    return { ok: true as const, userId: active.userId };
  });

  if (!outcome.ok) {
    const who = { ...otpAudit(request), userId: outcome.userId };
    audit(log, 'otp_failed', { ...who, reason: outcome.wrongCode ? 'wrong_code' : 'no_open_code' });
    if (outcome.lockedNow) audit(log, 'otp_locked', who);
    throw AppError.badRequest(
      outcome.wrongCode
        ? OTP_MESSAGE
        : 'This OTP has expired or was already used. Please ask for a new one.',
      'invalid_otp',
    ).forField('otp');
  }
  return { userId: outcome.userId };
}
