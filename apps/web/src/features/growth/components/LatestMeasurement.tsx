import { useId } from 'react';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import type { GrowthEntry } from '../api/growth';
import {
  ageAtRecord,
  formatNumber,
  latestMeasurements,
  type PercentileReading,
} from './growth-rules';
import styles from './GrowthTab.module.css';

/** A percentile in words, over a small 0–100 scale (15th–85th shaded) showing where the child sits. */
function PercentileRow({ line, percentile }: PercentileReading) {
  return (
    <li className={styles.percentileRow}>
      <span>{line}</span>
      <span className={styles.meter} aria-hidden="true">
        <span className={styles.meterBand} />
        <span
          className={styles.meterDot}
          style={{ left: `${Math.min(100, Math.max(0, percentile))}%` }}
        />
      </span>
    </li>
  );
}

/** A measurement with its unit, or that there is none yet. */
function MeasuredValue({ value, unit }: { value: number | undefined; unit: string }) {
  return (
    <dd className={styles.statValue}>
      {value === undefined ? (
        <span className={styles.statMissing}>Not measured yet</span>
      ) : (
        <>
          {formatNumber(value)} <span className={styles.statUnit}>{unit}</span>
        </>
      )}
    </dd>
  );
}

/** The newest weight and height, in feet and inches too, and their WHO percentiles in words. */
export function LatestMeasurement({
  records,
  childDob,
}: {
  records: readonly GrowthEntry[];
  childDob: string;
}) {
  const headingId = useId();
  const { weight, height, weightForHeight, date } = latestMeasurements(records);
  if (!date) return null;
  const readings = [weight?.reading, height?.reading, weightForHeight].filter(
    (r): r is PercentileReading => Boolean(r),
  );
  const takenOn = (day: string) =>
    day !== date ? <dd className={styles.statSub}>on {formatDisplayDate(day)}</dd> : null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          Latest measurement
        </h3>
        <span className={styles.cardMeta}>
          {formatDisplayDate(date)}, {ageAtRecord(childDob, date)}
        </span>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Weight</dt>
          <MeasuredValue value={weight?.kg} unit="kg" />
          {weight && takenOn(weight.date)}
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Height</dt>
          <MeasuredValue value={height?.cm} unit="cm" />
          {height?.feetInches && <dd className={styles.statSub}>{height.feetInches}</dd>}
          {height && takenOn(height.date)}
        </div>
      </dl>
      {readings.length > 0 && (
        <>
          <ul className={styles.percentiles}>
            {readings.map((r) => (
              <PercentileRow key={r.line} {...r} />
            ))}
          </ul>
          <p className={styles.footnote}>
            Percentiles compare your child with the WHO growth standards for children of the same
            age and sex. At the 50th, half of them measure less.
          </p>
        </>
      )}
    </section>
  );
}
