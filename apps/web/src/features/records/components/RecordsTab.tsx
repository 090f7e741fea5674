import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddButton } from '../../../components/ui/AddButton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RecordIcon } from '../../../components/ui/icons';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { SectionHeader } from '../../../components/ui/SectionHeader';
import { notify } from '../../../components/ui/toast';
import { useCanChangeRecord } from '../../../lib/child-role';
import { medicalRecordsQuery, type RecordEntry } from '../api/records';
import { useOpenRecord } from '../hooks/use-open-record';
import { useRecordActions } from '../hooks/use-record-actions';
import { AddRecordSheet } from './AddRecordSheet';
import { DeleteRecordSheet } from './DeleteRecordSheet';
import { RecordList } from './RecordList';
import styles from './RecordsTab.module.css';
import { RecordViewerSheet } from './RecordViewerSheet';

/** The toast for a list that did not load (the i18n instance is stable: one toast per failure). */
const LOAD_FAILED = msg`Something went wrong`;

type OpenSheet =
  | { kind: 'add' }
  | { kind: 'view'; recordId: string }
  | { kind: 'delete'; record: RecordEntry }
  | null;

interface RecordsTabProps {
  childId: string;
  childName: string;
}

/** The dashboard's Notifications tab: the child's prescriptions and reports (docs/product/screens-and-routes.md). */
export function RecordsTab({ childId, childName }: RecordsTabProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const query = useQuery(medicalRecordsQuery(childId));
  const actions = useRecordActions(childId);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const close = () => setSheet(null);
  const { openRecord: view, refreshing: refreshingView } = useOpenRecord(query, (recordId) =>
    setSheet({ kind: 'view', recordId }),
  );
  const openAdd = () => setSheet({ kind: 'add' });
  // A viewer of the child opens the records; adding and deleting are not offered.
  const canChange = useCanChangeRecord();

  // One toast per failed load (docs/product/errors.md); the card below offers a retry.
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify.error(i18n._(LOAD_FAILED));
  }, [isError, errorUpdatedAt, i18n]);

  const viewing =
    sheet?.kind === 'view' ? (query.data?.find((r) => r.id === sheet.recordId) ?? null) : null;

  return (
    <section className={styles.records} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={t`Medical Records`} count={query.data?.length} />

      <QueryStatus
        query={query}
        loadingLabel={t`Loading medical records`}
        skeletons={[138, 138, 138]}
        errorTitle={t`We couldn't load the medical records`}
      >
        {(records) =>
          records.length === 0 ? (
            <EmptyState
              icon={<RecordIcon size={30} />}
              title={t`No medical records yet`}
              action={
                canChange && (
                  <AddButton compact onClick={openAdd}>
                    <Trans>Add medical record</Trans>
                  </AddButton>
                )
              }
            >
              {canChange && (
                <Trans>Keep {childName}’s prescriptions and reports here, as photos or PDFs.</Trans>
              )}
            </EmptyState>
          ) : (
            <>
              {canChange && (
                <AddButton onClick={openAdd}>
                  <Trans>Add medical record</Trans>
                </AddButton>
              )}
              <RecordList
                records={records}
                onView={view}
                onDelete={canChange ? (record) => setSheet({ kind: 'delete', record }) : undefined}
              />
            </>
          )
        }
      </QueryStatus>

      <AddRecordSheet
        open={sheet?.kind === 'add'}
        childName={childName}
        onClose={close}
        onSubmit={actions.add.mutateAsync}
      />
      <RecordViewerSheet
        record={viewing}
        refreshing={refreshingView}
        onClose={close}
        onReload={() => void query.refetch()}
      />
      <DeleteRecordSheet
        record={sheet?.kind === 'delete' ? sheet.record : null}
        onClose={close}
        onConfirm={actions.remove.mutateAsync}
      />
    </section>
  );
}
