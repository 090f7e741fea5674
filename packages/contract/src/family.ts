/**
 * Family sharing (docs/product/family.md): the parent who added a child owns it and may invite
 * others to follow it, each with a role, shown to the family by a label.
 */
export const FAMILY_PATHS = {
  /** GET ?child_id=: the owner, the members and (for the owner) the invitations still open. */
  members: '/api/family/',
  /** POST {child_id, role, label} makes one; DELETE {id} withdraws one not yet accepted. */
  invites: '/api/family/invites/',
  /** POST {code}: what an invitation is for, before accepting it (the code or the link's token). */
  preview: '/api/family/invites/preview/',
  /** POST {code}: accept it, with the code or the link's token. */
  accept: '/api/family/invites/accept/',
  /** PATCH {child_id, user_id, role, label} changes a member (owner); DELETE {child_id, user_id} removes one, or leaves. */
  member: '/api/family/members/',
} as const;

/** The web page an invitation link opens: `/invite/<token>`. */
export const INVITE_PAGE_PREFIX = '/invite/';

/**
 * What a member may do. A caregiver sees everything, marks vaccines, adds growth and medical
 * records and gets reminders; a viewer sees everything and changes nothing. The owner alone
 * edits or deletes the child, and manages its family.
 */
export const MEMBER_ROLES = ['caregiver', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const CHILD_ROLES = ['owner', ...MEMBER_ROLES] as const;
export type ChildRole = (typeof CHILD_ROLES)[number];

/** How a member is shown ("marked given by Papa"): one of these, or a name the owner types. */
export const MEMBER_LABEL_CHOICES = ['Papa', 'Mummy', 'Dadi', 'Nani', 'Nanny'] as const;
export const MEMBER_LABEL_MAX = 30;

/** An invitation works once, for this many days. */
export const INVITE_DAYS = 7;
/** Random bytes in a link's token (256 bits), sent as 43 base64url characters. */
export const INVITE_TOKEN_BYTES = 32;
/**
 * The code to type: 8 characters from 32 that cannot be mistaken for one another (no I, O, 0,
 * 1), 40 bits; guessing is stopped by limits per address and per account.
 */
export const INVITE_CODE_LENGTH = 8;
/** At most this many open invitations per child. */
export const INVITES_PER_CHILD = 10;

/** The code as typed, made comparable: upper case, without spaces or dashes. */
export const normalizeInviteCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

export const FAMILY_MESSAGES = {
  roleInvalid: 'Please choose Caregiver or Viewer',
  labelRequired: 'Please say how they are shown, for example Papa or Dadi',
  labelTooLong: 'Please keep the name to 30 characters',
  codeRequired: 'Please enter the invitation code',
  inviteNotFound: 'This invitation has expired, was already used or was withdrawn',
  ownChild: 'You already look after this child',
  tooManyInvites: 'This child already has 10 open invitations. Withdraw one to make another.',
  viewerReadOnly:
    'You can view this child’s record but not change it. Ask the parent who added the child.',
  ownerOnly: 'Only the parent who added this child can do that',
  memberNotFound: 'This person is not in the child’s family',
  inviteCreated: 'Invitation created',
  inviteWithdrawn: 'Invitation withdrawn',
  accepted: 'You now follow this child',
  memberUpdated: 'Saved',
  memberRemoved: 'Removed from the family',
  left: 'You no longer follow this child',
} as const;
