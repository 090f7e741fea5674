import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SignedInResponse } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { signInLinks } from '../../db/schema';
import { AppError } from '../../errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { completeSignIn, type SignUpDetails } from './complete-sign-in';

export const SIGN_IN_LINK_MINUTES = 15;

/** A single-use link PUBLIC_URL/verify?token=… valid 15 minutes; only its hash is stored. */
export async function createSignInLink(
  deps: AppDeps,
  userId: string,
  referralCode?: string | null,
): Promise<{ id: string; url: string }> {
  const token = randomToken(32);
  const now = deps.clock.now();
  const [link] = await deps.database.db
    .insert(signInLinks)
    .values({
      userId,
      tokenHash: sha256(token),
      referralCode: referralCode ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
    })
    .returning({ id: signInLinks.id });
  return { id: link!.id, url: `${deps.env.PUBLIC_URL}/verify?token=${token}` };
}

/** POST /api/auth/link/verify/: uses the link up (once, even under concurrent clicks) and signs in. */
export async function verifySignInLink(
  deps: AppDeps,
  token: string,
  signUp: SignUpDetails,
  log: FastifyBaseLogger,
): Promise<SignedInResponse> {
  const now = deps.clock.now();
  const [link] = await deps.database.db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInLinks.tokenHash, sha256(token)),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
      ),
    )
    .returning();
  if (!link) {
    throw AppError.badRequest(
      'This link has expired or was already used. Send us a message on WhatsApp for a new one.',
      'invalid_link',
    );
  }
  // The code in the chat's text, if any, is the one the parent wrote Tika with.
  const referralCode = link.referralCode ?? signUp.referralCode;
  return completeSignIn(
    deps,
    link.userId,
    { ...signUp, referralCode },
    {
      method: 'link',
      log,
    },
  );
}
