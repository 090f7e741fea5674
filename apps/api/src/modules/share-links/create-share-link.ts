import {
  type CreatedShareLink,
  type CreateShareLinkBody,
  SHARE_LINK_MESSAGES,
  SHARE_LINKS_PER_CHILD,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { shareLinks } from '../../db/schema';
import { AppError } from '../../errors';
import { findChild, lockChild } from '../children/children-repository';
import { countLiveLinks, toShareLink } from './share-links-repository';
import { newShareToken, sharedPageUrl } from './share-token';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A new read-only link to one of this parent's children (another's is 404). The token is in
 * this answer only: the database keeps its hash, so the link cannot be shown again.
 */
export async function createShareLink(
  deps: AppDeps,
  userId: string,
  input: CreateShareLinkBody,
): Promise<CreatedShareLink> {
  const { db } = deps.database;
  const child = await findChild(db, userId, input.child_id, 'write');
  const now = deps.clock.now();
  const { token, hash } = newShareToken();
  const row = await db.transaction(async (tx) => {
    // One link made at a time per child, so two at once cannot both pass the count.
    await lockChild(tx, child.id);
    if ((await countLiveLinks(tx, child.id, now)) >= SHARE_LINKS_PER_CHILD)
      throw AppError.conflict(SHARE_LINK_MESSAGES.tooMany, 'share_link_limit');
    const [inserted] = await tx
      .insert(shareLinks)
      .values({
        childId: child.id,
        tokenHash: hash,
        includeFiles: input.include_files,
        expiresAt: new Date(now.getTime() + input.expires_in_hours * HOUR_MS),
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return {
    ...toShareLink(row),
    url: sharedPageUrl(deps.env.PUBLIC_URL, token),
    message: SHARE_LINK_MESSAGES.created,
  };
}
