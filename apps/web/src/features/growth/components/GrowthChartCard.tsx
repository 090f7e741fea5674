import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { type GrowthEntry, growthCurvesQuery, type GrowthIndicator } from '../api/growth';
import styles from './GrowthChartCard.module.css';

// d3 and the chart load only when a child has records to draw, keeping the dashboard light.
const GrowthChart = lazy(() => import('./GrowthChart'));

export const WHO_LIMIT_NOTE =
  'WHO growth standards cover birth to 5 years; percentiles are not shown after that.';

const INDICATORS: Array<{ id: GrowthIndicator; label: string }> = [
  { id: 'weight', label: 'Weight' },
  { id: 'height', label: 'Height' },
];

interface GrowthChartCardProps {
  child: { id: string; name: string };
  records: readonly GrowthEntry[];
  /** False past five years: the measurements only, no WHO curves. */
  whoAvailable: boolean;
}

function ChartPlaceholder() {
  return <div className={styles.placeholder} role="status" aria-label="Loading the growth chart" />;
}

/** Weight-for-age or height-for-age over the WHO percentile curves, with a toggle. */
export function GrowthChartCard({ child, records, whoAvailable }: GrowthChartCardProps) {
  const headingId = useId();
  // Open on a measure the child has: weight, unless only heights were recorded.
  const [indicator, setIndicator] = useState<GrowthIndicator>(() =>
    records.some((r) => r.weight !== null) || !records.some((r) => r.height !== null)
      ? 'weight'
      : 'height',
  );
  const curves = useQuery({ ...growthCurvesQuery(child.id, indicator), enabled: whoAvailable });

  // docs/product/errors.md: growth failures are only logged; the chart then shows the measurements alone.
  const { isError, error } = curves;
  useEffect(() => {
    if (isError) console.error('Loading the WHO growth curves failed', error);
  }, [isError, error]);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          Growth chart
        </h3>
        <div className={styles.toggle} role="group" aria-label="Measure shown">
          {INDICATORS.map((i) => (
            <button
              key={i.id}
              type="button"
              className={styles.toggleButton}
              aria-pressed={indicator === i.id}
              onClick={() => setIndicator(i.id)}
            >
              {i.label}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.subtitle}>
        {indicator === 'weight' ? 'Weight for age (kg)' : 'Height for age (cm)'}
      </p>
      {whoAvailable && curves.isPending ? (
        <ChartPlaceholder />
      ) : (
        <Suspense fallback={<ChartPlaceholder />}>
          <GrowthChart
            indicator={indicator}
            records={records}
            curves={whoAvailable ? (curves.data?.points ?? null) : null}
            childName={child.name}
          />
        </Suspense>
      )}
      {!whoAvailable && <p className={styles.note}>{WHO_LIMIT_NOTE}</p>}
      {whoAvailable && curves.isError && (
        <p className={styles.note}>
          The WHO curves could not be loaded; your child’s measurements are shown alone.
        </p>
      )}
    </section>
  );
}
