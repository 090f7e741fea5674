import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { verifyFileUrl } from '../../lib/signed-url';
import { isFileOf } from '../files/file-keys';
import { sendStoredFile } from '../files/send-stored-file';
import { openShareLink } from './open-share-link';

/**
 * A file of the shared record, without a session: the share link must still be live and
 * include files, the file link must be one the record page made in the last 15 minutes, and the
 * file must be this child's. Anything else is 404.
 */
export async function openSharedFile(
  deps: AppDeps,
  reply: FastifyReply,
  token: string,
  fileToken: string,
) {
  const { link, child } = await openShareLink(deps, token);
  const { db } = deps.database;
  const file = await verifyFileUrl(db, fileToken, deps.clock.now());
  if (file.status === 'expired')
    throw AppError.notFound('This link has expired. Please open the record again.');
  if (
    !link.includeFiles ||
    file.status !== 'valid' ||
    !(await isFileOf(db, file.claim.k, { childId: child.id }))
  )
    throw AppError.notFound('File not found');
  // Never kept by the doctor's browser: a revoked link must take its files with it.
  return sendStoredFile(deps, reply, file.claim, 'private, no-store');
}
