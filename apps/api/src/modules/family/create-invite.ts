import {
  type CreatedInvite,
  type CreateInviteBody,
  FAMILY_MESSAGES,
  INVITE_DAYS,
  INVITES_PER_CHILD,
  type Language,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { familyInvites } from '../../db/schema';
import { AppError } from '../../errors';
import { findChild, lockChild } from '../children/children-repository';
import { countOpenInvites, toInvite } from './family-repository';
import { inviteShareText } from './invite-text';
import { displayCode, invitePageUrl, newInviteSecrets } from './invite-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An invitation to follow one of this parent's own children, as a caregiver or a viewer. The
 * link and the code are in this answer only: the database keeps their hashes.
 */
export async function createInvite(
  deps: AppDeps,
  userId: string,
  input: CreateInviteBody,
  language: Language,
): Promise<CreatedInvite> {
  const { db } = deps.database;
  const child = await findChild(db, userId, input.child_id, 'own');
  const now = deps.clock.now();
  const secrets = newInviteSecrets();
  const row = await db.transaction(async (tx) => {
    // One invitation made at a time per child, so two at once cannot both pass the count.
    await lockChild(tx, child.id);
    if ((await countOpenInvites(tx, child.id, now)) >= INVITES_PER_CHILD)
      throw AppError.conflict(FAMILY_MESSAGES.tooManyInvites, 'invite_limit');
    const [inserted] = await tx
      .insert(familyInvites)
      .values({
        childId: child.id,
        tokenHash: secrets.tokenHash,
        codeHash: secrets.codeHash,
        role: input.role,
        label: input.label,
        expiresAt: new Date(now.getTime() + INVITE_DAYS * DAY_MS),
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  const url = invitePageUrl(deps.env.PUBLIC_URL, secrets.token);
  const code = displayCode(secrets.code);
  return {
    ...toInvite(row),
    code,
    url,
    whatsapp_url: `https://wa.me/?text=${encodeURIComponent(
      inviteShareText(language, { childName: child.name, url, code }),
    )}`,
    message: FAMILY_MESSAGES.inviteCreated,
  };
}
