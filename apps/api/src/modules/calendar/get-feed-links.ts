import type { AppDeps } from '../../deps';
import { findChild } from '../children/children-repository';
import { feedLinks, feedSecret } from './feed-secret';

/** The child's current feed addresses; another parent's child is a 404 like any other call. */
export async function getFeedLinks(deps: AppDeps, userId: string, childId: string) {
  const { db } = deps.database;
  const child = await findChild(db, userId, childId);
  return feedLinks(deps.env.PUBLIC_URL, await feedSecret(db, child));
}
