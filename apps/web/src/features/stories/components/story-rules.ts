import { plural, t } from '@lingui/core/macro';
import {
  addOffset,
  daysBetween,
  PLAN_IDS,
  PLANS,
  type PlanId,
  planUnavailableCode,
  TRIAL_DAYS,
} from '@tika/contract';
import { formatDate, formatRupees } from '../../../lib/i18n/format';
import type { Story, UserPlan } from '../api/stories';

/**
 * What the stories page says about plans and unlocks. Pure, so it is tested without a page; the
 * words are in the app's language at the time of the call (components re-render on a change).
 * Each sentence is one message per case (today, tomorrow, a date): Hindi builds them differently.
 */

/** '24 Nov' / '24 नव॰': the app's date without its year, which goes without saying this close. */
export const shortDate = (iso: string) => formatDate(iso).replace(/\s\d{4}$/, '');

/** '₹57.82', '₹49': a price in paise, in the app's language. */
export const formatPaise = (paise: number) => formatRupees(paise / 100);

/** Which of today, tomorrow or a later date `iso` is, counted on the parent's calendar. */
function dayOf(iso: string, today: string): 'today' | 'tomorrow' | 'later' {
  const days = daysBetween(today, iso);
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
}

export const planName = (plan: PlanId) => {
  const stories = PLANS[plan].stories;
  return t`${stories}-story plan`;
};

/** What Checkout and the test checkout say is being bought. */
export const checkoutDescription = (plan: PlanId) => {
  const name = planName(plan);
  return t`${name} · mealtime stories`;
};

/** 'Ages 1–4' from the library's age band ("Ages A–B", checked when the library loads). */
export function ageText(ageString: string): string {
  const band = /^Ages (\d+)–(\d+)$/.exec(ageString);
  if (!band) return ageString;
  const [, from = '', to = ''] = band;
  return t`Ages ${from}–${to}`;
}

/** Plans that fit in what is left to unlock: a plan never sells more stories than that. */
export const buyablePlans = (plan: UserPlan): PlanId[] =>
  PLAN_IDS.filter((id) => PLANS[id].stories <= plan.storiesAvailableToBuy);

/** Why a plan cannot be bought now, in the app's language, or null when it can. */
export function unavailableText(plan: PlanId, available: number): string | null {
  const code = planUnavailableCode(plan, available);
  if (!code) return null;
  const stories = PLANS[plan].stories;
  return code === 'none_left'
    ? t`No stories are left to unlock beyond the ones you have or your plan will bring. Plans open again when new stories are added.`
    : plural(available, {
        one: `Only # story is left to unlock, fewer than this plan’s ${stories}.`,
        other: `Only # stories are left to unlock, fewer than this plan’s ${stories}.`,
      });
}

export interface PlanSummary {
  title: string;
  detail: string;
  /** Nothing more will unlock: the page nudges towards the plans. */
  ended: boolean;
  /** The chip's call to action: `choose` when a plan can be bought now, else `plans`. */
  action: 'choose' | 'plans';
}

/** 'Next story tomorrow', 'Next story on 24 Nov'; null when nothing more is due to unlock. */
function nextStoryText(plan: UserPlan, today: string): string | null {
  if (!plan.nextUnlockOn) return null;
  const date = shortDate(plan.nextUnlockOn);
  const day = dayOf(plan.nextUnlockOn, today);
  if (day === 'today') return t`Next story today`;
  if (day === 'tomorrow') return t`Next story tomorrow`;
  return t`Next story on ${date}`;
}

function trialSummary(plan: UserPlan, today: string): PlanSummary {
  const date = shortDate(plan.trialEndsOn);
  const day = dayOf(plan.trialEndsOn, today);
  return {
    title:
      day === 'today'
        ? t`Free trial · ends today`
        : day === 'tomorrow'
          ? t`Free trial · ends tomorrow`
          : t`Free trial · ends ${date}`,
    detail: nextStoryText(plan, today) ?? t`See the plans for more stories`,
    ended: false,
    action: 'plans',
  };
}

