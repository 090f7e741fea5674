import { describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import { type Entitlement, nextUnlock, type Unlock, userPlan } from './plan-state';

const codes = ['a', 'b', 'c', 'd', 'e', 'f'];
const trial = (startsOn: string): Entitlement => ({ id: 'trial', kind: 'trial', plan: null, stories: 3, expiresOn: addOffset(startsOn, { days: 2 }) });
const paid = (id: string, plan: 'plan_7' | 'plan_30', stories: number): Entitlement => ({ id, kind: 'paid', plan, stories, expiresOn: null });

/** Opens the stories page once a day from `from` for `days` days, as the server does. */
function visitDaily(entitlements: Entitlement[], from: string, days: number, unlocks: Unlock[] = []) {
  for (let i = 0; i < days; i++) {
    const today = addOffset(from, { days: i });
    const next = nextUnlock({ entitlements, unlocks, today, libraryCodes: codes });
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
    expect(nextUnlock({ entitlements: [trial('2026-11-22')], unlocks, today: '2026-11-22', libraryCodes: codes })).toBeNull();
  });

  it('loses trial days not visited (the trial is three calendar days), but keeps what was unlocked', () => {
    const unlocks = visitDaily([trial('2026-11-22')], '2026-11-24', 3);
    expect(unlocks.map((u) => u.storyCode)).toEqual(['a']);
    expect(userPlan({ entitlements: [trial('2026-11-22')], unlocks, today: '2026-11-26', libraryCodes: codes })).toMatchObject({ status: 'ended', stories_unlocked: 1, stories_remaining: 0, next_unlock_on: null });
  });

  it('uses the trial first, then a bought plan, a story a day until the library runs out', () => {
    const ents = [trial('2026-11-22'), paid('p7', 'plan_7', 7)];
    const unlocks = visitDaily(ents, '2026-11-22', 10);
    expect(unlocks.map((u) => `${u.storyCode}:${u.entitlementId}`)).toEqual(['a:trial', 'b:trial', 'c:trial', 'd:p7', 'e:p7', 'f:p7']);
    // Three of the plan's seven are used; four remain for stories still to come.
    expect(userPlan({ entitlements: ents, unlocks, today: '2026-12-01', libraryCodes: codes })).toMatchObject({ status: 'paid', plan: 'plan_7', stories_remaining: 4, next_unlock_on: null, active_plans: ['plan_7'] });
  });

  it('ends a plan when its stories are used, and moves on to the next one bought', () => {
    const ents = [trial('2026-11-01'), paid('p1', 'plan_7', 2), paid('p2', 'plan_30', 30)];
    const unlocks = visitDaily(ents, '2026-11-10', 3);
    expect(unlocks.map((u) => u.entitlementId)).toEqual(['p1', 'p1', 'p2']);
    const plan = userPlan({ entitlements: ents, unlocks, today: '2026-11-12', libraryCodes: codes });
    expect(plan).toMatchObject({ status: 'paid', plan: 'plan_30', stories_remaining: 29, active_plans: ['plan_30'], next_unlock_on: '2026-11-13' });
  });
});

describe('the plan a parent sees', () => {
  it('in the trial: its last day, what is left, and tomorrow for the next story', () => {
    const ents = [trial('2026-11-22')];
    const unlocks = visitDaily(ents, '2026-11-22', 1);
    expect(userPlan({ entitlements: ents, unlocks, today: '2026-11-22', libraryCodes: codes })).toEqual({
      status: 'trial',
      plan: null,
      stories_total: 6,
      stories_unlocked: 1,
      stories_remaining: 2,
      expires_on: '2026-11-24',
      trial_ends_on: '2026-11-24',
      next_unlock_on: '2026-11-23',
      active_plans: [],
    });
  });

  it('after buying: the day the last story of the plan will unlock', () => {
    const ents = [trial('2026-11-01'), paid('p7', 'plan_7', 7)];
    const unlocks = visitDaily(ents, '2026-11-22', 1);
    expect(userPlan({ entitlements: ents, unlocks, today: '2026-11-22', libraryCodes: codes })).toMatchObject({ status: 'paid', stories_remaining: 6, expires_on: '2026-11-28', next_unlock_on: '2026-11-23' });
  });
});
