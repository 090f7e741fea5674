import { useId } from 'react';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { CountBadge } from '../../../components/ui/CountBadge';
import { TrashIcon } from '../../../components/ui/icons';
import type { GrowthEntry } from '../api/growth';
import {
  ageAtRecord,
  formatHeight,
  formatWeight,
  newestFirst,
  percentileWords,
} from './growth-rules';
import styles from './GrowthTab.module.css';

interface GrowthRecordListProps {
  records: readonly GrowthEntry[];
  childDob: string;
  onDelete: (record: GrowthEntry) => void;
}

function Measure({
  label,
  value,
  extra,
  percentile,
}: {
  label: string;
  value: string | null;
  extra?: string | null;
  percentile: number | null | undefined;
}) {
  return (
    <div className={styles.measure}>
      <dt className={styles.measureLabel}>{label}</dt>
      <dd className={value ? styles.measureValue : styles.measureMissing}>
        {value ?? 'Not measured'}
      </dd>
      {extra && <dd className={styles.measureExtra}>{extra}</dd>}
      {value && percentile != null && (
        <dd className={styles.measurePercentile}>
          <span className={styles.pill}>{percentileWords(percentile)}</span>
        </dd>
      )}
    </div>
  );
}

/** Every record, newest first: the day, the age then, the measures and their percentiles. */
export function GrowthRecordList({ records, childDob, onDelete }: GrowthRecordListProps) {
  const headingId = useId();
  return (
    <section className={styles.listSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        All records <CountBadge>{records.length}</CountBadge>
      </h3>
      <ul className={styles.list}>
        {newestFirst(records).map((record) => (
          <li key={record.id} className={styles.row}>
            <div className={styles.rowTop}>
              <div className={styles.rowWhen}>
                <span className={styles.rowDate}>{formatDisplayDate(record.recordDate)}</span>
                <span className={styles.rowAge}>{ageAtRecord(childDob, record.recordDate)}</span>
              </div>
              <button
                type="button"
                className={styles.deleteButton}
                aria-label={`Delete the record of ${formatDisplayDate(record.recordDate)}`}
                onClick={() => onDelete(record)}
              >
                <TrashIcon size={20} />
              </button>
            </div>
            <dl className={styles.measures}>
              <Measure
                label="Weight"
                value={record.weight !== null ? formatWeight(record.weight) : null}
                percentile={record.who.weightForAge?.percentile}
              />
              <Measure
                label="Height"
                value={record.height !== null ? formatHeight(record.height, null) : null}
                extra={record.heightFeetInches}
                percentile={record.who.lengthForAge?.percentile}
              />
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
