import { useLingui } from '@lingui/react/macro';
import { memberLabel } from '../../../lib/member-label';
import { type ReactNode, useId, useState } from 'react';
import { InfoIcon } from '../../../components/ui/icons';
import { useCanChangeRecord } from '../../../lib/child-role';
import type { DashboardEntry } from '../api/dashboard';
import { LIST_TEXT } from '../strings';
import styles from './VaccineLists.module.css';

/** A button on a row, named by its label and described by the vaccine's name. */
export interface RowAction {
  label: string;
  onClick: () => void;
  /** 'primary' for the main thing to do, 'quiet' for the others. */
  variant?: 'primary' | 'quiet';
}

interface VaccineEntryRowProps {
  entry: DashboardEntry;
  /** A badge or line under the names (due, overdue, taken on…). */
  status?: ReactNode;
  /** More about the entry: the note, brand, batch, place and the prescription link. */
  details?: ReactNode;
  /** What the parent can do with the entry, in order; none for a viewer of the child. */
  actions?: RowAction[];
  /** A checkbox to choose the entry for an answer about several at once; none for a viewer. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
}

/**
 * One vaccine: short and full name, the description behind the info button, the engine's
 * explanation (from the server), and its actions.
 */
export function VaccineEntryRow({
  entry,
  status,
  details,
  actions = [],
  selection,
}: VaccineEntryRowProps) {
  const { t } = useLingui();
  const canChange = useCanChangeRecord();
  const [showInfo, setShowInfo] = useState(false);
  const id = useId();
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const { name, vaccineFullName, description } = entry.vaccine;
  const explanation = entry.forecast?.explanation;

  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        {selection && canChange && (
          <input
            type="checkbox"
            className={styles.check}
            checked={selection.checked}
            aria-label={t(LIST_TEXT.select(name))}
            onChange={(e) => selection.onChange(e.target.checked)}
          />
        )}
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
            aria-label={t(LIST_TEXT.about(name))}
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
      <ChangedBy entry={entry} />
      {explanation && <p className={styles.explanation}>{explanation}</p>}
      {details}
      {canChange && <RowActions actions={actions} nameId={nameId} />}
    </li>
  );
}

/** Who else in the family last changed the dose ("Marked given by Papa"); nothing when it was you. */
function ChangedBy({ entry }: { entry: DashboardEntry }) {
  const { t, i18n } = useLingui();
  if (!entry.changedBy) return null;
  const who = memberLabel(entry.changedBy, i18n);
  const text =
    entry.status === 'complete' ? LIST_TEXT.markedGivenBy(who) : LIST_TEXT.changedBy(who);
  return <p className={styles.changedBy}>{t(text)}</p>;
}

function RowActions({ actions, nameId }: { actions: RowAction[]; nameId: string }) {
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={action.variant === 'quiet' ? styles.quietAction : styles.action}
          aria-describedby={nameId}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
