import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH } from '@tika/contract';
import type { CurvePoint, GrowthEntry } from '../api/growth';
import {
  ageDomain,
  buildGrowthChart,
  CHART_SIZE,
  type ChildPoint,
  childPoints,
  spreadLabels,
} from './growth-chart-model';

const noWho = { weightForAge: null, lengthForAge: null, weightForLength: null, bmiForAge: null };
const entry = (
  ageDays: number,
  weight: number | null,
  height: number | null,
  percentile: number | null = null,
  over: Partial<GrowthEntry> = {},
): GrowthEntry => ({
  id: String(ageDays),
  addedBy: null,
  recordDate: '2025-01-01',
  weight,
  height,
  heightFeetInches: null,
  measured: null,
  ageDays,
  correctedAgeDays: null,
  whoHeight: height,
  who: {
    ...noWho,
    weightForAge: percentile === null ? null : { z: 0, percentile },
    lengthForAge: null,
  },
  whoFlags: { weightForAge: false, lengthForAge: false, weightForLength: false, bmiForAge: false },
  ...over,
});
const point = (ageMonths: number, value: number): ChildPoint => ({
  ageMonths,
  value,
  date: '2025-01-01',
  ageDays: Math.round(ageMonths * DAYS_PER_MONTH),
  corrected: false,
  percentile: null,
});
/** A made-up, steadily rising set of curves 0–60 months. */
const curves: CurvePoint[] = Array.from({ length: 61 }, (_, m) => ({
  ageMonths: m,
  p3: 3 + m * 0.2,
  p15: 3.5 + m * 0.22,
  p50: 4 + m * 0.25,
  p85: 4.5 + m * 0.28,
  p97: 5 + m * 0.3,
}));

describe('the child’s points', () => {
  it('keeps one measure, oldest first, with age in months and the percentile', () => {
    const points = childPoints(
      [entry(365, 9.6, 75.7, 48.3), entry(30, null, 54), entry(0, 3.3, null)],
      'weight',
    );
    expect(points.map((p) => p.value)).toEqual([3.3, 9.6]);
    expect(points[1]!.ageMonths).toBeCloseTo(365 / 30.4375);
    expect(points[1]!.percentile).toBe(48.3);
    expect(childPoints([entry(30, null, 54)], 'height').map((p) => p.value)).toEqual([54]);
  });

  it('plots what the percentile uses: the corrected age, and the height as WHO takes it', () => {
    const [corrected] = childPoints([entry(90, 3.9, null, 23, { correctedAgeDays: 34 })], 'weight');
    expect(corrected).toMatchObject({ ageDays: 34, corrected: true, value: 3.9, percentile: 23 });
    expect(corrected!.ageMonths).toBeCloseTo(34 / DAYS_PER_MONTH);
    // Measured standing at 600 days: 80.3 cm as entered, 81 cm as WHO compares it.
    const [standing] = childPoints(
      [entry(600, null, 80.3, null, { measured: 'standing', whoHeight: 81 })],
      'height',
    );
    expect(standing!.value).toBe(81);
  });

  it('leaves out measurements before the due date and values to check', () => {
    expect(childPoints([entry(0, 1.6, null, null, { correctedAgeDays: -56 })], 'weight')).toEqual(
      [],
    );
    const flags = {
      weightForAge: true,
      lengthForAge: false,
      weightForLength: true,
      bmiForAge: false,
    };
    const flagged = entry(900, 20, 85, null, { whoFlags: flags });
    expect(childPoints([flagged], 'weight')).toEqual([]);
    expect(childPoints([flagged], 'height').map((p) => p.value)).toEqual([85]);
  });
});

describe('the age axis', () => {
  it('zooms to the smallest window that holds the child’s ages', () => {
    expect(ageDomain([point(0, 3), point(4.5, 6)], true)).toEqual({ domain: [0, 6], step: 1 });
    expect(ageDomain([point(7, 8)], true)).toEqual({ domain: [0, 12], step: 2 });
    expect(ageDomain([point(30, 13)], true)).toEqual({ domain: [0, 36], step: 6 });
    expect(ageDomain([point(59.9, 18)], true)).toEqual({ domain: [0, 60], step: 12 });
    expect(ageDomain([], true)).toEqual({ domain: [0, 6], step: 1 });
  });
  it('spans the measured years past the WHO standards', () => {
    expect(ageDomain([point(70, 20), point(95, 25)], false)).toEqual({
      domain: [60, 96],
      step: 12,
    });
    expect(ageDomain([point(84, 22)], false)).toEqual({ domain: [78, 90], step: 6 });
  });
  it('spans the measured years past five, over the 5–19 reference curves too', () => {
    expect(ageDomain([point(70, 20), point(95, 25)], true)).toEqual({
      domain: [60, 96],
      step: 12,
    });
  });
});

