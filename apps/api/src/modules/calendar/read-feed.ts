import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { findFeedChild, listPendingEntries } from './calendar-repository';
import { renderFeed } from './feed-ics';
import { claimedChildId, isCurrentSecret } from './feed-secret';

/**
 * The iCalendar text of the feed a secret opens. A malformed, tampered, reset or deleted
 * child's secret all get the same bare 404, so an answer tells nothing about why.
 */
export async function readFeed(deps: AppDeps, feed: string): Promise<string> {
  const { db } = deps.database;
  const secret = feed.endsWith('.ics') ? feed.slice(0, -'.ics'.length) : null;
  const childId = secret ? claimedChildId(secret) : null;
  const child = childId ? await findFeedChild(db, childId) : undefined;
  if (!secret || !child || !(await isCurrentSecret(db, child, secret))) throw AppError.notFound();
  const entries = await listPendingEntries(db, child.id);
  return renderFeed({ childName: child.name, entries, appUrl: deps.env.PUBLIC_URL });
}
