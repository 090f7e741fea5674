import { z } from 'zod';
import { CHILD_ROLES, FAMILY_MESSAGES, MEMBER_LABEL_MAX, MEMBER_ROLES } from '../family';

const memberRoleSchema = z.enum(MEMBER_ROLES, { error: FAMILY_MESSAGES.roleInvalid });
const memberLabelSchema = z
  .string({ error: FAMILY_MESSAGES.labelRequired })
  .trim()
  .min(1, { error: FAMILY_MESSAGES.labelRequired })
  .max(MEMBER_LABEL_MAX, { error: FAMILY_MESSAGES.labelTooLong });

export const createInviteBodySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  role: memberRoleSchema,
  /** How the family will see them: Papa, Mummy, Dadi, Nani, Nanny or a name. */
  label: memberLabelSchema,
});
export type CreateInviteBody = z.infer<typeof createInviteBodySchema>;

/** An open invitation as the owner's list shows it; its code and link are never shown again. */
export const inviteSchema = z
  .object({
    id: z.string(),
    role: z.enum(MEMBER_ROLES),
    label: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'FamilyInvite' });
export type Invite = z.infer<typeof inviteSchema>;

/** The one answer that holds the code and the link: share them now. */
export const createdInviteSchema = inviteSchema
  .extend({
    code: z.string(),
    url: z.string(),
    /** A ready WhatsApp share link (wa.me/?text=…) carrying the invitation. */
    whatsapp_url: z.string(),
    message: z.string(),
  })
  .meta({ id: 'CreatedFamilyInvite' });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

export const inviteCodeBodySchema = z.object({
  /** The 8-letter code, or the token of the invitation link. */
  code: z
    .string({ error: FAMILY_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: FAMILY_MESSAGES.codeRequired })
    .max(100, { error: FAMILY_MESSAGES.inviteNotFound }),
});

/** What accepting would do: whose child, as what. */
export const invitePreviewSchema = z
  .object({
    child_name: z.string(),
    invited_by: z.string(),
    role: z.enum(MEMBER_ROLES),
    label: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'FamilyInvitePreview' });
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptedInviteSchema = z.object({
  child_id: z.string(),
  role: z.enum(MEMBER_ROLES),
  message: z.string(),
});
export type AcceptedInvite = z.infer<typeof acceptedInviteSchema>;

export const familyMemberSchema = z
  .object({
    user_id: z.string(),
    role: z.enum(CHILD_ROLES),
    /** The owner's first name; a member's label. */
    label: z.string(),
    /** Whether this is the parent asking. */
    is_you: z.boolean(),
    added_at: z.string(),
  })
  .meta({ id: 'FamilyMember' });
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const familyResponseSchema = z.object({
  /** The owner first, then members in the order they joined. */
  members: z.array(familyMemberSchema),
  /** Open invitations; only the owner sees them (empty for members). */
  invites: z.array(inviteSchema),
});
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

export const withdrawInviteBodySchema = z.object({
  id: z.uuid({ error: 'Please choose an invitation' }),
});

export const memberBodySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  user_id: z.uuid({ error: 'Please choose a family member' }),
});

export const updateMemberBodySchema = memberBodySchema.extend({
  role: memberRoleSchema,
  label: memberLabelSchema,
});
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;
