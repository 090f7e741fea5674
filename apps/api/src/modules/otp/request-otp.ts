import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { findUserByContact, findUserById, languageOf } from '../account/users-repository';
import { checkLimit } from '../limits/address-limits';
import { issueOtp, type OtpLog } from './otp-service';

/**
 * Login OTPs go only to numbers a parent has already verified. The client shows this message
 * in its toast and the register prompt (NOT_REGISTERED_PROMPT) beside it (docs/product/errors.md), so the
 * message does not repeat the prompt.
 */
export async function requestLoginOtp(
  deps: AppDeps,
  contactNumber: string,
  ip: string,
  log: OtpLog,
) {
  // Capped per address: the answer says whether a number is a parent's (docs/operations.md).
  const unknownNumbers = await checkLimit(deps, 'unknown_number', ip);
  const user = await findUserByContact(deps.database.db, contactNumber);
  if (!user || !user.contactVerified) {
    await unknownNumbers.count();
    throw new AppError(404, 'not_registered', 'This number is not registered with Tika.');
  }
  return issueOtp(
    deps,
    { contactNumber, purpose: 'login', ip, userId: user.id, language: languageOf(user) },
    log,
  );
}

/** Verifying or changing the signed-in parent's number: it must not be another parent's. */
export async function requestContactOtp(
  deps: AppDeps,
  userId: string,
  contactNumber: string,
  ip: string,
  log: OtpLog,
) {
  const { db } = deps.database;
  const owner = await findUserByContact(db, contactNumber);
  if (owner && owner.id !== userId)
    throw AppError.conflict(
      'This number is already linked to another account',
      'number_taken',
    ).forField('contact_number');
  const me = await findUserById(db, userId);
  if (me?.contactNumber === contactNumber && me.contactVerified) {
    throw AppError.badRequest(
      'This number is already verified on your account',
      'number_unchanged',
    ).forField('contact_number');
  }
  return issueOtp(
    deps,
    { contactNumber, purpose: 'contact', ip, userId, language: me ? languageOf(me) : 'en' },
    log,
  );
}
