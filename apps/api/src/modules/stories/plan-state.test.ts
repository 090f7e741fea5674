import { describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import { type Entitlement, nextUnlock, type Unlock, userPlan } from './plan-state';

const codes = ['a', 'b', 'c', 'd', 'e', 'f'];
/** A library big enough that no plan runs out of stories. */
const many = Array.from({ length: 60 }, (_, i) => `s${String(i).padStart(2, '0')}`);
const trial = (startsOn: string): Entitlement => ({
  id: 'trial',
  kind: 'trial',
  plan: null,
  stories: 3,
  expiresOn: addOffset(startsOn, { days: 2 }),
});
const paid = (id: string, plan: 'plan_7' | 'plan_30', stories: number): Entitlement => ({
  id,
  kind: 'paid',
  plan,
  stories,
  expiresOn: null,
});

/** Opens the stories page once a day from `from` for `days` days, as the server does. */
function visitDaily(
  entitlements: Entitlement[],
  from: string,
  days: number,
  unlocks: Unlock[] = [],
  libraryCodes = codes,
) {
  for (let i = 0; i < days; i++) {
    const today = addOffset(from, { days: i });
    const next = nextUnlock({ entitlements, unlocks, today, libraryCodes });
    if (next) unlocks.push(next);
  }
  return unlocks;
}

describe('unlocking stories', () => {
  it('gives the trial one story a day for three days, then stops', () => {
    const unlocks = visitDaily([trial('2026-11-22')], '2026-11-22', 5);
    expect(unlocks.map((u) => [u.storyCode, u.unlockedOn])).toEqual([
      ['a', '2026-11-22'],
      ['b', '2026-11-23'],
      ['c', '2026-11-24'],
    ]);
  });

  it('does not unlock twice on one day', () => {
    const unlocks = visitDaily([trial('2026-11-22')], '2026-11-22', 1);
    expect(
      nextUnlock({
        entitlements: [trial('2026-11-22')],
        unlocks,
        today: '2026-11-22',
        libraryCodes: codes,
      }),
    ).toBeNull();
  });

  it('loses trial days not visited (the trial is three calendar days), but keeps what was unlocked', () => {
    const unlocks = visitDaily([trial('2026-11-22')], '2026-11-24', 3);
    expect(unlocks.map((u) => u.storyCode)).toEqual(['a']);
    expect(
      userPlan({
        entitlements: [trial('2026-11-22')],
        unlocks,
        today: '2026-11-26',
        libraryCodes: codes,
      }),
    ).toMatchObject({
      status: 'ended',
      stories_unlocked: 1,
      stories_remaining: 0,
      next_unlock_on: null,
    });
  });

  it('uses the trial first, then a bought plan, a story a day until the library runs out', () => {
    const ents = [trial('2026-11-22'), paid('p7', 'plan_7', 7)];
    const unlocks = visitDaily(ents, '2026-11-22', 10);
    expect(unlocks.map((u) => `${u.storyCode}:${u.entitlementId}`)).toEqual([
      'a:trial',
      'b:trial',
      'c:trial',
      'd:p7',
      'e:p7',
      'f:p7',
    ]);
    // Three of the plan's seven are used and nothing is left to unlock: the plan has ended.
    expect(
      userPlan({ entitlements: ents, unlocks, today: '2026-12-01', libraryCodes: codes }),
    ).toMatchObject({
      status: 'ended',
      plan: null,
      stories_remaining: 0,
      next_unlock_on: null,
      active_plans: [],
      stories_available_to_buy: 0,
    });
  });

  it('picks an unfinished plan up again, first, when new stories are added', () => {
    const ents = [trial('2026-11-22'), paid('p7', 'plan_7', 7)];
    const unlocks = visitDaily(ents, '2026-11-22', 10);
    const grown = [...codes, 'g', 'h', 'i', 'j', 'k', 'l'];
    // Four of the plan's stories were owed: they come before anything new can be sold.
    expect(
      userPlan({ entitlements: ents, unlocks, today: '2026-12-02', libraryCodes: grown }),
    ).toMatchObject({
      status: 'paid',
      plan: 'plan_7',
      stories_remaining: 4,
      stories_available_to_buy: 2,
      next_unlock_on: '2026-12-02',
    });
    visitDaily(ents, '2026-12-02', 10, unlocks, grown);
    expect(unlocks.slice(6).map((u) => `${u.storyCode}:${u.entitlementId}`)).toEqual([
      'g:p7',
      'h:p7',
      'i:p7',
      'j:p7',
    ]);
  });

  it('ends a plan when its stories are used, and moves on to the next one bought', () => {
    const ents = [trial('2026-11-01'), paid('p1', 'plan_7', 2), paid('p2', 'plan_30', 30)];
    const unlocks = visitDaily(ents, '2026-11-10', 3, [], many);
    expect(unlocks.map((u) => u.entitlementId)).toEqual(['p1', 'p1', 'p2']);
    const plan = userPlan({ entitlements: ents, unlocks, today: '2026-11-12', libraryCodes: many });
    expect(plan).toMatchObject({
      status: 'paid',
      plan: 'plan_30',
      stories_remaining: 29,
      active_plans: ['plan_30'],
      next_unlock_on: '2026-11-13',
      stories_available_to_buy: 60 - 3 - 29,
    });
  });
});

describe('what a plan can promise', () => {
  it('never counts more remaining than the library has left to unlock', () => {
    const ents = [trial('2026-11-22'), paid('p30', 'plan_30', 30)];
    const unlocks = visitDaily(ents, '2026-11-22', 1);
    // Five stories are still locked: the trial gives two of them, the plan the other three.
    expect(
      userPlan({ entitlements: ents, unlocks, today: '2026-11-22', libraryCodes: codes }),
    ).toMatchObject({
      status: 'paid',
      stories_remaining: 5,
      trial_stories_remaining: 2,
      stories_available_to_buy: 0,
      expires_on: '2026-11-27',
    });
  });

  it('leaves for a new plan what neither the trial nor the plans bought will unlock', () => {
    const ents = [trial('2026-11-22')];
    const unlocks = visitDaily(ents, '2026-11-22', 1, [], many);
    expect(
      userPlan({ entitlements: ents, unlocks, today: '2026-11-22', libraryCodes: many })
        .stories_available_to_buy,
    ).toBe(60 - 1 - 2);
    // A trial day not visited is lost, and its story is free for a plan again.
    expect(
      userPlan({ entitlements: ents, unlocks, today: '2026-11-24', libraryCodes: many })
        .stories_available_to_buy,
    ).toBe(60 - 1 - 1);
  });
});

describe('the plan a parent sees', () => {
  it('in the trial: its last day, what is left, and tomorrow for the next story', () => {
    const ents = [trial('2026-11-22')];
    const unlocks = visitDaily(ents, '2026-11-22', 1);
    expect(
      userPlan({ entitlements: ents, unlocks, today: '2026-11-22', libraryCodes: codes }),
    ).toEqual({
      status: 'trial',
      plan: null,
      stories_total: 6,
      stories_unlocked: 1,
      stories_remaining: 2,
      trial_stories_remaining: 2,
      stories_available_to_buy: 3,
      expires_on: '2026-11-24',
      trial_ends_on: '2026-11-24',
      next_unlock_on: '2026-11-23',
      active_plans: [],
      next_plan_starts_on: '2026-11-25',
    });
  });

  it('after buying: the day the last story of the plan will unlock, and a next plan would start', () => {
    const ents = [trial('2026-11-01'), paid('p7', 'plan_7', 7)];
    const unlocks = visitDaily(ents, '2026-11-22', 1, [], many);
    expect(
      userPlan({ entitlements: ents, unlocks, today: '2026-11-22', libraryCodes: many }),
    ).toMatchObject({
      status: 'paid',
      stories_remaining: 6,
      trial_stories_remaining: 0,
      expires_on: '2026-11-28',
      next_unlock_on: '2026-11-23',
      next_plan_starts_on: '2026-11-29',
    });
  });
});
