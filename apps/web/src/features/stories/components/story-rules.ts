import {
  addOffset,
  daysBetween,
  formatRupees,
  PLAN_IDS,
  PLANS,
  type PlanId,
  TRIAL_DAYS,
} from '@tika/contract';
import type { Story, UserPlan } from '../api/stories';

/** What the stories page says about plans and unlocks. Pure, so it is tested without a page. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '24 Nov' — the year goes without saying for days this close. */
export function shortDate(iso: string): string {
  const [, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]}`;
}

/** 'today', 'tomorrow' or '24 Nov', counted on the parent's calendar. */
export function dayText(iso: string, today: string): string {
  const days = daysBetween(today, iso);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return shortDate(iso);
}

/** The same with "on" where a date needs it: 'unlocks tomorrow', 'unlocks on 24 Nov'. */
const whenText = (iso: string, today: string) => {
  const text = dayText(iso, today);
  return text === 'today' || text === 'tomorrow' ? text : `on ${text}`;
};

export const planName = (plan: PlanId) => `${PLANS[plan].stories}-story plan`;

const storiesLeft = (n: number) => `${n} ${n === 1 ? 'story' : 'stories'} left`;

/** Plans that fit in what is left to unlock: a plan never sells more stories than that. */
export const buyablePlans = (plan: UserPlan): PlanId[] =>
  PLAN_IDS.filter((id) => PLANS[id].stories <= plan.storiesAvailableToBuy);

export interface PlanSummary {
  title: string;
  detail: string;
  /** Nothing more will unlock: the page nudges towards the plans. */
  ended: boolean;
  /** The chip's call to action: 'Choose' when a plan can be bought now. */
  action: 'Choose' | 'Plans';
}

/**
 * The plan chip: "Free trial · ends 24 Nov", "30-story plan · 12 stories left", "Trial over —
 * choose a plan". Counts are the plan's own: while the trial still gives stories (it is used
 * first) they are not counted as the plan's, and the detail says the plan starts after them.
 */
export function planSummary(plan: UserPlan, today: string): PlanSummary {
  const next = plan.nextUnlockOn ? `Next story ${whenText(plan.nextUnlockOn, today)}` : null;
  if (plan.status === 'trial') {
    return {
      title: `Free trial · ends ${dayText(plan.trialEndsOn, today)}`,
      detail: next ?? 'See the plans for more stories',
      ended: false,
      action: 'Plans',
    };
  }
  if (plan.status === 'paid') {
    const name =
      plan.activePlans.length > 1
        ? `${plan.activePlans.length} plans`
        : plan.plan
          ? planName(plan.plan)
          : 'Your plan';
    const trialFirst = plan.trialStoriesRemaining;
    const detail =
      trialFirst > 0
        ? `Starts after ${trialFirst} more free trial ${trialFirst === 1 ? 'story' : 'stories'}`
        : (next ?? 'See the plans');
    return {
      title: `${name} · ${storiesLeft(plan.storiesRemaining - trialFirst)}`,
      detail,
      ended: false,
      action: 'Plans',
    };
  }
  // The trial unlocks at most TRIAL_DAYS stories; more than that means a bought plan ran out.
  const hadPlan = plan.storiesUnlocked > TRIAL_DAYS;
  const buyable = buyablePlans(plan);
  if (buyable.length === 0) {
    const title =
      plan.storiesUnlocked >= plan.storiesTotal
        ? 'You have every story'
        : hadPlan
          ? 'Plan finished'
          : 'Trial over';
    return {
      title,
      detail: 'New plans open when more stories are added',
      ended: true,
      action: 'Plans',
    };
  }
  const lowest = Math.min(...buyable.map((id) => PLANS[id].perStoryPaise));
  return {
    title: hadPlan ? 'Plan finished — choose a plan' : 'Trial over — choose a plan',
    detail: `Plans from ${formatRupees(lowest)} a story`,
    ended: true,
    action: 'Choose',
  };
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
  if (!unlocksOn) return 'Unlock with a plan';
  const text = dayText(unlocksOn, today);
  return `Unlocks ${text}`;
}

/** What tapping a locked story says. */
export function lockedMessage(unlocksOn: string, today: string): string {
  return `This story unlocks ${whenText(unlocksOn, today)}. A new story opens every day.`;
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
