/**
 * Mealtime-story plans. Money is integer paise, never floating point (docs/product/constants.md):
 * base price + 18% GST, each rounded to the paisa.
 */
export const GST_PERCENT = 18;
export const TRIAL_DAYS = 3;
/** One new story a day, in the trial and in every plan. */
export const STORIES_PER_DAY = 1;

const plan = (stories: number, basePaise: number) => {
  const gstPaise = Math.round((basePaise * GST_PERCENT) / 100);
  return {
    stories,
    basePaise,
    gstPaise,
    totalPaise: basePaise + gstPaise,
    perStoryPaise: Math.round(basePaise / stories),
  };
};

export const PLANS = {
  plan_7: plan(7, 4_900),
  plan_30: plan(30, 15_000),
  plan_90: plan(90, 36_000),
} as const;

export const PLAN_IDS = ['plan_7', 'plan_30', 'plan_90'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * "₹49", "₹57.82": rupees from paise, without floating-point arithmetic on money. English, for
 * the server's own texts; the web formats prices in the parent's language (lib/i18n/format.ts).
 */
export function formatRupees(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = paise % 100;
  const grouped = rupees.toLocaleString('en-IN');
  return rest === 0 ? `₹${grouped}` : `₹${grouped}.${String(rest).padStart(2, '0')}`;
}

/**
 * Locked stories the stories page lists before the parent asks for all of them: the next week's.
 * GET /api/features/meal-stories/ sends this many unless asked for `?upcoming=all`.
 */
export const UPCOMING_STORIES_SHOWN = 6;

/** The smallest plan sold: with fewer stories than this left to unlock, no plan can be bought. */
export const SMALLEST_PLAN_STORIES = Math.min(...PLAN_IDS.map((id) => PLANS[id].stories));

/**
 * Why a plan cannot be bought now, as a code, or null when it can: `none_left` when no story is
 * left to unlock, `too_few_left` when fewer are left than the plan sells. A plan never sells
 * more stories than are left for it to unlock: `storiesAvailable` is the parent's
 * `stories_available_to_buy` (docs/decisions/0008). The web words each code in the parent's
 * language.
 */
export function planUnavailableCode(
  plan: PlanId,
  storiesAvailable: number,
): 'none_left' | 'too_few_left' | null {
  if (PLANS[plan].stories <= storiesAvailable) return null;
  return storiesAvailable <= 0 ? 'none_left' : 'too_few_left';
}

/** The same in English, or null: the server refuses the order with this text. */
export function planUnavailableReason(plan: PlanId, storiesAvailable: number): string | null {
  const code = planUnavailableCode(plan, storiesAvailable);
  if (!code) return null;
  if (code === 'none_left')
    return 'No stories are left to unlock beyond the ones you have or your plan will bring. Plans open again when new stories are added.';
  return `Only ${storiesAvailable} ${storiesAvailable === 1 ? 'story is' : 'stories are'} left to unlock, fewer than this plan’s ${PLANS[plan].stories}.`;
}

export const STORY_MESSAGES = {
  fetchFailed: 'Could not fetch stories. Please try again later.',
  orderFailed: 'Order creation failed',
  paymentSuccessful: 'Payment successful!',
  verificationFailed: 'Payment verification failed',
  confirmationFailed: 'Payment confirmation failed.',
  /** A second payment for an order already paid (two tabs): the server refunds it. */
  paymentRefunded:
    'This order was already paid, so this second payment has been refunded. The money reaches your account in 5–7 working days.',
  initiationFailed: 'Something went wrong during payment initiation',
  paymentsOff: 'Payments are not available right now',
  storyLocked: 'This story is locked',
  storyNotFound: 'Story not found',
} as const;
