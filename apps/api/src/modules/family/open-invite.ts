import { and, eq } from 'drizzle-orm';
import { FAMILY_MESSAGES } from '@tika/contract';
import type { DbOrTx } from '../../db/client';
import { children, familyInvites, users } from '../../db/schema';
import { AppError } from '../../errors';
import { openInvite } from './family-repository';
import { inviteLookup } from './invite-token';

/**
 * The open invitation a link's token or a typed code opens, with its child and the inviting
 * parent's first name; else the same 404 for every kind of bad one (made up, expired, used,
 * withdrawn, the child deleted), so no answer tells them apart. `lock` holds the invitation
 * until the transaction ends, so it is accepted once.
 */
export async function findOpenInvite(
  db: DbOrTx,
  given: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
) {
  const lookup = inviteLookup(given);
  if (!lookup) throw AppError.notFound(FAMILY_MESSAGES.inviteNotFound);
  const query = db
    .select({
      invite: familyInvites,
      child: { id: children.id, name: children.name, ownerId: children.userId },
      invitedBy: users.firstName,
    })
    .from(familyInvites)
    .innerJoin(children, eq(children.id, familyInvites.childId))
    .innerJoin(users, eq(users.id, children.userId))
    .where(
      and(
        eq(lookup.by === 'token' ? familyInvites.tokenHash : familyInvites.codeHash, lookup.hash),
        openInvite(now),
      ),
    );
  const [found] = lock ? await query.for('update', { of: familyInvites }) : await query;
  if (!found) throw AppError.notFound(FAMILY_MESSAGES.inviteNotFound);
  return found;
}
