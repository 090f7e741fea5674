import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type ChildRole,
  type FAMILY_MESSAGES,
  MEMBER_LABEL_MAX,
  type MemberRole,
} from '@tika/contract';

/**
 * The web's own words for the family messages @tika/contract keeps in English
 * (FAMILY_MESSAGES): the same English, so the API's Hindi and the web's stay one wording
 * (apps/api/src/i18n/hindi.test.ts). The forms say the first few themselves; the others come
 * from the server, already in the parent's language.
 */
export const FAMILY_TEXT: Record<keyof typeof FAMILY_MESSAGES, MessageDescriptor> = {
  roleInvalid: msg`Please choose Caregiver or Viewer`,
  labelRequired: msg`Please say how they are shown, for example Papa or Dadi`,
  labelTooLong: msg`Please keep the name to 30 characters`,
  codeRequired: msg`Please enter the invitation code`,
  inviteNotFound: msg`This invitation has expired, was already used or was withdrawn`,
  ownChild: msg`You already look after this child`,
  tooManyInvites: msg`This child already has 10 open invitations. Withdraw one to make another.`,
  viewerReadOnly: msg`You can view this child’s record but not change it. Ask the parent who added the child.`,
  ownerOnly: msg`Only the parent who added this child can do that`,
  memberNotFound: msg`This person is not in the child’s family`,
  inviteCreated: msg`Invitation created`,
  inviteWithdrawn: msg`Invitation withdrawn`,
  accepted: msg`You now follow this child`,
  memberUpdated: msg`Saved`,
  memberRemoved: msg`Removed from the family`,
  left: msg`You no longer follow this child`,
};

/** A role's name, as a list or a sentence says it. */
const ROLE_NAMES: Record<ChildRole, MessageDescriptor> = {
  owner: msg`Added the child`,
  caregiver: msg`Caregiver`,
  viewer: msg`Viewer`,
};

/** What a member may do, said where the owner chooses the role and where the invited accept it. */
const ROLE_POWERS: Record<MemberRole, MessageDescriptor> = {
  caregiver: msg`Sees everything, marks vaccines, adds growth and records, gets reminders`,
  viewer: msg`Sees everything, changes nothing`,
};

export const roleName = (role: ChildRole, i18n: I18n) => i18n._(ROLE_NAMES[role]);
export const rolePowers = (role: MemberRole, i18n: I18n) => i18n._(ROLE_POWERS[role]);

/** How a member is shown: the app's one rule (lib/member-label.ts). */
export { memberLabel as labelWords } from '../../../lib/member-label';

/** The label's problem, in the web's words, or null: the contract's limits, checked before sending. */
export function labelProblem(label: string, i18n: I18n): string | null {
  const name = label.trim();
  if (!name) return i18n._(FAMILY_TEXT.labelRequired);
  if (name.length > MEMBER_LABEL_MAX) return i18n._(FAMILY_TEXT.labelTooLong);
  return null;
}
