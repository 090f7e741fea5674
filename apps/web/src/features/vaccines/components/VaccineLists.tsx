import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  CompletedIcon,
  OverdueIcon,
  PaperclipIcon,
  SyringeIcon,
} from '../../../components/ui/icons';
import type { DashboardEntry, VaccineDashboard } from '../api/dashboard';
import { ACTIONS, LIST_TEXT, LIST_TITLES } from '../strings';
import { type OnEntryAction, pendingActions } from './entry-actions';
import { ListSection, type ListSectionProps } from './ListSection';
import { PendingStatusSection } from './PendingStatusSection';
import { DueNextSection, LaterSection } from './UpcomingSections';
import { outstandingLabel, takenOnLabel } from './vaccine-rules';
import { type RowAction, VaccineEntryRow } from './VaccineEntryRow';
import styles from './VaccineLists.module.css';

interface VaccineListsProps {
  data: VaccineDashboard;
  onAction: OnEntryAction;
  /** Opens the one answer for several doses awaiting a status update. */
  onUpdateMany: (entries: DashboardEntry[]) => void;
  /** The parent's today, for how far off later dates are. */
  today?: string;
}

/**
 * The lists, most urgent first: overdue and catch-up doses, what is due next, the later due
 * dates, the doses awaiting a status update, what is done, and (shut until asked) the doses
 * not needed and no longer due. Every pending dose can be marked given or not needed.
 */
export function VaccineLists({ data, onAction, onUpdateMany, today }: VaccineListsProps) {
  const { t } = useLingui();
  const [next, ...laterGroups] = data.upcomingVaccine;
  const dueNext = next?.actionable ? next : undefined;

  return (
    <div className={styles.lists}>
      <EntryListSection
        title={t(LIST_TITLES.overdue)}
        tone="overdue"
        icon={<OverdueIcon size={20} />}
        entries={data.outstandingVaccines}
        status={(entry) => (
          <span className={`${styles.badge} ${styles.badgeOverdue}`}>
            {outstandingLabel(entry)}
          </span>
        )}
        actions={(entry) => pendingActions(entry, onAction)}
      />
      {dueNext && <DueNextSection group={dueNext} onAction={onAction} today={today} />}
      <LaterSection
        groups={dueNext ? laterGroups : data.upcomingVaccine}
        onAction={onAction}
        today={today}
      />
      <PendingStatusSection
        entries={data.missedVaccines}
        onAction={onAction}
        onUpdateMany={onUpdateMany}
      />
      <DoneSections data={data} onAction={onAction} />
    </div>
  );
}

/** Completed, Not needed and No longer due. */
function DoneSections({ data, onAction }: Pick<VaccineListsProps, 'data' | 'onAction'>) {
  const { t } = useLingui();
  return (
    <>
      <EntryListSection
        title={t(LIST_TITLES.completed)}
        tone="completed"
        icon={<CompletedIcon size={20} />}
        entries={data.completedVaccines}
        details={(entry) => <CompletedDetails entry={entry} />}
        status={(entry) => <CompletedStatus entry={entry} />}
        actions={(entry) => [
          {
            label: t(ACTIONS.markIncomplete),
            variant: 'quiet',
            onClick: () => onAction('incomplete', entry),
          },
        ]}
      />
      <EntryListSection
        title={t(LIST_TITLES.notNeeded)}
        tone="quiet"
        icon={<SyringeIcon size={20} />}
        lead={t(LIST_TEXT.notNeededLead)}
        collapsible
        entries={data.notNeededVaccines}
        details={(entry) => entry.notNeededNote && <Note text={entry.notNeededNote} />}
        actions={(entry) =>
          // Only the parent's own answer can be undone; a rule's verdict follows the history.
          entry.status === 'not_needed'
            ? [{ label: t(ACTIONS.undo), variant: 'quiet', onClick: () => onAction('undo', entry) }]
            : []
        }
      />
      <EntryListSection
        title={t(LIST_TITLES.noLongerDue)}
        tone="quiet"
        icon={<SyringeIcon size={20} />}
        lead={t(LIST_TEXT.noLongerDueLead)}
        collapsible
        entries={data.noLongerDueVaccines}
      />
    </>
  );
}

/** A section of single vaccines, one row each with its status, maybe details, and its actions. */
function EntryListSection({
  entries,
  status,
  details,
  actions,
  ...heading
}: Omit<ListSectionProps, 'count' | 'children'> & {
  entries: DashboardEntry[];
  status?: (entry: DashboardEntry) => ReactNode;
  details?: (entry: DashboardEntry) => ReactNode;
  actions?: (entry: DashboardEntry) => RowAction[];
}) {
  if (entries.length === 0) return null;
  return (
    <ListSection {...heading} count={entries.length}>
      <ul className={styles.card}>
        {entries.map((entry) => (
          <VaccineEntryRow
            key={entry.id}
            entry={entry}
            status={status?.(entry)}
            details={details?.(entry)}
            actions={actions?.(entry)}
          />
        ))}
      </ul>
    </ListSection>
  );
}

/** 'Taken on <date>', and 'Does not count' when the engine says it will be repeated. */
function CompletedStatus({ entry }: { entry: DashboardEntry }) {
  const { t } = useLingui();
  return (
    <span className={styles.badges}>
      <span className={`${styles.badge} ${styles.badgeDone}`}>
        {takenOnLabel(entry.vaccinatedOn)}
      </span>
      {entry.forecast?.state === 'given_not_counted' && (
        <span className={`${styles.badge} ${styles.badgeOverdue}`}>
          {t(LIST_TEXT.doesNotCount)}
        </span>
      )}
    </span>
  );
}

function Note({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <p className={styles.comment}>
      <span className="visually-hidden">{t(LIST_TEXT.note)}: </span>
      {text}
    </p>
  );
}

/** What was saved with a given dose: brand, batch, place, note and the prescription link. */
function CompletedDetails({ entry }: { entry: DashboardEntry }) {
  const { t } = useLingui();
  const facts = (
    [
      [t(LIST_TEXT.brand), entry.brand],
      [t(LIST_TEXT.batch), entry.batch],
      [t(LIST_TEXT.place), entry.place],
    ] as const
  ).filter(([, value]) => value);
  if (!entry.comment && !entry.imageUrl && facts.length === 0) return null;
  return (
    <div className={styles.details}>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {entry.comment && <Note text={entry.comment} />}
      {entry.imageUrl && (
        <a
          className={styles.fileLink}
          href={entry.imageUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <PaperclipIcon size={18} />
          {t(LIST_TEXT.viewPrescription)}
        </a>
      )}
    </div>
  );
}
