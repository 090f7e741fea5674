import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { CalendarIcon, ClockIcon } from '../../../components/ui/icons';
import type { UpcomingGroup } from '../api/dashboard';
import { LIST_TEXT, LIST_TITLES } from '../strings';
import { type OnEntryAction, pendingActions } from './entry-actions';
import { ListSection } from './ListSection';
import { upcomingGroupLabel } from './vaccine-rules';
import { VaccineEntryRow } from './VaccineEntryRow';
import styles from './VaccineLists.module.css';

/** Later due dates reach to the teenage years; show a few and let the parent ask for more. */
const LATER_GROUPS_SHOWN = 2;

interface GroupProps {
  onAction: OnEntryAction;
  /** The parent's today, for how far off a later date is when the server gave no `days`. */
  today?: string;
}

/** The first upcoming group: today's or this week's visit. */
export function DueNextSection({ group, ...rest }: { group: UpcomingGroup } & GroupProps) {
  const { t } = useLingui();
  return (
    <ListSection
      title={t(LIST_TITLES.dueNext)}
      tone="upcoming"
      icon={<ClockIcon size={20} />}
      count={group.vaccines.length}
    >
      <UpcomingGroupCard group={group} {...rest} />
    </ListSection>
  );
}

/** The later due dates: the first few, and the rest when asked. */
export function LaterSection({ groups, ...rest }: { groups: UpcomingGroup[] } & GroupProps) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  if (groups.length === 0) return null;
  const shown = showAll ? groups : groups.slice(0, LATER_GROUPS_SHOWN);
  const hiddenGroups = groups.length - shown.length;
  return (
    <ListSection
      title={t(LIST_TITLES.upcoming)}
      tone="upcoming"
      icon={<CalendarIcon size={20} />}
      count={groups.reduce((n, g) => n + g.vaccines.length, 0)}
    >
      {shown.map((group) => (
        <UpcomingGroupCard key={group.dueDate} group={group} {...rest} />
      ))}
      {hiddenGroups > 0 && (
        <button type="button" className={styles.more} onClick={() => setShowAll(true)}>
          {t(LIST_TEXT.showLater(hiddenGroups))}
        </button>
      )}
    </ListSection>
  );
}

/** One due date's vaccines; every dose can be marked given (or not needed) ahead of its date. */
function UpcomingGroupCard({ group, onAction, today }: { group: UpcomingGroup } & GroupProps) {
  return (
    <div className={`${styles.card} ${group.actionable ? styles.cardCurrent : ''}`}>
      <div className={styles.groupHeader}>
        <span
          className={`${styles.badge} ${group.actionable ? styles.badgeDue : styles.badgeLater}`}
        >
          {upcomingGroupLabel(group, today)}
        </span>
        <span className={styles.groupMeta}>
          {group.actionable && <>{formatDisplayDate(group.dueDate)} · </>}
          {group.ageRange}
        </span>
      </div>
      <ul className={styles.groupList}>
        {group.vaccines.map((entry) => (
          <VaccineEntryRow key={entry.id} entry={entry} actions={pendingActions(entry, onAction)} />
        ))}
      </ul>
    </div>
  );
}
