import { and, eq, isNull } from 'drizzle-orm';
import type { SignedInResponse } from '@tika/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { audit } from '../../lib/audit';
import { users } from '../../db/schema';
import { findUserById, findUserByReferralCode, toPublicUser } from '../account/users-repository';
import { listChildren, toChild } from '../children/children-repository';
import { createSession } from './sessions-repository';

/**
 * Every sign-in route ends here: the referral is recorded (only on the account's first
 * sign-in, never to itself), a new session is issued, and the answer tells the client where
 * the parent stands.
 */
export async function completeSignIn(
  deps: AppDeps,
  userId: string,
  referralCode: string | null | undefined,
  /** How the parent signed in, for the audit line; none when a session is only rotated. */
  signIn: { method: 'otp' | 'link' | 'google'; log: FastifyBaseLogger } | null,
): Promise<SignedInResponse> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const user = await findUserById(db, userId);
  if (!user) throw new Error('signed-in user vanished');

  if (!user.firstSignedInAt) {
    const referrer = referralCode ? await findUserByReferralCode(db, referralCode) : undefined;
    await db
      .update(users)
      .set({
        firstSignedInAt: now,
        ...(referrer && referrer.id !== user.id ? { referredByUserId: referrer.id } : {}),
      })
      .where(and(eq(users.id, user.id), isNull(users.firstSignedInAt)));
  }

  const token = await createSession(db, user.id, now);
  if (signIn) audit(signIn.log, 'sign_in', { userId: user.id, method: signIn.method });
  const kids = await listChildren(db, user.id);
  return {
    access_token: token,
    user: toPublicUser(user),
    is_verified: user.contactVerified,
    children: kids.map(toChild),
    children_count: kids.length,
  };
}
