import { scaleLinear } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { CHART_PERCENTILES, DAYS_PER_MONTH } from '@tika/contract';
import type { CurvePoint, GrowthEntry, GrowthIndicator } from '../api/growth';

/* The growth chart's geometry, apart from React so it can be tested: scales, paths, ticks
   and label positions in a fixed 340×264 view box that the SVG scales to its card. */

export const CHART_SIZE = { width: 340, height: 264 } as const;
const MARGIN = { top: 24, right: 32, bottom: 38, left: 34 } as const;
/** The least vertical distance between two percentile labels at the right. */
const LABEL_GAP = 11;

export interface ChildPoint {
  /** The age WHO compares at, in months: corrected for a baby born early, until two. */
  ageMonths: number;
  value: number;
  date: string;
  ageDays: number;
  /** Whether the age is counted from the due date. */
  corrected: boolean;
  /** The WHO percentile for age, when there is one. */
  percentile: number | null;
}

/**
 * The child's measurements of one kind as the percentiles use them, youngest first: at the
 * age WHO compares (the corrected age of a baby born early), heights as WHO takes them (0.7 cm
 * adjusted for the other position). Left out: measurements before the due date, which WHO's
 * charts do not cover, and values flagged as implausible, which are to be checked, not drawn.
 */
export function childPoints(
  records: readonly GrowthEntry[],
  indicator: GrowthIndicator,
): ChildPoint[] {
  return records
    .flatMap((r) => {
      const value = indicator === 'weight' ? r.weight : (r.whoHeight ?? r.height);
      const flagged = indicator === 'weight' ? r.whoFlags.weightForAge : r.whoFlags.lengthForAge;
      const ageDays = r.correctedAgeDays ?? r.ageDays;
      if (value === null || flagged || ageDays < 0) return [];
      const who = indicator === 'weight' ? r.who.weightForAge : r.who.lengthForAge;
      return [
        {
          ageMonths: ageDays / DAYS_PER_MONTH,
          value,
          date: r.recordDate,
          ageDays,
          corrected: r.correctedAgeDays !== null,
          percentile: who?.percentile ?? null,
        },
      ];
    })
    .sort((a, b) => a.ageMonths - b.ageMonths);
}

/** Age windows the chart zooms to, so a baby's first months are not squeezed into a corner. */
const WINDOWS = [
  { months: 6, step: 1 },
  { months: 12, step: 2 },
  { months: 24, step: 4 },
  { months: 36, step: 6 },
  { months: 48, step: 12 },
  { months: 60, step: 12 },
] as const;

/** The x range in months and the spacing of its ticks. */
export function ageDomain(
  points: readonly ChildPoint[],
  withCurves: boolean,
): { domain: [number, number]; step: number } {
  const ages = points.map((p) => p.ageMonths);
  const oldest = ages.length ? Math.max(...ages) : 0;
  const window = WINDOWS.find((w) => oldest <= w.months);
  if (withCurves && window) return { domain: [0, window.months], step: window.step };
  // Past five years (the 5–19 reference, or no curves): the years the measurements span.
  const youngest = ages.length ? Math.min(...ages) : 0;
  let from = Math.floor(youngest / 12) * 12;
  let to = Math.ceil(oldest / 12) * 12;
  if (to - from < 12) {
    from = Math.max(0, from - 6);
    to = from + 12;
    if (to < oldest) to = Math.ceil(oldest);
  }
  return { domain: [from, to], step: to - from > 72 ? 24 : to - from > 24 ? 12 : 6 };
}

/**
 * Pushes label positions (sorted top to bottom) at least `gap` apart, keeping them inside
 * [top, bottom] and as close to their curves as that allows.
 */
export function spreadLabels(
  ys: readonly number[],
  gap: number,
  top: number,
  bottom: number,
): number[] {
  const out = [...ys];
  for (let i = 0; i < out.length; i++)
    out[i] = Math.max(out[i]!, i === 0 ? top : out[i - 1]! + gap);
  for (let i = out.length - 1; i >= 0; i--)
    out[i] = Math.min(out[i]!, i === out.length - 1 ? bottom : out[i + 1]! - gap);
  return out;
}

export interface Tick {
  value: number;
  position: number;
}

export interface GrowthChartModel {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  xTicks: Tick[];
  yTicks: Tick[];
  /** The shaded 15th–85th percentile band; null without WHO curves. */
  band: string | null;
  curves: Array<{ percentile: number; path: string; labelY: number }>;
  line: string | null;
  dots: Array<ChildPoint & { cx: number; cy: number }>;
}

/** Everything the chart draws, from the WHO curves (or none) and the child's points. */
export function buildGrowthChart(
  curves: readonly CurvePoint[] | null,
  points: readonly ChildPoint[],
): GrowthChartModel {
  const { width, height } = CHART_SIZE;
  const plot = {
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: height - MARGIN.bottom,
  };
  const { domain, step } = ageDomain(points, curves !== null);
  const visible = (curves ?? []).filter(
    (c) => c.ageMonths >= domain[0] && c.ageMonths <= domain[1],
  );

  const values = [...points.map((p) => p.value), ...visible.flatMap((c) => [c.p3, c.p97])];
  let low = values.length ? Math.min(...values) : 0;
  let high = values.length ? Math.max(...values) : 1;
  if (high - low < 1e-9) {
    // One measurement alone: give it room above and below.
    low = Math.max(0, low * 0.9);
    high = high * 1.1 || 1;
  }
  const x = scaleLinear().domain(domain).range([plot.left, plot.right]);
  // A little room above and below, but no rounding out to tick values: that can waste a fifth of the height.
  const pad = (high - low) * (curves ? 0.04 : 0.1);
  const y = scaleLinear()
    .domain([Math.max(0, low - pad), high + pad])
    .range([plot.bottom, plot.top]);

  const xTicks: Tick[] = [];
  for (let v = Math.ceil(domain[0] / step) * step; v <= domain[1] + 1e-9; v += step)
    xTicks.push({ value: v, position: x(v) });
  const yTicks = y.ticks(5).map((v) => ({ value: v, position: y(v) }));

  const last = visible[visible.length - 1];
  const keys = ['p3', 'p15', 'p50', 'p85', 'p97'] as const;
  const curveLine = (key: (typeof keys)[number]) =>
    line<CurvePoint>()
      .x((c) => x(c.ageMonths))
      .y((c) => y(c[key]))
      .curve(curveMonotoneX)(visible) ?? '';
  // Labels top to bottom (97th first), spread so they never overlap.
  const labelYs = last
    ? spreadLabels(
        [...keys].reverse().map((k) => y(last[k])),
        LABEL_GAP,
        plot.top,
        plot.bottom,
      ).reverse()
    : [];

  return {
    width,
    height,
    plot,
    xTicks,
    yTicks,
    band: last
      ? (area<CurvePoint>()
          .x((c) => x(c.ageMonths))
          .y0((c) => y(c.p15))
          .y1((c) => y(c.p85))
          .curve(curveMonotoneX)(visible) ?? null)
      : null,
    curves: last
      ? keys.map((key, i) => ({
          percentile: CHART_PERCENTILES[i]!.percentile,
          path: curveLine(key),
          labelY: labelYs[i]!,
        }))
      : [],
    line:
      points.length > 1
        ? line<ChildPoint>()
            .x((p) => x(p.ageMonths))
            .y((p) => y(p.value))(points)
        : null,
    dots: points.map((p) => ({ ...p, cx: x(p.ageMonths), cy: y(p.value) })),
  };
}
