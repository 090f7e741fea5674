import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ShareLink } from '@tika/contract';
import type { DbOrTx } from '../../db/client';
import { children, type ChildRow, type ShareLinkRow, shareLinks } from '../../db/schema';

/** A link that still opens the record: not revoked, not expired. */
const live = (now: Date) => and(isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, now));

export async function countLiveLinks(db: DbOrTx, childId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.childId, childId), live(now)));
  return row?.n ?? 0;
}

export async function listLiveLinks(db: DbOrTx, childId: string, now: Date) {
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.childId, childId), live(now)))
    .orderBy(desc(shareLinks.createdAt));
}

/** The live link with this token hash and its child; undefined for any other. */
export async function findLiveLink(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ link: ShareLinkRow; child: ChildRow } | undefined> {
  const [row] = await db
    .select({ link: shareLinks, child: children })
    .from(shareLinks)
    .innerJoin(children, eq(children.id, shareLinks.childId))
    .where(and(eq(shareLinks.tokenHash, tokenHash), live(now)));
  return row;
}

/** The allow-list of a link on the wire: never its hash. */
export function toShareLink(row: ShareLinkRow): ShareLink {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    include_files: row.includeFiles,
  };
}
