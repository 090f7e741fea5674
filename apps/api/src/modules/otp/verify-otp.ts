import { eq } from 'drizzle-orm';
import { OTP_MESSAGE, type SignedInResponse } from '@tika/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { audit, numberEnding } from '../../lib/audit';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { findUserByContact } from '../account/users-repository';
import { completeSignIn, type SignUpDetails } from '../auth/complete-sign-in';
import { revokeSession } from '../auth/sessions-repository';
import { consumeOtp } from './otp-service';

interface VerifyInput {
  contactNumber: string;
  code: string;
  ip: string;
  signUp: SignUpDetails;
  log: FastifyBaseLogger;
}

export async function verifyLoginOtp(deps: AppDeps, input: VerifyInput): Promise<SignedInResponse> {
  await consumeOtp(
    deps,
    {
      contactNumber: input.contactNumber,
      purpose: 'login',
      code: input.code,
      ip: input.ip,
    },
    input.log,
  );
  const user = await findUserByContact(deps.database.db, input.contactNumber);
  if (!user || !user.contactVerified)
    throw new AppError(404, 'not_registered', 'This number is not registered with Tika.');
  return completeSignIn(deps, user.id, input.signUp, { method: 'otp', log: input.log });
}

/**
 * Attaches the verified number to the signed-in parent. The code must have been asked for
 * by this same parent. The session is rotated: a changed number is a security event.
 */
export async function verifyContactOtp(
  deps: AppDeps,
  auth: { userId: string; sessionId: string },
  input: Omit<VerifyInput, 'signUp'>,
): Promise<SignedInResponse> {
  const { db } = deps.database;
  const { userId } = await consumeOtp(
    deps,
    {
      contactNumber: input.contactNumber,
      purpose: 'contact',
      code: input.code,
      ip: input.ip,
      userId: auth.userId,
    },
    input.log,
  );
  if (userId !== auth.userId) throw AppError.badRequest(OTP_MESSAGE, 'invalid_otp').forField('otp');
  try {
    await db
      .update(users)
      .set({
        contactNumber: input.contactNumber,
        contactVerified: true,
        updatedAt: deps.clock.now(),
      })
      .where(eq(users.id, auth.userId));
  } catch (err) {
    if (isUniqueViolation(err, 'users_contact_number_key')) {
      throw AppError.conflict('This number is already linked to another account', 'number_taken');
    }
    throw err;
  }
  const result = await completeSignIn(deps, auth.userId, {}, null);
  await revokeSession(db, auth.sessionId, deps.clock.now());
  audit(input.log, 'number_changed', {
    userId: auth.userId,
    numberEnding: numberEnding(input.contactNumber),
  });
  return result;
}
