import { INDIAN_STATE_CODES } from '../states';
import { z } from 'zod';
import { OTP_MESSAGE, PHONE_MESSAGE } from '../auth';
import { otpRule, phoneRule, referralCodeRule } from '../rules';
import { childSchema } from './children';
import { languageSchema } from './reminders';
import { ruleCheck } from './rules';

export const contactNumberSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .superRefine(ruleCheck(phoneRule));
export const otpSchema = z.string({ error: OTP_MESSAGE }).trim().superRefine(ruleCheck(otpRule));
/** A referral code (rules.ts), trimmed; anything else is refused with rule 'referral_code_invalid'. */
export const referralCodeValueSchema = z.string().trim().superRefine(ruleCheck(referralCodeRule));
/** A sign-in's referral code: one that cannot be one becomes null instead of failing the request (auth.ts). */
export const referralCodeSchema = referralCodeValueSchema.nullable().optional().catch(null);
/**
 * What every sign-in may carry for the case it is the account's first (its sign-up): the
 * referral code, and the language chosen on the device, which the new account starts with.
 */
const signUpDetails = {
  referral_code: referralCodeSchema,
  language: languageSchema.optional(),
};

/** A person's name in any script: letters, marks, spaces and . ' - */
export const personNameSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, { error: 'Please use letters only' });

export const publicUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  contact_number: z.string().nullable(),
  contact_verified: z.boolean(),
  referral_code: z.string(),
  /** The referral code this parent signed up with (from a /refer/{code} link), as given, or null. */
  signup_referral_code: z.string().nullable(),
  /** The parent's time zone: "today" for every date the app shows. */
  time_zone: z.string(),
  /** Where the family lives (picks the flu window), or null. */
  home_state: z.string().nullable(),
  /** The parent's language: the app's, WhatsApp's, the PDF card's and the calendar feed's. */
  language: languageSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What every successful sign-in answers: the new token and where the parent stands. */
export const signedInResponseSchema = z.object({
  access_token: z.string(),
  user: publicUserSchema,
  is_verified: z.boolean(),
  children: z.array(childSchema),
  children_count: z.number().int(),
});
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

export const meResponseSchema = z.object({
  user: publicUserSchema,
  children_count: z.number().int(),
  contact_verified: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const profileStatusResponseSchema = z.object({
  contact_verified: z.boolean(),
  children_count: z.number().int(),
  /** Where session start (docs/product/sessions-and-sign-in.md) sends this parent next. */
  next_step: z.enum(['contact', 'profile', 'dashboard']),
});

export const updateProfileBodySchema = z.object({
  first_name: personNameSchema(50),
  last_name: z
    .union([personNameSchema(50), z.literal('')])
    .optional()
    .default(''),
});

export const homeStateBodySchema = z.object({
  home_state: z.enum(INDIAN_STATE_CODES, { error: 'Please choose a state' }).nullable(),
});

export const languageBodySchema = z.object({ language: languageSchema });

export const tokenBodySchema = z.object({ token: z.string().trim().min(1).max(512) });
export const tokenVerifyResponseSchema = z.object({ valid: z.literal(true) });

export const googleStartResponseSchema = z.object({ authorize_url: z.string() });
export const googleCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
  ...signUpDetails,
});
export const googleIdTokenBodySchema = z.object({
  token: z.string().min(1).max(8192),
  ...signUpDetails,
});
/** /verify and /register-webinar: the single-use link's token. */
export const linkVerifyBodySchema = tokenBodySchema.extend(signUpDetails);
export const accessTokenResponseSchema = z.object({ access_token: z.string() });

export const contactQuerySchema = z.object({ contact_number: contactNumberSchema });
export const contactOtpBodySchema = z.object({
  contact_number: contactNumberSchema,
  otp: otpSchema,
  ...signUpDetails,
});
export const otpProcessSchema = z.enum(['login', 'update']);
export const otpSendBodySchema = z.object({
  contact_number: contactNumberSchema,
  process: otpProcessSchema,
});
export const otpVerifyBodySchema = z.object({
  contact_number: contactNumberSchema,
  process: otpProcessSchema,
  otp: otpSchema,
  ...signUpDetails,
});

export const messageResponseSchema = z.object({ message: z.string() });
/** OTP sent: when the next resend is allowed, so the client's timer matches the server's. */
export const otpSentResponseSchema = z.object({
  message: z.string(),
  resend_after_seconds: z.number().int(),
});
