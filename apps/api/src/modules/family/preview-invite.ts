import type { InvitePreview } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { findOpenInvite } from './open-invite';

/** What accepting would do, shown before the parent accepts: whose child, as what. */
export async function previewInvite(deps: AppDeps, given: string): Promise<InvitePreview> {
  const { invite, child, invitedBy } = await findOpenInvite(
    deps.database.db,
    given,
    deps.clock.now(),
  );
  return {
    child_name: child.name,
    invited_by: invitedBy,
    role: invite.role,
    label: invite.label,
    expires_at: invite.expiresAt.toISOString(),
  };
}
