import { z } from 'zod';
import { PLAN_IDS } from '../stories';

export const planIdSchema = z.enum(PLAN_IDS, {
  error: 'Choose one of the plans: plan_7, plan_30 or plan_90',
});

// ---- Stories on the wire (snake_case; the web client camelCases them) ----

const color = z.string();
/** YYYY-MM-DD in the parent's time zone (responses only). */
const isoDateSchema = z.string();

export const slideStyleSchema = z.object({
  bg: color.nullable(),
  text_color: color.nullable(),
});

export const storySlideSchema = z.object({
  banner_url: z.string().nullable(),
  title: z.string(),
  /** Our addition: the slide title in Hindi (the spec's `title` is the English one). */
  title_hi: z.string(),
  description_en: z.string(),
  description_hi: z.string(),
  image_en_url: z.string().nullable(),
  image_hi_url: z.string().nullable(),
  /** Alt text for the picture, per language. */
  image_alt_en: z.string(),
  image_alt_hi: z.string(),
  style: slideStyleSchema,
});
export type StorySlideWire = z.infer<typeof storySlideSchema>;

export const storyStyleSchema = z.object({
  bg: color,
  bg_image: z.string().nullable(),
  progress_bar_color: color,
  title_en: color,
  title_hi: color,
});

export const storySchema = z.object({
  story_code: z.string(),
  title_en: z.string(),
  title_hi: z.string(),
  cover_title: z.string(),
  banner_img: z.object({ original_url: z.string() }),
  age_string: z.string(),
  image_only: z.boolean(),
  style: storyStyleSchema,
  /** Locked stories come without slides: the API never sends what has not been unlocked. */
  locked: z.boolean(),
  /** The day this parent unlocked it, or null while locked. */
  unlocked_on: isoDateSchema.nullable(),
  meta_slides: z.array(storySlideSchema),
  stories_slides: z.array(storySlideSchema),
});
export type StoryWire = z.infer<typeof storySchema>;

export const userPlanSchema = z.object({
  /** trial: inside the free days; paid: a bought plan still unlocking; ended: nothing left to unlock. */
  status: z.enum(['trial', 'paid', 'ended']),
  /** The plan unlocking stories now (null in the trial and when ended). */
  plan: planIdSchema.nullable(),
  stories_total: z.number().int(),
  stories_unlocked: z.number().int(),
  /**
   * Stories still to unlock across the trial (while it lasts) and every bought plan, never more
   * than the library has left to unlock.
   */
  stories_remaining: z.number().int(),
  /** Of stories_remaining, those the free trial still gives (it is used before any plan). */
  trial_stories_remaining: z.number().int(),
  /**
   * Stories a new plan could unlock: not unlocked yet and not already promised to the trial or
   * a bought plan. A plan larger than this is not sold.
   */
  stories_available_to_buy: z.number().int(),
  /** Trial: its last day. Paid: the day the last remaining story unlocks at one a day. */
  expires_on: isoDateSchema.nullable(),
  trial_ends_on: isoDateSchema,
  /** When the next story unlocks (tomorrow once today's is out), or null if none will. */
  next_unlock_on: isoDateSchema.nullable(),
  /** Plans still unlocking. Buying one again adds its stories after everything already owed. */
  active_plans: z.array(planIdSchema),
  /** The day a plan bought now would unlock its first story: after every story already owed. */
  next_plan_starts_on: isoDateSchema,
});
export type UserPlanWire = z.infer<typeof userPlanSchema>;

export const storiesResponseSchema = z.object({
  stories: z.array(storySchema),
  user_plan: userPlanSchema,
});
export type StoriesResponseWire = z.infer<typeof storiesResponseSchema>;

// ---- Payments ----

export const createOrderQuerySchema = z.object({ plan: planIdSchema });

/** Razorpay's order object, as its Orders API returns it (the fields we pass on). */
export const razorpayOrderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const createOrderResponseSchema = z.object({
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  status: z.string(),
  order: razorpayOrderSchema,
  plan: planIdSchema,
  /** razorpay: open Razorpay Checkout with this key id; simulated: the dev checkout sheet. */
  checkout: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('razorpay'), key_id: z.string() }),
    z.object({ mode: z.literal('simulated') }),
  ]),
});
export type CreateOrderResponseWire = z.infer<typeof createOrderResponseSchema>;

const required = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100);

export const confirmPaymentBodySchema = z.object({
  order_id: required('order_id'),
  payment_id: required('payment_id'),
  signature: required('signature'),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;

export const confirmPaymentResponseSchema = z.object({
  message: z.string(),
  user_plan: userPlanSchema,
});
