import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import type { GrowthEntry } from '../api/growth';
import {
  ageAtRecord,
  beforeDueDate,
  correctedAgeOf,
  formatNumber,
  latestMeasurements,
  type PercentileReading,
} from './growth-rules';
import { TEXT } from './growth-text';
import styles from './GrowthTab.module.css';

/**
 * A percentile in words, over a small 0–100 scale (15th–85th shaded) showing where the child
 * sits; a value past WHO's plausibility limits asks to be checked instead, with no scale.
 */
function PercentileRow({ reading }: { reading: PercentileReading }) {
  if (reading.check)
    return (
      <li className={`${styles.percentileRow} ${styles.checkRow}`}>
        <span>{reading.line}</span>
      </li>
    );
  return (
    <li className={styles.percentileRow}>
      <span>{reading.line}</span>
      <span className={styles.meter} aria-hidden="true">
        <span className={styles.meterBand} />
        <span
          className={styles.meterDot}
          style={{ left: `${Math.min(100, Math.max(0, reading.percentile))}%` }}
        />
      </span>
    </li>
  );
}

/** A measurement with its unit, or that there is none yet. */
function MeasuredValue({ value, unit }: { value: number | undefined; unit: string }) {
  const { t } = useLingui();
  return (
    <dd className={styles.statValue}>
      {value === undefined ? (
        <span className={styles.statMissing}>{t(TEXT.notMeasuredYet)}</span>
      ) : (
        <>
          {formatNumber(value)} <span className={styles.statUnit}>{unit}</span>
        </>
      )}
    </dd>
  );
}

/** The percentiles in words and what they compare with, or why there are none yet. */
function Readings({ readings, newest }: { readings: PercentileReading[]; newest: GrowthEntry }) {
  const { t } = useLingui();
  if (beforeDueDate(newest)) return <p className={styles.notice}>{t(TEXT.beforeDueDate)}</p>;
  if (readings.length === 0) return null;
  return (
    <>
      <ul className={styles.percentiles}>
        {readings.map((r) => (
          <PercentileRow key={r.line} reading={r} />
        ))}
      </ul>
      <p className={styles.footnote}>
        {t(TEXT.standardsNote)}
        {newest.correctedAgeDays !== null && ` ${t(TEXT.correctedNote)}`}
      </p>
    </>
  );
}

/**
 * The newest weight and height, in feet and inches too, and their WHO percentiles in words;
 * for a baby born early, the corrected age they are compared at.
 */
export function LatestMeasurement({
  records,
  childDob,
  gestation,
}: {
  records: readonly GrowthEntry[];
  childDob: string;
  /** The gestational age at birth in days, when the parent gave it. */
  gestation: number | null;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { weight, height, weightForHeight, date, newest } = latestMeasurements(records);
  if (!date || !newest) return null;
  const readings = [weight?.reading, height?.reading, weightForHeight].filter(
    (r): r is PercentileReading => Boolean(r),
  );
  const corrected = correctedAgeOf(newest, childDob, gestation);
  const takenOn = (day: string) =>
    day !== date ? (
      <dd className={styles.statSub}>{t(TEXT.takenOn(formatDisplayDate(day)))}</dd>
    ) : null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          {t(TEXT.latestTitle)}
        </h3>
        <span className={styles.cardMeta}>
          {formatDisplayDate(date)}, {ageAtRecord(childDob, date)}
        </span>
      </div>
      {corrected && <p className={styles.corrected}>{corrected}</p>}
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t(TEXT.weight)}</dt>
          <MeasuredValue value={weight?.kg} unit="kg" />
          {weight && takenOn(weight.date)}
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t(TEXT.height)}</dt>
          <MeasuredValue value={height?.cm} unit="cm" />
          {height?.feetInches && <dd className={styles.statSub}>{height.feetInches}</dd>}
          {height && takenOn(height.date)}
        </div>
      </dl>
      <Readings readings={readings} newest={newest} />
    </section>
  );
}
