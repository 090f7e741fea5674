import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@tika/contract';
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
import { AddVaccineSheet } from './AddVaccineSheet';
import { MarkCompleteSheet } from './MarkCompleteSheet';
import { MarkIncompleteSheet } from './MarkIncompleteSheet';
import { VaccineLists } from './VaccineLists';
import styles from './VaccinationRecords.module.css';

type OpenSheet =
  | { kind: 'complete'; entry: DashboardEntry }
  | { kind: 'incomplete'; entry: DashboardEntry }
  | { kind: 'add' }
  | null;

const SCHEDULE_PLACEHOLDERS = [96, 96, 96, 96, 96, 96, 96, 96];

const isEmpty = (d: VaccineDashboard) =>
  !d.upcomingVaccine.length &&
  !d.outstandingVaccines.length &&
  !d.missedVaccines.length &&
  !d.completedVaccines.length;

/** The Home tab's "Vaccination Records": the child's lists, the add button, and the sheets. */
export function VaccinationRecords({ child }: { child: { id: string; dob: string } }) {
  const headingId = useId();
  const query = useQuery(vaccineDashboardQuery(child.id));
  const actions = useVaccineActions(child.id);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const close = () => setSheet(null);

  // One toast per failed load (docs/product/errors.md); the card below offers a retry.
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify.error(GENERIC_ERROR_MESSAGE);
  }, [isError, errorUpdatedAt]);

  const addButton = (
    <AddButton onClick={() => setSheet({ kind: 'add' })}>Add New Vaccine</AddButton>
  );

  return (
    <section className={styles.records} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title="Vaccination Records" />

      {/* A schedule runs to dozens of doses: placeholders taller than a phone's screen keep the
          button and cards below from jumping when the lists arrive (no layout shift in view). */}
      <QueryStatus
        query={query}
        loadingLabel="Loading vaccination records"
        skeletons={SCHEDULE_PLACEHOLDERS}
        errorTitle="We couldn't load the vaccination records"
      >
        {(data) =>
          isEmpty(data) ? (
            <EmptyState icon={<SyringeIcon size={30} />} title="No vaccines yet">
              Vaccines from your child’s schedule show up here. You can also add one yourself.
            </EmptyState>
          ) : (
            <VaccineLists
              data={data}
              onMarkComplete={(entry) => setSheet({ kind: 'complete', entry })}
              onMarkIncomplete={(entry) => setSheet({ kind: 'incomplete', entry })}
            />
          )
        }
      </QueryStatus>

      {addButton}

      <MarkCompleteSheet
        entry={sheet?.kind === 'complete' ? sheet.entry : null}
        childDob={child.dob}
        onClose={close}
        onSubmit={actions.markComplete.mutateAsync}
      />
      <MarkIncompleteSheet
        entry={sheet?.kind === 'incomplete' ? sheet.entry : null}
        onClose={close}
        onConfirm={actions.markIncomplete.mutateAsync}
      />
      <AddVaccineSheet
        open={sheet?.kind === 'add'}
        childDob={child.dob}
        onClose={close}
        onSubmit={actions.add.mutateAsync}
      />
    </section>
  );
}
