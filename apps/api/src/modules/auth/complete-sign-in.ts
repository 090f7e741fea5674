import { and, eq, isNull } from 'drizzle-orm';
import type { Language, SignedInResponse } from '@tika/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { audit } from '../../lib/audit';
import { users } from '../../db/schema';
import { findUserById, findUserByReferralCode, toPublicUser } from '../account/users-repository';
import { listChildren, toChild } from '../children/children-repository';
import { createSession } from './sessions-repository';

/** What a sign-in carries for the case it is the account's first: its sign-up. */
export interface SignUpDetails {
  /** From a /refer/{code} link or the chat's text, checked by referralCodeSchema. */
  referralCode?: string | null;
  /** The language chosen on the device the parent signed up on. */
  language?: Language;
}

/** The sign-up details of a sign-in request's body or query (the contract's signUpDetails). */
export const signUpFrom = (wire: {
  referral_code?: string | null;
  language?: Language;
}): SignUpDetails => ({ referralCode: wire.referral_code, language: wire.language });

/**
 * Every sign-in route ends here: on the account's first sign-in its referral code is kept as
 * given and, if it is another parent's own code, that parent is recorded as the referrer
 * (never the account itself), and the device's language becomes the parent's; at any later
 * sign-in the parent's own language stays. A new session is issued, and the answer tells the
 * client where the parent stands.
 */
export async function completeSignIn(
  deps: AppDeps,
  userId: string,
  { referralCode, language }: SignUpDetails,
  /** How the parent signed in, for the audit line; none when a session is only rotated. */
  signIn: { method: 'otp' | 'link' | 'google'; log: FastifyBaseLogger } | null,
): Promise<SignedInResponse> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let user = await findUserById(db, userId);
  if (!user) throw new Error('signed-in user vanished');

  if (!user.firstSignedInAt) {
    const referrer = referralCode ? await findUserByReferralCode(db, referralCode) : undefined;
    const [firstSignIn] = await db
      .update(users)
      .set({
        firstSignedInAt: now,
        signupReferralCode: referralCode || null,
        ...(language ? { reminderLanguage: language } : {}),
        ...(referrer && referrer.id !== user.id ? { referredByUserId: referrer.id } : {}),
      })
      .where(and(eq(users.id, user.id), isNull(users.firstSignedInAt)))
      .returning();
    // None when a concurrent first sign-in got there first: that one kept its own code.
    if (firstSignIn) user = firstSignIn;
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
