import { z } from 'zod';
import { childSchema } from './children';

/** SPEC.md §5: ten digits, digits only. Indian mobile numbers start with 6–9. */
export const PHONE_MESSAGE = 'Please enter valid number';
export const OTP_MESSAGE = 'Please enter valid OTP';
export const NOT_REGISTERED_PROMPT = "You haven't registered with us yet. Please Click below Button to Register";

export const contactNumberSchema = z.string({ error: PHONE_MESSAGE }).trim().regex(/^[6-9]\d{9}$/, PHONE_MESSAGE);
export const otpSchema = z.string({ error: OTP_MESSAGE }).trim().regex(/^\d{4}$/, OTP_MESSAGE);
/**
 * Referral codes are ours (8 letters/digits) but arrive from URLs and local storage, so a
 * sign-in never fails over one: anything that cannot be a code is dropped (null), and a
 * well-formed code nobody has is ignored by the server.
 */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{6,12}$/;
export const isPlausibleReferralCode = (value: string | null | undefined): value is string => typeof value === 'string' && REFERRAL_CODE_PATTERN.test(value);
export const referralCodeSchema = z.string().trim().regex(REFERRAL_CODE_PATTERN).nullable().optional().catch(null);

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
  /** Where session start (SPEC.md §4) sends this parent next. */
  next_step: z.enum(['contact', 'profile', 'dashboard']),
});

export const updateProfileBodySchema = z.object({
  first_name: personNameSchema(50),
  last_name: z.union([personNameSchema(50), z.literal('')]).optional().default(''),
});

export const tokenBodySchema = z.object({ token: z.string().trim().min(1).max(512) });
export const tokenVerifyResponseSchema = z.object({ valid: z.literal(true) });

export const googleStartResponseSchema = z.object({ authorize_url: z.string() });
export const googleCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
  referral_code: referralCodeSchema,
});
export const googleIdTokenBodySchema = z.object({ token: z.string().min(1).max(8192), referral_code: referralCodeSchema });
export const accessTokenResponseSchema = z.object({ access_token: z.string() });

export const contactQuerySchema = z.object({ contact_number: contactNumberSchema });
export const contactOtpBodySchema = z.object({ contact_number: contactNumberSchema, otp: otpSchema, referral_code: referralCodeSchema });
export const otpProcessSchema = z.enum(['login', 'update']);
export const otpSendBodySchema = z.object({ contact_number: contactNumberSchema, process: otpProcessSchema });
export const otpVerifyBodySchema = z.object({ contact_number: contactNumberSchema, process: otpProcessSchema, otp: otpSchema, referral_code: referralCodeSchema });

export const messageResponseSchema = z.object({ message: z.string() });
/** OTP sent: when the next resend is allowed, so the client's timer matches the server's. */
export const otpSentResponseSchema = z.object({ message: z.string(), resend_after_seconds: z.number().int() });

/** Session start (SPEC.md §4), shared by the server's status call and the web router. */
export function nextOnboardingStep(state: { contactVerified: boolean; childrenCount: number }): 'contact' | 'profile' | 'dashboard' {
  if (state.childrenCount === 0) return 'profile';
  if (!state.contactVerified) return 'contact';
  return 'dashboard';
}
