import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { QuestionIcon } from '../../../components/ui/icons';
import { useCanChangeRecord } from '../../../lib/child-role';
import type { DashboardEntry } from '../api/dashboard';
import { LIST_TEXT, LIST_TITLES } from '../strings';
import { type OnEntryAction, pendingActions } from './entry-actions';
import { ListSection } from './ListSection';
import { VaccineEntryRow } from './VaccineEntryRow';
import styles from './VaccineLists.module.css';

interface PendingStatusSectionProps {
  entries: DashboardEntry[];
  onAction: OnEntryAction;
  /** One answer for several doses: the chosen ones, or all when none is chosen. */
  onUpdateMany: (entries: DashboardEntry[]) => void;
}

/**
 * The doses due before the child was added, quick to clear: a checkbox on each, Select all,
 * and one button for the chosen ones (or all of them); each row keeps its own answers too.
 */
export function PendingStatusSection({
  entries,
  onAction,
  onUpdateMany,
}: PendingStatusSectionProps) {
  const { t } = useLingui();
  const canChange = useCanChangeRecord();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  if (entries.length === 0) return null;
  // Doses answered meanwhile leave the list, and the choice with them.
  const picked = entries.filter((e) => chosen.has(e.id));
  const allPicked = picked.length === entries.length;
  const choose = (id: string, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const tools = (
    <div className={styles.bulkBar}>
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          className={styles.check}
          checked={allPicked}
          ref={(el) => {
            if (el) el.indeterminate = picked.length > 0 && !allPicked;
          }}
          onChange={(e) => setChosen(new Set(e.target.checked ? entries.map((x) => x.id) : []))}
        />
        {t(LIST_TEXT.selectAll)}
      </label>
      <button
        type="button"
        className={styles.action}
        onClick={() => onUpdateMany(picked.length ? picked : entries)}
      >
        {t(picked.length ? LIST_TEXT.updateSelected(picked.length) : LIST_TEXT.updateAll)}
      </button>
    </div>
  );

  return (
    <ListSection
      title={t(LIST_TITLES.missed)}
      tone="missed"
      icon={<QuestionIcon size={20} />}
      count={entries.length}
      // Asking which were given is for those who may answer; a viewer sees the doses alone.
      lead={canChange ? t(LIST_TEXT.missedLead) : undefined}
      tools={canChange ? tools : undefined}
    >
      <ul className={styles.card}>
        {entries.map((entry) => (
          <VaccineEntryRow
            key={entry.id}
            entry={entry}
            selection={{ checked: chosen.has(entry.id), onChange: (on) => choose(entry.id, on) }}
            status={
              <span className={styles.statusLine}>
                {t(LIST_TEXT.missedStatus(formatDisplayDate(entry.dateOfVaccination)))}
              </span>
            }
            actions={pendingActions(entry, onAction, true)}
          />
        ))}
      </ul>
    </ListSection>
  );
}
