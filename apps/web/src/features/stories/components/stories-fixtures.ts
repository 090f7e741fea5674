import {
  addOffset,
  type StoriesResponseWire,
  type StoryWire,
  type UserPlanWire,
} from '@tika/contract';
import { slideWire, storyWire as viewerStoryWire } from './viewer/story-fixtures';

/** Test data for the stories page: the library and plan as the API sends them (snake_case). */

/** A library story as the stories page tests want it: titled, and locked when it has no unlock date. */
export function storyWire(code: string, title: string, unlockedOn: string | null): StoryWire {
  const locked = unlockedOn === null;
  const slide = (name: string) => slideWire(code, name, { title: name, title_hi: `${name} हिंदी` });
  return viewerStoryWire(code, {
    title_en: title,
    title_hi: `${title} (हिंदी)`,
    cover_title: title,
    locked,
    unlocked_on: unlockedOn,
    meta_slides: locked ? [] : [slide('plate')],
    stories_slides: locked ? [] : [slide('one'), slide('two')],
  });
}

/** Day one of a trial that started today: today's story out, two more to come in the trial. */
export function trialLibrary(today: string, plan: Partial<UserPlanWire> = {}): StoriesResponseWire {
  const trialEnds = addOffset(today, { days: 2 });
  return {
    stories: [
      storyWire('carrot-train', 'The Carrot Train', today),
      storyWire(
        'dal-river-boat',
        'The Little Boat on the Dal River',
        addOffset(today, { days: -1 }),
      ),
      storyWire('idli-rolls-away', 'The Idli That Rolled Away', null),
      storyWire('pumpkin-bus', 'The Pumpkin Bus', null),
      storyWire('rainbow-poha', 'Rainbow Poha', null),
    ],
    user_plan: {
      status: 'trial',
      plan: null,
      stories_total: 5,
      stories_unlocked: 2,
      stories_remaining: 2,
      trial_stories_remaining: 2,
      // The page shows five stories; the library is bigger, so every plan can be bought.
      stories_available_to_buy: 120,
      expires_on: trialEnds,
      trial_ends_on: trialEnds,
      next_unlock_on: addOffset(today, { days: 1 }),
      active_plans: [],
      next_plan_starts_on: addOffset(today, { days: 3 }),
      ...plan,
    },
  };
}

/** The plan after buying the 7-story plan on the trial's first day: two trial stories, then seven. */
export function paidPlan(today: string): UserPlanWire {
  const trialEnds = addOffset(today, { days: 2 });
  return {
    status: 'paid',
    plan: 'plan_7',
    stories_total: 5,
    stories_unlocked: 2,
    stories_remaining: 9,
    trial_stories_remaining: 2,
    stories_available_to_buy: 113,
    expires_on: addOffset(today, { days: 9 }),
    trial_ends_on: trialEnds,
    next_unlock_on: addOffset(today, { days: 1 }),
    active_plans: ['plan_7'],
    next_plan_starts_on: addOffset(today, { days: 10 }),
  };
}
