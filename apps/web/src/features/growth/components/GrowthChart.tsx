import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import type { CurvePoint, GrowthEntry, GrowthIndicator } from '../api/growth';
import {
  buildGrowthChart,
  type ChildPoint,
  childPoints,
  type GrowthChartModel,
} from './growth-chart-model';
import { formatNumber } from './growth-rules';
import { MEASURE_TEXT, TEXT } from './growth-text';
import { percentileWords } from './growth-words';
import styles from './GrowthChart.module.css';

interface GrowthChartProps {
  indicator: GrowthIndicator;
  records: readonly GrowthEntry[];
  /** The WHO percentile curves, or null to draw the measurements alone. */
  curves: readonly CurvePoint[] | null;
  childName: string;
}

const OUTER = new Set([3, 97]);

/**
 * The child's weight or height by age in months (dots joined by a line) over the WHO 3rd,
 * 15th, 50th, 85th and 97th percentile curves, the 15th–85th band shaded. Drawn as SVG; a
 * visually hidden table gives the same points as text.
 */
export default function GrowthChart({ indicator, records, curves, childName }: GrowthChartProps) {
  const { t } = useLingui();
  const points = useMemo(() => childPoints(records, indicator), [records, indicator]);
  const chart = useMemo(() => buildGrowthChart(curves, points), [curves, points]);
  const unit = indicator === 'weight' ? 'kg' : 'cm';
  const words = MEASURE_TEXT[indicator];
  // Weight-for-age ends at 10 years: an older child's weights are drawn alone.
  const withCurves = chart.curves.length > 0;
  const label = t((withCurves ? words.chartLabelWithCurves : words.chartLabel)(childName));

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={label}
      >
        <ChartAxes chart={chart} unit={unit} />
        <PercentileCurves chart={chart} />
        <ChildLine chart={chart} />
        {points.length === 0 && (
          <text
            className={styles.emptyText}
            x={(chart.plot.left + chart.plot.right) / 2}
            y={(chart.plot.top + chart.plot.bottom) / 2}
            textAnchor="middle"
          >
            {t(words.none)}
          </text>
        )}
      </svg>
      <ChartLegend childName={childName} withCurves={withCurves} />
      <MeasurementsTable points={points} childName={childName} indicator={indicator} />
    </figure>
  );
}

/** Grid lines, tick labels and the titles of both axes. */
function ChartAxes({ chart, unit }: { chart: GrowthChartModel; unit: string }) {
  const { t } = useLingui();
  const { plot } = chart;
  return (
    <>
      <g className={styles.grid}>
        {chart.yTicks.map((t) => (
          <line key={t.value} x1={plot.left} x2={plot.right} y1={t.position} y2={t.position} />
        ))}
      </g>
      <g className={styles.tickLabels}>
        {chart.yTicks.map((t) => (
          <text key={t.value} x={plot.left - 6} y={t.position} dy="0.32em" textAnchor="end">
            {formatNumber(t.value)}
          </text>
        ))}
        {chart.xTicks.map((t) => (
          <text key={t.value} x={t.position} y={plot.bottom + 15} textAnchor="middle">
            {t.value}
          </text>
        ))}
      </g>
      <text className={styles.axisTitle} x={plot.left - 6} y={plot.top - 12} textAnchor="end">
        {unit}
      </text>
      <text
        className={styles.axisTitle}
        x={(plot.left + plot.right) / 2}
        y={chart.height - 4}
        textAnchor="middle"
      >
        {t(TEXT.ageAxis)}
      </text>
      <g className={styles.axis}>
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
        {chart.xTicks.map((t) => (
          <line
            key={t.value}
            x1={t.position}
            x2={t.position}
            y1={plot.bottom}
            y2={plot.bottom + 4}
          />
        ))}
      </g>
    </>
  );
}

const curveClass = (percentile: number) =>
  percentile === 50 ? styles.median : OUTER.has(percentile) ? styles.outer : styles.inner;

/** The shaded 15th–85th band and the WHO percentile curves, each labelled at its right end. */
function PercentileCurves({ chart }: { chart: GrowthChartModel }) {
  return (
    <>
      {chart.band && <path className={styles.band} d={chart.band} />}
      {chart.curves.map((c) => (
        <path key={c.percentile} className={curveClass(c.percentile)} d={c.path} />
      ))}
      <g className={styles.curveLabels}>
        {chart.curves.map((c) => (
          <text
            key={c.percentile}
            x={chart.plot.right + 9}
            y={c.labelY}
            dy="0.32em"
            className={c.percentile === 50 ? styles.medianLabel : undefined}
          >
            {c.percentile}
          </text>
        ))}
      </g>
    </>
  );
}

/** The child's measurements: dots joined by a line, the latest one larger. */
function ChildLine({ chart }: { chart: GrowthChartModel }) {
  const latest = chart.dots.length - 1;
  return (
    <>
      {chart.line && <path className={styles.childLine} d={chart.line} />}
      {chart.dots.map((d, i) => (
        <circle
          key={`${d.date}-${i}`}
          className={i === latest ? styles.latestDot : styles.dot}
          cx={d.cx}
          cy={d.cy}
          r={i === latest ? 5.5 : 4}
        />
      ))}
    </>
  );
}

function ChartLegend({ childName, withCurves }: { childName: string; withCurves: boolean }) {
  const { t } = useLingui();
  return (
    <ul className={styles.legend} aria-hidden="true">
      <li>
        <span className={styles.swatchChild} />
        {childName}
      </li>
      {withCurves && (
        <>
          <li>
            <span className={styles.swatchBand} />
            {t(TEXT.legendBand)}
          </li>
          <li>
            <span className={styles.swatchMedian} />
            {t(TEXT.legendMedian)}
          </li>
          <li>
            <span className={styles.swatchOuter} />
            {t(TEXT.legendOuter)}
          </li>
        </>
      )}
    </ul>
  );
}

/** The chart's points as a table for screen readers. */
function MeasurementsTable({
  points,
  childName,
  indicator,
}: {
  points: readonly ChildPoint[];
  childName: string;
  indicator: GrowthIndicator;
}) {
  const { t } = useLingui();
  const words = MEASURE_TEXT[indicator];
  return (
    // Hidden in a block box: a table ignores the 1px width of .visually-hidden and would widen the page.
    <div className="visually-hidden">
      <table>
        <caption>{t(words.tableCaption(childName))}</caption>
        <thead>
          <tr>
            <th scope="col">{t(TEXT.tableDate)}</th>
            <th scope="col">{t(TEXT.tableAge)}</th>
            <th scope="col">{t(words.column)}</th>
            <th scope="col">{t(TEXT.tablePercentile)}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={`${p.date}-${i}`}>
              <th scope="row">{formatDisplayDate(p.date)}</th>
              <td>
                {p.corrected
                  ? t(TEXT.correctedAgeCell(p.ageMonths.toFixed(1)))
                  : p.ageMonths.toFixed(1)}
              </td>
              <td>{formatNumber(p.value)}</td>
              <td>
                {p.percentile !== null ? percentileWords(p.percentile) : t(TEXT.noPercentile)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
