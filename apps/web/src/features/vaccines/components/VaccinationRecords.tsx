import { useQuery } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useId, useState } from 'react';
import { GESTATION } from '@tika/contract';
import { AddButton } from '../../../components/ui/AddButton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SyringeIcon } from '../../../components/ui/icons';
import { LoadingPlaceholders, QueryStatus } from '../../../components/ui/QueryStatus';
import { SectionHeader } from '../../../components/ui/SectionHeader';
import { notify } from '../../../components/ui/toast';
import { useCanChangeRecord } from '../../../lib/child-role';
import {
  type DashboardEntry,
  type VaccineDashboard,
  vaccineDashboardQuery,
} from '../api/dashboard';
import { useVaccineActions } from '../hooks/use-vaccine-actions';
import { FAILURE_TEXT, RECORDS_TEXT as TEXT } from '../strings';
import { lazyNamed } from '../../../lib/lazy-named';
import type { EntryAction } from './entry-actions';
import { brandsFor } from './vaccine-rules';
import { VaccineLists } from './VaccineLists';
import styles from './VaccinationRecords.module.css';

// The sheets load when first opened: the first screen is the schedule, not its forms (the
// dashboard's JavaScript budget, docs/quality.md). Once loaded a sheet stays, to close smoothly.
const MarkCompleteSheet = lazyNamed(() => import('./MarkCompleteSheet'), 'MarkCompleteSheet');
const MarkIncompleteSheet = lazyNamed(() => import('./MarkIncompleteSheet'), 'MarkIncompleteSheet');
const NotNeededSheet = lazyNamed(() => import('./NotNeededSheet'), 'NotNeededSheet');
const BulkStatusSheet = lazyNamed(() => import('./BulkStatusSheet'), 'BulkStatusSheet');
const AddVaccineSheet = lazyNamed(() => import('./AddVaccineSheet'), 'AddVaccineSheet');

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

/**
 * The section as it stands before its child is known (the children list still on its way):
 * the heading and the placeholders the schedule's own loading shows, so nothing moves when the
 * child and then their lists arrive.
 */
export function VaccinationRecordsLoading() {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.records} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={t(TEXT.heading)} />
      <LoadingPlaceholders label={t(TEXT.loading)} heights={SCHEDULE_PLACEHOLDERS} />
    </section>
  );
}

/** The Home tab's "Vaccination Records": the child's lists, the add button, and the sheets. */
export function VaccinationRecords({ child, today }: VaccinationRecordsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const query = useQuery(vaccineDashboardQuery(child.id));
  const actions = useVaccineActions(child.id);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const canChange = useCanChangeRecord();

  useLoadFailureToast(query);

  // Not given and Undo of not needed need no sheet: sent at once, told by a toast.
  const onAction = (action: EntryAction, entry: DashboardEntry) => {
    if (action === 'not_given') actions.markNotGiven.mutate(entry.id);
    else if (action === 'undo') actions.undoNotNeeded.mutate(entry.id);
    else setSheet({ kind: action, entry });
  };

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
              {t(canChange ? TEXT.empty : TEXT.emptyViewer)}
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

      {canChange && <AddButton onClick={() => setSheet({ kind: 'add' })}>{t(TEXT.add)}</AddButton>}

      <VaccineSheets
        sheet={sheet}
        onClose={() => setSheet(null)}
        child={child}
        today={today}
        brands={query.data?.brands ?? []}
        actions={actions}
      />
    </section>
  );
}

interface VaccineSheetsProps {
  sheet: OpenSheet;
  onClose: () => void;
  child: VaccinationRecordsProps['child'];
  today?: string;
  brands: VaccineDashboard['brands'];
  actions: ReturnType<typeof useVaccineActions>;
}

/** The sheet open now, and those opened before (kept, so they close smoothly). */
function VaccineSheets({ sheet, onClose, child, today, brands, actions }: VaccineSheetsProps) {
  const opened = useOpenedKinds(sheet?.kind);
  const close = onClose;
  const entryOf = (kind: 'given' | 'incomplete' | 'not_needed') =>
    sheet && 'entry' in sheet && sheet.kind === kind ? sheet.entry : null;
  const given = entryOf('given');
  return (
    <Suspense fallback={null}>
      {opened.has('given') && (
        <MarkCompleteSheet
          entry={given}
          childDob={child.dob}
          brands={brandsFor(brands, given?.doseCode ?? null)}
          today={today}
          onClose={close}
          onSubmit={actions.markComplete.mutateAsync}
        />
      )}
      {opened.has('incomplete') && (
        <MarkIncompleteSheet
          entry={entryOf('incomplete')}
          onClose={close}
          onConfirm={actions.markIncomplete.mutateAsync}
        />
      )}
      {opened.has('not_needed') && (
        <NotNeededSheet
          entry={entryOf('not_needed')}
          onClose={close}
          onSubmit={actions.markNotNeeded.mutateAsync}
        />
      )}
      {opened.has('bulk') && (
        <BulkStatusSheet
          entries={sheet?.kind === 'bulk' ? sheet.entries : null}
          childDob={child.dob}
          today={today}
          onClose={close}
          onSubmit={actions.bulk.mutateAsync}
        />
      )}
      {opened.has('add') && (
        <AddVaccineSheet
          open={sheet?.kind === 'add'}
          childDob={child.dob}
          today={today}
          onClose={close}
          onSubmit={actions.add.mutateAsync}
        />
      )}
    </Suspense>
  );
}

/** The kinds of sheet opened so far: each is drawn from its first opening on. */
function useOpenedKinds(kind: string | undefined): ReadonlySet<string> {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (kind && !opened.has(kind)) setOpened(new Set([...opened, kind]));
  return kind && !opened.has(kind) ? new Set([...opened, kind]) : opened;
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
