import { i18n } from '@lingui/core';
import { camelizeKeys } from '@tika/contract';
import { describe, expect, it } from 'vitest';
import type { StoriesResponse } from '../api/stories';
import { paidPlan, trialLibrary } from './stories-fixtures';
import {
  buyablePlans,
  ageText,
  lockedCaption,
  lockedMessage,
  planSummary,
  shelves,
  shortDate,
  unlockDate,
} from './story-rules';

const TODAY = '2025-11-22';
const library = (overrides = {}): StoriesResponse => camelizeKeys(trialLibrary(TODAY, overrides));

/** A plan with nothing left to unlock: no stories, no trial stories, no next date. */
const endedPlan = () => ({
  ...library().userPlan,
  status: 'ended' as const,
  storiesRemaining: 0,
  trialStoriesRemaining: 0,
  nextUnlockOn: null,
});

describe('story rules', () => {
  it('says days the way a parent would', () => {
    expect(lockedCaption('2025-11-22', TODAY)).toBe('Unlocks today');
    expect(lockedCaption('2025-11-23', TODAY)).toBe('Unlocks tomorrow');
    expect(shortDate('2025-11-24')).toBe('24 Nov');
    expect(shortDate('2026-01-03')).toBe('3 Jan');
  });

  it('writes short dates and age bands in Hindi too', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: {} });
    try {
      expect(shortDate('2026-12-04')).toBe('4 दिस॰');
    } finally {
      i18n.activate('en');
    }
    expect(ageText('Ages 1–4')).toBe('Ages 1–4');
    // Anything but the library's band is shown as it came.
    expect(ageText('For toddlers')).toBe('For toddlers');
  });

  it('sums up the trial with its last day and the next story', () => {
    expect(planSummary(library().userPlan, TODAY)).toEqual({
      title: 'Free trial · ends 24 Nov',
      detail: 'Next story tomorrow',
      ended: false,
      action: 'plans',
    });
    expect(planSummary(library({ next_unlock_on: null }).userPlan, '2025-11-24')).toMatchObject({
      title: 'Free trial · ends today',
      detail: 'See the plans for more stories',
    });
  });

  it("counts a plan bought in the trial by its own stories, and says it starts after the trial's", () => {
    const plan = camelizeKeys(paidPlan(TODAY));
    // Nine stories to come: two from the trial, then the plan's seven.
    expect(planSummary(plan, TODAY)).toEqual({
      title: '7-story plan · 7 stories left',
      detail: 'Starts after 2 more free trial stories',
      ended: false,
      action: 'plans',
    });
    expect(
      planSummary({ ...plan, storiesRemaining: 8, trialStoriesRemaining: 1 }, '2025-11-23').detail,
    ).toBe('Starts after 1 more free trial story');
  });

  it('sums up a bought plan with the stories left and the next one', () => {
    const later = {
      ...camelizeKeys(paidPlan(TODAY)),
      storiesRemaining: 12,
      trialStoriesRemaining: 0,
      plan: 'plan_30' as const,
      activePlans: ['plan_30' as const],
    };
    expect(planSummary(later, '2025-12-01')).toEqual({
      title: '30-story plan · 12 stories left',
      detail: 'Next story on 23 Nov',
      ended: false,
      action: 'plans',
    });
    expect(planSummary({ ...later, storiesRemaining: 1 }, '2025-12-01').title).toBe(
      '30-story plan · 1 story left',
    );
    expect(planSummary({ ...later, activePlans: ['plan_7', 'plan_30'] }, '2025-12-01').title).toBe(
      '2 plans · 12 stories left',
    );
  });

  it('asks for a plan once nothing more will unlock, priced from the cheapest plan that can be bought', () => {
    const ended = { ...endedPlan(), storiesUnlocked: 3 };
    expect(planSummary(ended, TODAY)).toEqual({
      title: 'Trial over — choose a plan',
      detail: 'Plans from ₹4 a story',
      ended: true,
      action: 'choose',
    });
    expect(planSummary({ ...ended, storiesUnlocked: 10 }, TODAY).title).toBe(
      'Plan finished — choose a plan',
    );
    // Only the 7-story plan fits in what is left.
    expect(planSummary({ ...ended, storiesAvailableToBuy: 12 }, TODAY).detail).toBe(
      'Plans from ₹7 a story',
    );
  });

  it('offers no plan when none fits in what is left, and says when more can come', () => {
    const ended = { ...endedPlan(), storiesTotal: 15 };
    expect(planSummary({ ...ended, storiesUnlocked: 10, storiesAvailableToBuy: 5 }, TODAY)).toEqual(
      {
        title: 'Plan finished',
        detail: 'New plans open when more stories are added',
        ended: true,
        action: 'plans',
      },
    );
    expect(
      planSummary({ ...ended, storiesUnlocked: 15, storiesAvailableToBuy: 0 }, TODAY).title,
    ).toBe('You have every story');
    expect(buyablePlans({ ...ended, storiesAvailableToBuy: 30 })).toEqual(['plan_7', 'plan_30']);
  });

  it('dates each locked story one day apart while the plan covers it', () => {
    const plan = library().userPlan;
    expect(unlockDate(0, plan)).toBe('2025-11-23');
    expect(unlockDate(1, plan)).toBe('2025-11-24');
    expect(unlockDate(2, plan)).toBeNull();
    expect(unlockDate(0, { ...plan, nextUnlockOn: null })).toBeNull();
    expect(lockedCaption('2025-11-23', TODAY)).toBe('Unlocks tomorrow');
    expect(lockedCaption('2025-11-24', TODAY)).toBe('Unlocks 24 Nov');
    expect(lockedCaption(null, TODAY)).toBe('Unlock with a plan');
    expect(lockedMessage('2025-11-24', TODAY)).toBe(
      'This story unlocks on 24 Nov. A new story opens every day.',
    );
  });

  it("puts today's story first, then the other unlocked ones, then the locked ones", () => {
    const { latest, latestIsToday, unlocked, locked } = shelves(library().stories, TODAY);
    expect(latest?.storyCode).toBe('carrot-train');
    expect(latestIsToday).toBe(true);
    expect(unlocked.map((s) => s.storyCode)).toEqual(['dal-river-boat']);
    expect(locked.map((s) => s.storyCode)).toEqual([
      'idli-rolls-away',
      'pumpkin-bus',
      'rainbow-poha',
    ]);
    expect(shelves(library().stories, '2025-11-23').latestIsToday).toBe(false);
    expect(shelves([], TODAY).latest).toBeNull();
  });
});
