import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { WHO_AGES } from '@tika/contract';
import { type GrowthEntry, growthCurvesQuery, type GrowthIndicator } from '../api/growth';
import { MEASURE_TEXT, TEXT } from './growth-text';
import styles from './GrowthChartCard.module.css';

// d3 and the chart load only when a child has records to draw, keeping the dashboard light.
const GrowthChart = lazy(() => import('./GrowthChart'));

const INDICATORS: readonly GrowthIndicator[] = ['weight', 'height'];

/** What the chart's ages and curves are, under it: corrected ages, the 5–19 reference, or none. */
function chartNotes(records: readonly GrowthEntry[], whoAvailable: boolean): MessageDescriptor[] {
  if (!whoAvailable) return [TEXT.noReference];
  const notes: MessageDescriptor[] = [];
  if (records.some((r) => r.correctedAgeDays !== null)) notes.push(TEXT.correctedNote);
  if (records.some((r) => r.ageDays > WHO_AGES.standardsToDays)) notes.push(TEXT.reference2007Note);
  return notes;
}

interface GrowthChartCardProps {
  child: { id: string; name: string };
  records: readonly GrowthEntry[];
  /** False past 19 years: the measurements only, no WHO curves. */
  whoAvailable: boolean;
}

function ChartPlaceholder() {
  const { t } = useLingui();
  return <div className={styles.placeholder} role="status" aria-label={t(TEXT.chartLoading)} />;
}

/**
 * Weight-for-age or height-for-age over the WHO percentile curves, with a toggle: the values
 * and ages the percentiles use, so a dot sits where its percentile says.
 */
export function GrowthChartCard({ child, records, whoAvailable }: GrowthChartCardProps) {
  const { t } = useLingui();
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
          {t(TEXT.chartTitle)}
        </h3>
        <div className={styles.toggle} role="group" aria-label={t(TEXT.measureShown)}>
          {INDICATORS.map((id) => (
            <button
              key={id}
              type="button"
              className={styles.toggleButton}
              aria-pressed={indicator === id}
              onClick={() => setIndicator(id)}
            >
              {t(MEASURE_TEXT[id].name)}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.subtitle}>{t(MEASURE_TEXT[indicator].subtitle)}</p>
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
      {chartNotes(records, whoAvailable).map((note) => (
        <p key={note.id} className={styles.note}>
          {t(note)}
        </p>
      ))}
      {whoAvailable && curves.isError && <p className={styles.note}>{t(TEXT.curvesFailed)}</p>}
    </section>
  );
}
