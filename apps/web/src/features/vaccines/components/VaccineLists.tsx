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
  const [next, ...laterGroups] = data.upcomingVaccine;
  const dueNext = next?.actionable ? next : undefined;

  return (
    <div className={styles.lists}>
      {dueNext && <DueNextSection group={dueNext} onMarkComplete={onMarkComplete} />}
      <EntryListSection
        title="Overdue"
        tone="overdue"
        icon={<OverdueIcon size={20} />}
        entries={data.outstandingVaccines}
        actionLabel="Mark as complete"
        onAction={onMarkComplete}
        status={(entry) => (
          <span className={`${styles.badge} ${styles.badgeOverdue}`}>
            {overdueLabel(entry.days)}
          </span>
        )}
      />
      <LaterSection
        groups={dueNext ? laterGroups : data.upcomingVaccine}
        onMarkComplete={onMarkComplete}
      />
      <EntryListSection
        title="Pending status update"
        tone="missed"
        icon={<QuestionIcon size={20} />}
        lead="These were due before you joined Tika. Mark the ones your child has already had."
        entries={data.missedVaccines}
        actionLabel="Mark as complete"
        onAction={onMarkComplete}
        status={(entry) => (
          <span className={styles.statusLine}>
            {MISSED_LABEL} · due {formatDisplayDate(entry.dateOfVaccination)}
          </span>
        )}
      />
      <EntryListSection
        title="Completed"
        tone="completed"
        icon={<CompletedIcon size={20} />}
        entries={data.completedVaccines}
        details={(entry) => <CompletedDetails entry={entry} />}
        status={(entry) => (
          <span className={`${styles.badge} ${styles.badgeDone}`}>
            {takenOnLabel(entry.vaccinatedOn)}
          </span>
        )}
        actionVariant="quiet"
        actionLabel="Mark as incomplete"
        onAction={onMarkIncomplete}
      />
    </div>
  );
}

type MarkComplete = { onMarkComplete: (entry: DashboardEntry) => void };

/** The one group that can be marked now: today's or this week's visit. */
function DueNextSection({ group, onMarkComplete }: { group: UpcomingGroup } & MarkComplete) {
  return (
    <ListSection
      title="Due next"
      tone="upcoming"
      icon={<ClockIcon size={20} />}
      count={group.vaccines.length}
    >
      <UpcomingGroupCard group={group} onMarkComplete={onMarkComplete} />
    </ListSection>
  );
}

/** The later due dates: the first few, and the rest when asked. */
function LaterSection({ groups, onMarkComplete }: { groups: UpcomingGroup[] } & MarkComplete) {
  const [showAll, setShowAll] = useState(false);
  if (groups.length === 0) return null;
  const shown = showAll ? groups : groups.slice(0, LATER_GROUPS_SHOWN);
  const hiddenGroups = groups.length - shown.length;
  return (
    <ListSection
      title="Upcoming"
      tone="upcoming"
      icon={<CalendarIcon size={20} />}
      count={groups.reduce((n, g) => n + g.vaccines.length, 0)}
    >
      {shown.map((group) => (
        <UpcomingGroupCard key={group.dueDate} group={group} onMarkComplete={onMarkComplete} />
      ))}
      {hiddenGroups > 0 && (
        <button type="button" className={styles.more} onClick={() => setShowAll(true)}>
          Show {hiddenGroups} later {hiddenGroups === 1 ? 'date' : 'dates'}
        </button>
      )}
    </ListSection>
  );
}

/** A section of single vaccines, one row each with its status, maybe details, and one action. */
function EntryListSection({
  entries,
  status,
  details,
  actionLabel,
  actionVariant,
  onAction,
  ...heading
}: Omit<ListSectionProps, 'count' | 'children'> & {
  entries: DashboardEntry[];
  status: (entry: DashboardEntry) => ReactNode;
  details?: (entry: DashboardEntry) => ReactNode;
  actionLabel: string;
  actionVariant?: 'primary' | 'quiet';
  onAction: (entry: DashboardEntry) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ListSection {...heading} count={entries.length}>
      <ul className={styles.card}>
        {entries.map((entry) => (
          <VaccineEntryRow
            key={entry.id}
            entry={entry}
            status={status(entry)}
            details={details?.(entry)}
            actionLabel={actionLabel}
            actionVariant={actionVariant}
            onAction={() => onAction(entry)}
          />
        ))}
      </ul>
    </ListSection>
  );
}

type Tone = 'upcoming' | 'overdue' | 'missed' | 'completed';

interface ListSectionProps {
  title: string;
  tone: Tone;
  icon: ReactNode;
  count: number;
  lead?: string;
  children: ReactNode;
}

function ListSection({ title, tone, icon, count, lead, children }: ListSectionProps) {
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
