/**
 * Deleting an account whose children are followed by family (docs/product/family.md): the
 * owner may hand each child to a caregiver instead of deleting it.
 */
export const ACCOUNT_DELETION_PATHS = {
  /** DELETE {hand_over?: [child_id]}: the account; the owned children not listed are deleted. */
  delete: '/api/user/delete/',
  /** GET: for each owned child, the caregiver who would take it over, or none. */
  handover: '/api/user/handover/',
} as const;

export const ACCOUNT_DELETION_MESSAGES = {
  handoverNotOwner: 'You can hand over only a child you added',
  handoverNoCaregiver:
    'No caregiver can take over this child now. A caregiver can take over a child only if they have fewer than 3 children of their own.',
} as const;
