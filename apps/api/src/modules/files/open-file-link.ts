import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { type FileClaim, verifyFileUrl } from '../../lib/signed-url';
import { type ChildScope, isFileOf } from './file-keys';

/**
 * The file a link names, if the link is one the API made in the last 15 minutes and the file
 * is in `scope` (a parent's children, or one child); else 404, a stale link saying so.
 */
export async function openFileLink(
  db: Database,
  token: string,
  now: Date,
  scope: ChildScope,
): Promise<FileClaim> {
  const link = await verifyFileUrl(db, token, now);
  if (link.status === 'expired')
    throw AppError.notFound('This link has expired. Please open the record again.');
  if (link.status !== 'valid' || !(await isFileOf(db, link.claim.k, scope)))
    throw AppError.notFound('File not found');
  return link.claim;
}