function paidSummary(plan: UserPlan, today: string): PlanSummary {
  const count = plan.activePlans.length;
  const name = count > 1 ? t`${count} plans` : plan.plan ? planName(plan.plan) : t`Your plan`;
  // Stories the trial still gives come first and are not the plan's.
  const trialFirst = plan.trialStoriesRemaining;
  const left = plan.storiesRemaining - trialFirst;
  return {
    title: plural(left, { one: `${name} · # story left`, other: `${name} · # stories left` }),
    detail:
      trialFirst > 0
        ? plural(trialFirst, {
            one: 'Starts after # more free trial story',
            other: 'Starts after # more free trial stories',
          })
        : (nextStoryText(plan, today) ?? t`See the plans`),
    ended: false,
    action: 'plans',
  };
}

function endedSummary(plan: UserPlan): PlanSummary {
  // The trial unlocks at most TRIAL_DAYS stories; more than that means a bought plan ran out.
  const hadPlan = plan.storiesUnlocked > TRIAL_DAYS;
  const buyable = buyablePlans(plan);
  if (buyable.length === 0) {
    return {
      title:
        plan.storiesUnlocked >= plan.storiesTotal
          ? t`You have every story`
          : hadPlan
            ? t`Plan finished`
            : t`Trial over`,
      detail: t`New plans open when more stories are added`,
      ended: true,
      action: 'plans',
    };
  }
  const price = formatPaise(Math.min(...buyable.map((id) => PLANS[id].perStoryPaise)));
  return {
    title: hadPlan ? t`Plan finished — choose a plan` : t`Trial over — choose a plan`,
    detail: t`Plans from ${price} a story`,
    ended: true,
    action: 'choose',
  };
}

/**
 * The plan chip: "Free trial · ends 24 Nov", "30-story plan · 12 stories left", "Trial over —
 * choose a plan". Counts are the plan's own: while the trial still gives stories (it is used
 * first) they are not counted as the plan's, and the detail says the plan starts after them.
 */
export function planSummary(plan: UserPlan, today: string): PlanSummary {
  if (plan.status === 'trial') return trialSummary(plan, today);
  if (plan.status === 'paid') return paidSummary(plan, today);
  return endedSummary(plan);
}

/**
 * The day a locked story unlocks under the plan the parent has, or null when it needs a new
 * plan. Locked stories come in the order they unlock, one a day from `nextUnlockOn`.
 */
export function unlockDate(lockedIndex: number, plan: UserPlan): string | null {
  if (!plan.nextUnlockOn || lockedIndex >= plan.storiesRemaining) return null;
  return addOffset(plan.nextUnlockOn, { days: lockedIndex });
}

/** The caption of a locked card: 'Unlocks tomorrow', 'Unlocks 24 Nov', 'Unlock with a plan'. */
export function lockedCaption(unlocksOn: string | null, today: string): string {
  if (!unlocksOn) return t`Unlock with a plan`;
  const date = shortDate(unlocksOn);
  const day = dayOf(unlocksOn, today);
  if (day === 'today') return t`Unlocks today`;
  if (day === 'tomorrow') return t`Unlocks tomorrow`;
  return t`Unlocks ${date}`;
}

/** What tapping a locked story says. */
export function lockedMessage(unlocksOn: string, today: string): string {
  const date = shortDate(unlocksOn);
  const day = dayOf(unlocksOn, today);
  if (day === 'today') return t`This story unlocks today. A new story opens every day.`;
  if (day === 'tomorrow') return t`This story unlocks tomorrow. A new story opens every day.`;
  return t`This story unlocks on ${date}. A new story opens every day.`;
}

export interface Shelves {
  /** The newest unlocked story: today's when it came out today. */
  latest: Story | null;
  latestIsToday: boolean;
  unlocked: Story[];
  locked: Story[];
}

/** The library split for the page. The API sends the newest unlocked first, then the locked ones in order. */
export function shelves(stories: Story[], today: string): Shelves {
  const open = stories.filter((s) => !s.locked);
  const [latest = null, ...unlocked] = open;
  return {
    latest,
    latestIsToday: latest?.unlockedOn === today,
    unlocked,
    locked: stories.filter((s) => s.locked),
  };
}
