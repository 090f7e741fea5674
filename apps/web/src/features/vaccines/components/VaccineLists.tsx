import { type ReactNode, useId, useState } from 'react';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { CountBadge } from '../../../components/ui/CountBadge';
import {
  CalendarIcon,
  ClockIcon,
  CompletedIcon,
  OverdueIcon,
  PaperclipIcon,
  QuestionIcon,
} from '../../../components/ui/icons';
import type { DashboardEntry, UpcomingGroup, VaccineDashboard } from '../api/dashboard';
import { MISSED_LABEL, overdueLabel, takenOnLabel, upcomingGroupLabel } from './vaccine-rules';
import { VaccineEntryRow } from './VaccineEntryRow';
import styles from './VaccineLists.module.css';

/** Later due dates reach to the teenage years; show a few and let the parent ask for more. */
const LATER_GROUPS_SHOWN = 2;

interface VaccineListsProps {
  data: VaccineDashboard;
  onMarkComplete: (entry: DashboardEntry) => void;
  onMarkIncomplete: (entry: DashboardEntry) => void;
}

/**
 * The lists, most pressing first: what is due next (the one group that can be marked), what
 * is overdue, the later due dates, the doses awaiting a status update, and what is done.
 * Overdue comes second, not first, because the next group is usually today's or this week's
 * visit, and a parent at the clinic looks for it; overdue doses sit right under it, above the
 * months-away dates that used to push them off the screen.
 */
export function VaccineLists({ data, onMarkComplete, onMarkIncomplete }: VaccineListsProps) {
  const [showAllLater, setShowAllLater] = useState(false);
  const [next, ...laterGroups] = data.upcomingVaccine;
  const dueNext = next?.actionable ? next : undefined;
  const allLater = dueNext ? laterGroups : data.upcomingVaccine;
  const later = showAllLater ? allLater : allLater.slice(0, LATER_GROUPS_SHOWN);
  const hiddenGroups = allLater.length - later.length;

  return (
    <div className={styles.lists}>
      {dueNext && (
        <ListSection
          title="Due next"
          tone="upcoming"
          icon={<ClockIcon size={20} />}
          count={dueNext.vaccines.length}
        >
          <UpcomingGroupCard group={dueNext} onMarkComplete={onMarkComplete} />
        </ListSection>
      )}

      {data.outstandingVaccines.length > 0 && (
        <ListSection
          title="Overdue"
          tone="overdue"
          icon={<OverdueIcon size={20} />}
          count={data.outstandingVaccines.length}
        >
          <ul className={styles.card}>
            {data.outstandingVaccines.map((entry) => (
              <VaccineEntryRow
                key={entry.id}
                entry={entry}
                status={
                  <span className={`${styles.badge} ${styles.badgeOverdue}`}>
                    {overdueLabel(entry.days)}
                  </span>
                }
                actionLabel="Mark as complete"
                onAction={() => onMarkComplete(entry)}
              />
            ))}
          </ul>
        </ListSection>
      )}

      {allLater.length > 0 && (
        <ListSection
          title="Upcoming"
          tone="upcoming"
          icon={<CalendarIcon size={20} />}
          count={allLater.reduce((n, g) => n + g.vaccines.length, 0)}
        >
          {later.map((group) => (
            <UpcomingGroupCard key={group.dueDate} group={group} onMarkComplete={onMarkComplete} />
          ))}
          {hiddenGroups > 0 && (
            <button type="button" className={styles.more} onClick={() => setShowAllLater(true)}>
              Show {hiddenGroups} later {hiddenGroups === 1 ? 'date' : 'dates'}
            </button>
          )}
        </ListSection>
      )}

      {data.missedVaccines.length > 0 && (
        <ListSection
          title="Pending status update"
          tone="missed"
          icon={<QuestionIcon size={20} />}
          count={data.missedVaccines.length}
          lead="These were due before you joined Tika. Mark the ones your child has already had."
        >
          <ul className={styles.card}>
            {data.missedVaccines.map((entry) => (
              <VaccineEntryRow
                key={entry.id}
                entry={entry}
                status={
                  <span className={styles.statusLine}>
                    {MISSED_LABEL} · due {formatDisplayDate(entry.dateOfVaccination)}
                  </span>
                }
                actionLabel="Mark as complete"
                onAction={() => onMarkComplete(entry)}
              />
            ))}
          </ul>
        </ListSection>
      )}

      {data.completedVaccines.length > 0 && (
        <ListSection
          title="Completed"
          tone="completed"
          icon={<CompletedIcon size={20} />}
          count={data.completedVaccines.length}
        >
          <ul className={styles.card}>
            {data.completedVaccines.map((entry) => (
              <VaccineEntryRow
                key={entry.id}
                entry={entry}
                status={
                  <span className={`${styles.badge} ${styles.badgeDone}`}>
                    {takenOnLabel(entry.vaccinatedOn)}
                  </span>
                }
                details={<CompletedDetails entry={entry} />}
                actionLabel="Mark as incomplete"
                actionVariant="quiet"
                onAction={() => onMarkIncomplete(entry)}
              />
            ))}
          </ul>
        </ListSection>
      )}
    </div>
  );
}

type Tone = 'upcoming' | 'overdue' | 'missed' | 'completed';

function ListSection({
  title,
  tone,
  icon,
  count,
  lead,
  children,
}: {
  title: string;
  tone: Tone;
  icon: ReactNode;
  count: number;
  lead?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    // The region is named by the title alone; the heading also reads out the count.
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 className={styles.sectionTitle}>
        <span className={`${styles.sectionIcon} ${styles[tone]}`} aria-hidden="true">
          {icon}
        </span>
        <span id={headingId}>{title}</span>
        <CountBadge>
          <span className="visually-hidden">(</span>
          {count}
          <span className="visually-hidden">)</span>
        </CountBadge>
      </h3>
      {lead && <p className={styles.sectionLead}>{lead}</p>}
      {children}
    </section>
  );
}

/** One due date's vaccines; only the first group (the server says which) can be marked. */
function UpcomingGroupCard({
  group,
  onMarkComplete,
}: {
  group: UpcomingGroup;
  onMarkComplete: (entry: DashboardEntry) => void;
}) {
  return (
    <div className={`${styles.card} ${group.actionable ? styles.cardCurrent : ''}`}>
      <div className={styles.groupHeader}>
        <span
          className={`${styles.badge} ${group.actionable ? styles.badgeDue : styles.badgeLater}`}
        >
          {upcomingGroupLabel(group)}
        </span>
        <span className={styles.groupMeta}>
          {group.actionable && <>{formatDisplayDate(group.dueDate)} · </>}
          {group.ageRange}
        </span>
      </div>
      <ul className={styles.groupList}>
        {group.vaccines.map((entry) => (
          <VaccineEntryRow
            key={entry.id}
            entry={entry}
            {...(group.actionable
              ? { actionLabel: 'Mark as complete', onAction: () => onMarkComplete(entry) }
              : {})}
          />
        ))}
      </ul>
    </div>
  );
}

function CompletedDetails({ entry }: { entry: DashboardEntry }) {
  if (!entry.comment && !entry.imageUrl) return null;
  return (
    <div className={styles.details}>
      {entry.comment && (
        <p className={styles.comment}>
          <span className="visually-hidden">Note: </span>
          {entry.comment}
        </p>
      )}
      {entry.imageUrl && (
        <a
          className={styles.fileLink}
          href={entry.imageUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <PaperclipIcon size={18} />
          View prescription
        </a>
      )}
    </div>
  );
}
