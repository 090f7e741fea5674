import { describe, expect, it } from 'vitest';
import { adjustedLength, lmsAt, percentileOf, valueAtZ, zScore } from '@tika/contract';
import { WHO_TABLES } from './who-tables';

/**
 * Reference values computed independently (Python, straight from the published tab-separated
 * tables in docs/reference/who-growth-standards) for the rows named.
 */
const REFERENCE = [
  {
    table: 'weightForAge',
    sex: 'boy',
    index: 365,
    y: 9.6,
    restricted: true,
    lms: [0.0645, 9.646, 0.10925],
    z: -0.043748,
  },
  {
    table: 'weightForAge',
    sex: 'girl',
    index: 100,
    y: 4.2,
    restricted: true,
    lms: [0.0264, 6.0229, 0.12545],
    z: -2.8599,
  },
  {
    table: 'weightForAge',
    sex: 'boy',
    index: 730,
    y: 20.0,
    restricted: true,
    lms: [-0.0136, 12.1482, 0.11425],
    z: 4.547195,
  },
  {
    table: 'weightForAge',
    sex: 'girl',
    index: 1500,
    y: 9.0,
    restricted: true,
    lms: [-0.3378, 16.302, 0.13991],
    z: -4.369216,
  },
  {
    table: 'lengthForAge',
    sex: 'boy',
    index: 200,
    y: 66.0,
    restricted: false,
    lms: [1, 68.5198, 0.03149],
    z: -1.167824,
  },
  {
    table: 'lengthForAge',
    sex: 'girl',
    index: 1000,
    y: 95.5,
    restricted: false,
    lms: [1, 92.8178, 0.03949],
    z: 0.731767,
  },
  {
    table: 'weightForLength',
    sex: 'boy',
    index: 75.3,
    y: 9.8,
    restricted: true,
    lms: [-0.3521, 9.5639, 0.08299],
    z: 0.292594,
  },
  {
    table: 'bmiForAge',
    sex: 'girl',
    index: 900,
    y: 16.1,
    restricted: true,
    lms: [-0.5684, 15.5382, 0.08443],
    z: 0.416459,
  },
] as const;

describe('WHO growth standards', () => {
  it.each(REFERENCE)(
    '$table $sex at $index: $y → z $z',
    ({ table, sex, index, y, restricted, lms, z }) => {
      const row = lmsAt(WHO_TABLES[table], sex, index)!;
      row.forEach((value, i) => expect(value).toBeCloseTo(lms[i]!, 6));
      expect(zScore(y, row, restricted)).toBeCloseTo(z, 5);
    },
  );

  it('uses the restricted formula only when asked (weight-based indicators)', () => {
    const row = lmsAt(WHO_TABLES.weightForAge, 'boy', 730)!;
    expect(zScore(20, row, false)).not.toBeCloseTo(zScore(20, row, true), 2);
  });

  it('interpolates between 0.1 cm rows of weight-for-length', () => {
    const a = lmsAt(WHO_TABLES.weightForLength, 'girl', 80.0)!;
    const b = lmsAt(WHO_TABLES.weightForLength, 'girl', 80.1)!;
    const mid = lmsAt(WHO_TABLES.weightForLength, 'girl', 80.05)!;
    expect(mid[1]).toBeCloseTo((a[1] + b[1]) / 2, 6);
    expect(lmsAt(WHO_TABLES.weightForLength, 'girl', 44.9)).toBeNull();
    expect(lmsAt(WHO_TABLES.weightForLength, 'girl', 110.1)).toBeNull();
  });

  it('covers birth to 1826 days for age-based tables, both sexes', () => {
    for (const table of [
      WHO_TABLES.weightForAge,
      WHO_TABLES.lengthForAge,
      WHO_TABLES.headForAge,
      WHO_TABLES.bmiForAge,
    ]) {
      expect(table.boys).toHaveLength(1827);
      expect(table.girls).toHaveLength(1827);
    }
    expect(lmsAt(WHO_TABLES.weightForAge, 'boy', 1827)).toBeNull();
  });

  it('turns z into percentiles and back into curve values', () => {
    expect(percentileOf(0)).toBeCloseTo(50, 5);
    expect(percentileOf(-1.880794)).toBeCloseTo(3, 3);
    expect(percentileOf(1.036433)).toBeCloseTo(85, 3);
    const row = lmsAt(WHO_TABLES.weightForAge, 'girl', 365)!;
    expect(zScore(valueAtZ(row, 1.5), row, true)).toBeCloseTo(1.5, 9);
    expect(valueAtZ(row, 0)).toBeCloseTo(row[1], 9);
  });

  it('adjusts length by 0.7 cm for the other measuring position', () => {
    expect(adjustedLength(80, 600, 'standing')).toBeCloseTo(80.7);
    expect(adjustedLength(90, 800, 'lying')).toBeCloseTo(89.3);
    expect(adjustedLength(80, 600, 'lying')).toBe(80);
  });
});
