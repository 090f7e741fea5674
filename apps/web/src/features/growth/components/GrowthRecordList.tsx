import { useId } from 'react';
import { memberLabel } from '../../../lib/member-label';
import { useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { CountBadge } from '../../../components/ui/CountBadge';
import { TrashIcon } from '../../../components/ui/icons';
import type { GrowthEntry } from '../api/growth';
import {
  ageAtRecord,
  beforeDueDate,
  correctedAgeOf,
  formatHeight,
  formatWeight,
  measurePill,
  newestFirst,
} from './growth-rules';
import { TEXT } from './growth-text';
import styles from './GrowthTab.module.css';

interface GrowthRecordListProps {
  records: readonly GrowthEntry[];
  childDob: string;
  /** The gestational age at birth in days, when the parent gave it. */
  gestation: number | null;
  /** Not given for a viewer of the child: no delete button then. */
  onDelete?: (record: GrowthEntry) => void;
}

function Measure({
  label,
  value,
  extra,
  pill,
}: {
  label: string;
  value: string | null;
  extra?: string | null;
  /** The percentile in words, or "Please check this measurement". */
  pill: { text: string; check: boolean } | null;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.measure}>
      <dt className={styles.measureLabel}>{label}</dt>
      <dd className={value ? styles.measureValue : styles.measureMissing}>
        {value ?? t(TEXT.notMeasured)}
      </dd>
      {extra && <dd className={styles.measureExtra}>{extra}</dd>}
      {value && pill && (
        <dd className={styles.measurePercentile}>
          <span className={`${styles.pill} ${pill.check ? styles.pillCheck : ''}`}>
            {pill.text}
          </span>
        </dd>
      )}
    </div>
  );
}

/** One record: the day, the age then (and the corrected age), the measures and their percentiles. */
function RecordRow({
  record,
  childDob,
  gestation,
  onDelete,
}: Omit<GrowthRecordListProps, 'records'> & { record: GrowthEntry }) {
  const { t, i18n } = useLingui();
  const corrected = correctedAgeOf(record, childDob, gestation);
  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        <div className={styles.rowWhen}>
          <span className={styles.rowDate}>{formatDisplayDate(record.recordDate)}</span>
          <span className={styles.rowAge}>{ageAtRecord(childDob, record.recordDate)}</span>
          {corrected && <span className={styles.rowCorrected}>{corrected}</span>}
          {record.addedBy && (
            <span className={styles.rowAddedBy}>
              {t(TEXT.addedBy(memberLabel(record.addedBy, i18n)))}
            </span>
          )}
        </div>
        {onDelete && (
          <button
            type="button"
            className={styles.deleteButton}
            aria-label={t(TEXT.deleteRecordLabel(formatDisplayDate(record.recordDate)))}
            onClick={() => onDelete(record)}
          >
            <TrashIcon size={20} />
          </button>
        )}
      </div>
      <dl className={styles.measures}>
        <Measure
          label={t(TEXT.weight)}
          value={record.weight !== null ? formatWeight(record.weight) : null}
          pill={measurePill('weightForAge', record)}
        />
        <Measure
          label={t(TEXT.height)}
          value={record.height !== null ? formatHeight(record.height, null) : null}
          extra={record.heightFeetInches}
          pill={measurePill('heightForAge', record)}
        />
      </dl>
    </li>
  );
}

/** Every record, newest first; a baby's records before the due date say why they have no percentile. */
export function GrowthRecordList({ records, ...rowProps }: GrowthRecordListProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.listSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t(TEXT.allRecords)} <CountBadge>{records.length}</CountBadge>
      </h3>
      <ul className={styles.list}>
        {newestFirst(records).map((record) => (
          <RecordRow key={record.id} record={record} {...rowProps} />
        ))}
      </ul>
      {records.some(beforeDueDate) && <p className={styles.footnote}>{t(TEXT.beforeDueDate)}</p>}
    </section>
  );
}
