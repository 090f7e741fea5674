import { describe, expect, it } from 'vitest';
import { formatRupees, planUnavailableCode, planUnavailableReason, PLANS } from './stories';

describe('plans', () => {
  it('charges base price plus 18% GST in whole paise', () => {
    expect(PLANS.plan_7).toMatchObject({
      stories: 7,
      basePaise: 4900,
      gstPaise: 882,
      totalPaise: 5782,
      perStoryPaise: 700,
    });
    expect(PLANS.plan_30).toMatchObject({
      stories: 30,
      basePaise: 15000,
      gstPaise: 2700,
      totalPaise: 17700,
      perStoryPaise: 500,
    });
    expect(PLANS.plan_90).toMatchObject({
      stories: 90,
      basePaise: 36000,
      gstPaise: 6480,
      totalPaise: 42480,
      perStoryPaise: 400,
    });
  });

  it('shows rupees from paise', () => {
    expect(formatRupees(5782)).toBe('₹57.82');
    expect(formatRupees(4900)).toBe('₹49');
    expect(formatRupees(42480)).toBe('₹424.80');
    expect(formatRupees(882)).toBe('₹8.82');
    expect(formatRupees(12345600)).toBe('₹1,23,456');
  });

  it('says why a plan cannot be bought, as a code and in English', () => {
    expect(planUnavailableCode('plan_30', 30)).toBeNull();
    expect(planUnavailableReason('plan_30', 30)).toBeNull();
    expect(planUnavailableCode('plan_30', 12)).toBe('too_few_left');
    expect(planUnavailableReason('plan_30', 1)).toBe(
      'Only 1 story is left to unlock, fewer than this plan’s 30.',
    );
    expect(planUnavailableCode('plan_7', 0)).toBe('none_left');
    expect(planUnavailableReason('plan_7', 0)).toMatch(/^No stories are left to unlock/);
  });
});
