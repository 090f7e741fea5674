import { queryOptions } from '@tanstack/react-query';
import {
  type AcceptedInvite,
  type Camelized,
  type CreatedInvite,
  FAMILY_PATHS,
  type FamilyResponse,
  type InvitePreview,
  type MemberRole,
} from '@tika/contract';
import { api, apiRequest } from '../../../lib/api-client';

/** Who looks after a child, as the web holds it (camelCased keys). */
export type Family = Camelized<FamilyResponse>;
export type FamilyMemberItem = Family['members'][number];
export type OpenInvite = Family['invites'][number];
/** The one answer that holds the code and the link: shown now, never again. */
export type MadeInvite = Camelized<CreatedInvite>;
export type InviteOffer = Camelized<InvitePreview>;
export type Accepted = Camelized<AcceptedInvite>;

/** What the owner chooses for a new member, or changes for one. */
export interface MemberChoice {
  role: MemberRole;
  label: string;
}

export const familyKey = (childId: string) => ['family', childId] as const;

/** GET the child's owner, members and (for the owner) open invitations. */
export const familyQuery = (childId: string) =>
  queryOptions({
    queryKey: familyKey(childId),
    queryFn: ({ signal }) =>
      apiRequest<FamilyResponse>(FAMILY_PATHS.members, { query: { child_id: childId }, signal }),
  });

/** POST: a new invitation; its code and link come in this answer only. */
export const createInvite = (childId: string, choice: MemberChoice) =>
  api.post<CreatedInvite>(FAMILY_PATHS.invites, { child_id: childId, ...choice });

/** DELETE: the invitation stops working at once. */
export const withdrawInvite = (id: string) =>
  api.delete<{ message: string }>(FAMILY_PATHS.invites, { body: { id } });

/** PATCH: a member's role and label (owner only). */
export const updateMember = (childId: string, userId: string, choice: MemberChoice) =>
  apiRequest<{ message: string }>(FAMILY_PATHS.member, {
    method: 'PATCH',
    body: { child_id: childId, user_id: userId, ...choice },
  });

/** DELETE: the owner removes a member, or a member (with their own id) leaves. */
export const removeMember = (childId: string, userId: string) =>
  api.delete<{ message: string }>(FAMILY_PATHS.member, {
    body: { child_id: childId, user_id: userId },
  });

/** POST: what an invitation is for, by its code or its link's token. */
export const previewInvite = (code: string) =>
  api.post<InvitePreview>(FAMILY_PATHS.preview, { code });

/** POST: follow the child with the invitation's role. */
export const acceptInvite = (code: string) =>
  api.post<AcceptedInvite>(FAMILY_PATHS.accept, { code });

export const INVITE_PREVIEW_KEY = 'family-invite';

/**
 * What the invitation a link opens is for. Asked once (a wrong one counts against this address,
 * and the answer changes only when someone uses or withdraws it); a 404 is not asked again.
 */
export const invitePreviewQuery = (code: string) =>
  queryOptions({
    queryKey: [INVITE_PREVIEW_KEY, code] as const,
    queryFn: () => previewInvite(code),
    staleTime: Infinity,
    retry: false,
  });
