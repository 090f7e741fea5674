import { type ReactNode, useId, useState } from 'react';
import { InfoIcon } from '../../../components/ui/icons';
import type { DashboardEntry } from '../api/dashboard';
import styles from './VaccineLists.module.css';

interface VaccineEntryRowProps {
  entry: DashboardEntry;
  /** A badge or line under the names (due, overdue, taken on…). */
  status?: ReactNode;
  /** More about the entry: the note and the prescription link. */
  details?: ReactNode;
  /** What the parent can do with the entry; labelled with `actionLabel`. */
  actionLabel?: string;
  actionVariant?: 'primary' | 'quiet';
  onAction?: () => void;
}

/** One vaccine: short and full name, the description behind the info button, and its action. */
export function VaccineEntryRow({
  entry,
  status,
  details,
  actionLabel,
  actionVariant = 'primary',
  onAction,
}: VaccineEntryRowProps) {
  const [showInfo, setShowInfo] = useState(false);
  const id = useId();
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const { name, vaccineFullName, description } = entry.vaccine;

  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        <div className={styles.names}>
          <span id={nameId} className={styles.name}>
            {name}
          </span>
          {vaccineFullName && vaccineFullName !== name && (
            <span className={styles.fullName}>{vaccineFullName}</span>
          )}
        </div>
        {description && (
          <button
            type="button"
            className={styles.infoButton}
            aria-label={`About ${name}`}
            aria-expanded={showInfo}
            aria-controls={descriptionId}
            onClick={() => setShowInfo((s) => !s)}
          >
            <InfoIcon size={22} />
          </button>
        )}
      </div>
      {showInfo && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {status}
      {details}
      {actionLabel && onAction && (
        <button
          type="button"
          className={actionVariant === 'primary' ? styles.action : styles.quietAction}
          aria-describedby={nameId}
          onClick={onAction}
        >
          {actionLabel}
        </button>
      )}
    </li>
  );
}
