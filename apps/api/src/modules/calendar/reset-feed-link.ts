import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { findChild } from '../children/children-repository';
import { bumpFeedVersion } from './calendar-repository';
import { feedLinks, feedSecret } from './feed-secret';

/**
 * A new feed address for the child; the old one answers 404 from now on, so a link shared
 * by mistake stops working (subscriptions to it stop updating and keep what they had).
 */
export async function resetFeedLink(deps: AppDeps, userId: string, childId: string) {
  const { db } = deps.database;
  // The feed is the family's: one member resetting it would stop everyone's calendar.
  await findChild(db, userId, childId, 'own');
  const child = await bumpFeedVersion(db, userId, childId);
  if (!child) throw AppError.notFound('Child not found');
  return feedLinks(deps.env.PUBLIC_URL, await feedSecret(db, child));
}
