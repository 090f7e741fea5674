import type { ShareLinksResponse } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { findChild } from '../children/children-repository';
import { listLiveLinks, toShareLink } from './share-links-repository';

/** The child's links that still open the record, newest first; another parent's child is 404. */
export async function listShareLinks(
  deps: AppDeps,
  userId: string,
  childId: string,
): Promise<ShareLinksResponse> {
  const { db } = deps.database;
  const child = await findChild(db, userId, childId, 'write');
  const rows = await listLiveLinks(db, child.id, deps.clock.now());
  return { links: rows.map(toShareLink) };
}
