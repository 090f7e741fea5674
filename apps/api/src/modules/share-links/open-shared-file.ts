import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { openFileLink } from '../files/open-file-link';
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
  if (!link.includeFiles) throw AppError.notFound('File not found');
  const claim = await openFileLink(deps.database.db, fileToken, deps.clock.now(), {
    childId: child.id,
  });
  // Never kept by the doctor's browser: a revoked link must take its files with it.
  return sendStoredFile(deps, reply, claim, 'private, no-store');
}
