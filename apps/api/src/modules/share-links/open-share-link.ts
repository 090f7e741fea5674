import { SHARE_LINK_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { findLiveLink } from './share-links-repository';
import { shareTokenHash } from './share-token';

/**
 * The live link a token opens, with its child; else the same 404 for every kind of bad token
 * (malformed, unknown, expired, revoked, the child deleted), so no answer tells them apart.
 */
export async function openShareLink(deps: AppDeps, token: string) {
  const hash = shareTokenHash(token);
  const found = hash && (await findLiveLink(deps.database.db, hash, deps.clock.now()));
  if (!found) throw AppError.notFound(SHARE_LINK_MESSAGES.notFound);
  return found;
}
