import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { AddButton } from '../../../components/ui/AddButton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { GrowthIcon } from '../../../components/ui/icons';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { SectionHeader } from '../../../components/ui/SectionHeader';
import { useCanChangeRecord } from '../../../lib/child-role';
import { type GrowthEntry, growthRecordsQuery } from '../api/growth';
import { useGrowthActions } from '../hooks/use-growth-actions';
import { AddGrowthSheet } from './AddGrowthSheet';
import { DeleteGrowthSheet } from './DeleteGrowthSheet';
import { GrowthChartCard } from './GrowthChartCard';
import { GrowthRecordList } from './GrowthRecordList';
import { gestationOf } from './growth-rules';
import { TEXT } from './growth-text';
import { LatestMeasurement } from './LatestMeasurement';
import styles from './GrowthTab.module.css';

type OpenSheet = { kind: 'add' } | { kind: 'delete'; record: GrowthEntry } | null;

/** The dashboard's Health Records tab: the latest measurement, the chart, every record, and the sheets. */
export function GrowthTab({ child }: { child: { id: string; name: string; dob: string } }) {
  const { t } = useLingui();
  const headingId = useId();
  const query = useQuery(growthRecordsQuery(child.id));
  const actions = useGrowthActions(child.id);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const close = () => setSheet(null);
  const openAdd = () => setSheet({ kind: 'add' });
  // A viewer of the child reads the records; adding and deleting are not offered.
  const canChange = useCanChangeRecord();

  // docs/product/errors.md: growth failures are silent apart from the log; the card below offers a retry.
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error('Loading growth records failed', error);
  }, [isError, error]);

  return (
    <section className={styles.growth} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={t(TEXT.sectionTitle)} />

      <QueryStatus
        query={query}
        loadingLabel={t(TEXT.loading)}
        skeletons={[132, 280]}
        errorTitle={t(TEXT.loadFailed)}
      >
        {(data) =>
          data.records.length === 0 ? (
            <EmptyState
              icon={<GrowthIcon size={30} />}
              title={t(TEXT.emptyTitle)}
              action={
                canChange && (
                  <AddButton compact onClick={openAdd}>
                    {t(TEXT.addRecord)}
                  </AddButton>
                )
              }
            >
              {canChange && t(TEXT.emptyBody(child.name))}
            </EmptyState>
          ) : (
            <>
              <LatestMeasurement
                records={data.records}
                childDob={child.dob}
                gestation={gestationOf(data)}
              />
              {canChange && <AddButton onClick={openAdd}>{t(TEXT.addRecord)}</AddButton>}
              <GrowthChartCard
                child={child}
                records={data.records}
                whoAvailable={data.whoAvailable}
              />
              <GrowthRecordList
                records={data.records}
                childDob={child.dob}
                gestation={gestationOf(data)}
                onDelete={canChange ? (record) => setSheet({ kind: 'delete', record }) : undefined}
              />
            </>
          )
        }
      </QueryStatus>

      <AddGrowthSheet
        open={sheet?.kind === 'add'}
        childDob={child.dob}
        onClose={close}
        onSubmit={actions.add.mutateAsync}
      />
      <DeleteGrowthSheet
        record={sheet?.kind === 'delete' ? sheet.record : null}
        childDob={child.dob}
        onClose={close}
        onConfirm={actions.remove.mutateAsync}
      />
    </section>
  );
}
