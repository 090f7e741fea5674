import { describe, expect, it } from 'vitest';
import { addGrowthBody, growthCurvesKey, growthKey, growthRecordsKey } from './growth';

describe('growth requests (docs/api.md)', () => {
  it('sends numbers and the YYYY-MM-DD date, leaving out a measure not taken', () => {
    expect(addGrowthBody({ childId: 'c1', recordDate: '2026-01-03', weight: 8.4 })).toEqual({
      child_id: 'c1',
      weight: 8.4,
      record_date: '2026-01-03',
    });
    expect(
      addGrowthBody({ childId: 'c1', recordDate: '2026-01-03', height: 72.5, weight: 8.4 }),
    ).toEqual({ child_id: 'c1', height: 72.5, weight: 8.4, record_date: '2026-01-03' });
    // The measuring position goes with a height, never alone.
    expect(
      addGrowthBody({
        childId: 'c1',
        recordDate: '2026-01-03',
        height: 80.3,
        measured: 'standing',
      }),
    ).toEqual({ child_id: 'c1', height: 80.3, measured: 'standing', record_date: '2026-01-03' });
    expect(
      addGrowthBody({ childId: 'c1', recordDate: '2026-01-03', weight: 8.4, measured: 'lying' }),
    ).toEqual({ child_id: 'c1', weight: 8.4, record_date: '2026-01-03' });
  });

  it('keeps every growth query under one key per child', () => {
    expect(growthRecordsKey('c1').slice(0, 2)).toEqual(growthKey('c1'));
    expect(growthCurvesKey('c1', 'height').slice(0, 2)).toEqual(['growth', 'c1']);
  });
});