describe('percentile labels', () => {
  it('stay apart and inside the plot', () => {
    expect(spreadLabels([10, 40, 80], 11, 0, 100)).toEqual([10, 40, 80]);
    expect(spreadLabels([50, 52, 55, 90, 91], 11, 0, 100)).toEqual([50, 61, 72, 89, 100]);
    expect(spreadLabels([90, 95, 99], 11, 0, 100)).toEqual([78, 89, 100]);
  });
});

describe('buildGrowthChart', () => {
  const points = [point(1, 4.4), point(4, 6.2), point(7, 7.9)];

  it('draws the band, five labelled curves and the child’s line with a dot each', () => {
    const chart = buildGrowthChart(curves, points);
    expect(chart.band).toMatch(/^M/);
    expect(chart.curves.map((c) => c.percentile)).toEqual([3, 15, 50, 85, 97]);
    expect(chart.curves.every((c) => c.path.startsWith('M'))).toBe(true);
    expect(chart.line).toMatch(/^M/);
    expect(chart.dots).toHaveLength(3);
    // Labels sit in order, 97th at the top, never closer than 11 units.
    const ys = chart.curves.map((c) => c.labelY);
    for (let i = 1; i < ys.length; i++)
      expect(ys[i - 1]! - ys[i]!).toBeGreaterThanOrEqual(11 - 1e-9);
  });

  it('maps ages and values into the plot, older to the right and heavier higher', () => {
    const chart = buildGrowthChart(curves, points);
    const [a, b] = chart.dots;
    expect(b!.cx).toBeGreaterThan(a!.cx);
    expect(b!.cy).toBeLessThan(a!.cy);
    for (const d of chart.dots) {
      expect(d.cx).toBeGreaterThanOrEqual(chart.plot.left);
      expect(d.cx).toBeLessThanOrEqual(chart.plot.right);
      expect(d.cy).toBeGreaterThanOrEqual(chart.plot.top);
      expect(d.cy).toBeLessThanOrEqual(chart.plot.bottom);
    }
    expect(chart.plot.right).toBeLessThan(CHART_SIZE.width);
  });

  it('ticks every two months over the first year, and values inside the plot', () => {
    const chart = buildGrowthChart(curves, points);
    expect(chart.xTicks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(chart.xTicks[0]!.position).toBe(chart.plot.left);
    expect(chart.xTicks[6]!.position).toBe(chart.plot.right);
    expect(chart.yTicks.map((t) => t.value)).toEqual([3, 4, 5, 6, 7, 8]);
    for (const t of chart.yTicks) {
      expect(t.position).toBeGreaterThan(chart.plot.top);
      expect(t.position).toBeLessThan(chart.plot.bottom);
    }
    // The 3rd percentile at birth and the 97th at 12 months (3 and 8.6) sit just inside the plot.
    const labels = chart.curves.map((c) => c.labelY);
    expect(Math.min(...labels)).toBeGreaterThanOrEqual(chart.plot.top);
  });

  it('draws the part of the curves the years measured cover, past five years', () => {
    const long: CurvePoint[] = Array.from({ length: 121 }, (_, m) => ({
      ageMonths: m,
      p3: 3 + m * 0.2,
      p15: 3.5 + m * 0.22,
      p50: 4 + m * 0.25,
      p85: 4.5 + m * 0.28,
      p97: 5 + m * 0.3,
    }));
    const chart = buildGrowthChart(long, [point(98, 25)]);
    expect(chart.curves).toHaveLength(5);
    expect(chart.xTicks[0]!.value).toBeGreaterThan(60);
    // Past the weight curves' end (10 years), the weights are drawn alone.
    expect(buildGrowthChart(long, [point(150, 40)]).curves).toEqual([]);
  });

  it('draws the measurements alone without curves, and one point without a line', () => {
    const chart = buildGrowthChart(null, [point(80, 22)]);
    expect(chart.band).toBeNull();
    expect(chart.curves).toEqual([]);
    expect(chart.line).toBeNull();
    expect(chart.dots).toHaveLength(1);
    expect(chart.yTicks.length).toBeGreaterThan(1);
  });
});
