import { and, eq, inArray, isNull } from 'drizzle-orm';
import { SHARE_LINK_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { shareLinks } from '../../db/schema';
import { AppError } from '../../errors';
import { writableChildIds } from '../children/children-repository';

/**
 * Stops a link at once, on every server (the next read finds it revoked). Only a link of one
 * of this parent's children; any other id, or one already revoked, is 404.
 */
export async function revokeShareLink(deps: AppDeps, userId: string, id: string) {
  const { db } = deps.database;
  const own = writableChildIds(db, userId);
  const revoked = await db
    .update(shareLinks)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(eq(shareLinks.id, id), inArray(shareLinks.childId, own), isNull(shareLinks.revokedAt)),
    )
    .returning({ id: shareLinks.id });
  if (revoked.length === 0) throw AppError.notFound('Link not found');
  return { message: SHARE_LINK_MESSAGES.revoked };
}
