import { useQuery } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { GESTATION } from '@tika/contract';
import { AddButton } from '../../../components/ui/AddButton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SyringeIcon } from '../../../components/ui/icons';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { SectionHeader } from '../../../components/ui/SectionHeader';
import { notify } from '../../../components/ui/toast';
import {
  type DashboardEntry,
  type VaccineDashboard,
  vaccineDashboardQuery,
} from '../api/dashboard';
import { useVaccineActions } from '../hooks/use-vaccine-actions';
import { FAILURE_TEXT, RECORDS_TEXT as TEXT } from '../strings';
import { AddVaccineSheet } from './AddVaccineSheet';
import { BulkStatusSheet } from './BulkStatusSheet';
import type { EntryAction } from './entry-actions';
import { MarkCompleteSheet } from './MarkCompleteSheet';
import { MarkIncompleteSheet } from './MarkIncompleteSheet';
import { NotNeededSheet } from './NotNeededSheet';
import { brandsFor } from './vaccine-rules';
import { VaccineLists } from './VaccineLists';
import styles from './VaccinationRecords.module.css';

type OpenSheet =
  | { kind: 'given' | 'incomplete' | 'not_needed'; entry: DashboardEntry }
  | { kind: 'bulk'; entries: DashboardEntry[] }
  | { kind: 'add' }
  | null;

const SCHEDULE_PLACEHOLDERS = [96, 96, 96, 96, 96, 96, 96, 96];

const isEmpty = (d: VaccineDashboard) =>
  !d.upcomingVaccine.length &&
  !d.outstandingVaccines.length &&
  !d.missedVaccines.length &&
  !d.completedVaccines.length &&
  !d.notNeededVaccines.length &&
  !d.noLongerDueVaccines.length;

interface VaccinationRecordsProps {
  child: { id: string; dob: string; gestationalWeeks?: number | null };
  /** The parent's today (their time zone); the browser's when not given. */
  today?: string;
}

/** The Home tab's "Vaccination Records": the child's lists, the add button, and the sheets. */
export function VaccinationRecords({ child, today }: VaccinationRecordsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const query = useQuery(vaccineDashboardQuery(child.id));
  const actions = useVaccineActions(child.id);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const close = () => setSheet(null);

  useLoadFailureToast(query);

  // Not given and Undo of not needed need no sheet: sent at once, told by a toast.
  const onAction = (action: EntryAction, entry: DashboardEntry) => {
    if (action === 'not_given') actions.markNotGiven.mutate(entry.id);
    else if (action === 'undo') actions.undoNotNeeded.mutate(entry.id);
    else setSheet({ kind: action, entry });
  };
  const entryOf = (kind: 'given' | 'incomplete' | 'not_needed') =>
    sheet && 'entry' in sheet && sheet.kind === kind ? sheet.entry : null;
  const given = entryOf('given');

  return (
    <section className={styles.records} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={t(TEXT.heading)} />
      <PretermNote gestationalWeeks={child.gestationalWeeks} />

      {/* A schedule runs to dozens of doses: placeholders taller than a phone's screen keep the
          button and cards below from jumping when the lists arrive (no layout shift in view). */}
      <QueryStatus
        query={query}
        loadingLabel={t(TEXT.loading)}
        skeletons={SCHEDULE_PLACEHOLDERS}
        errorTitle={t(TEXT.loadFailed)}
      >
        {(data) =>
          isEmpty(data) ? (
            <EmptyState icon={<SyringeIcon size={30} />} title={t(TEXT.emptyTitle)}>
              {t(TEXT.empty)}
            </EmptyState>
          ) : (
            <VaccineLists
              data={data}
              today={today}
              onAction={onAction}
              onUpdateMany={(entries) => setSheet({ kind: 'bulk', entries })}
            />
          )
        }
      </QueryStatus>

      <AddButton onClick={() => setSheet({ kind: 'add' })}>{t(TEXT.add)}</AddButton>

      <MarkCompleteSheet
        entry={given}
        childDob={child.dob}
        brands={brandsFor(query.data?.brands ?? [], given?.doseCode ?? null)}
        today={today}
        onClose={close}
        onSubmit={actions.markComplete.mutateAsync}
      />
      <MarkIncompleteSheet
        entry={entryOf('incomplete')}
        onClose={close}
        onConfirm={actions.markIncomplete.mutateAsync}
      />
      <NotNeededSheet
        entry={entryOf('not_needed')}
        onClose={close}
        onSubmit={actions.markNotNeeded.mutateAsync}
      />
      <BulkStatusSheet
        entries={sheet?.kind === 'bulk' ? sheet.entries : null}
        childDob={child.dob}
        today={today}
        onClose={close}
        onSubmit={actions.bulk.mutateAsync}
      />
      <AddVaccineSheet
        open={sheet?.kind === 'add'}
        childDob={child.dob}
        today={today}
        onClose={close}
        onSubmit={actions.add.mutateAsync}
      />
    </section>
  );
}

/** Vaccines of a baby born early follow the age from the birth date: said where they are listed. */
function PretermNote({ gestationalWeeks }: { gestationalWeeks?: number | null }) {
  const { t } = useLingui();
  if (gestationalWeeks == null || gestationalWeeks >= GESTATION.termWeeks) return null;
  return <p className={styles.note}>{t(TEXT.pretermNote)}</p>;
}

/** One toast per failed load (docs/product/errors.md); the card offers a retry. */
function useLoadFailureToast({
  isError,
  errorUpdatedAt,
}: {
  isError: boolean;
  errorUpdatedAt: number;
}) {
  useEffect(() => {
    if (isError) notify.error(i18n._(FAILURE_TEXT.generic));
  }, [isError, errorUpdatedAt]);
}
