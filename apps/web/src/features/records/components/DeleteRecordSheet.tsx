import { Trans, useLingui } from '@lingui/react/macro';
import { refusalOf } from '../../../components/form/refusal';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import form from '../../../components/ui/SheetForm.module.css';
import type { RecordEntry } from '../api/records';
import { addedOnLabel, recordKind } from './record-rules';
import { RecordThumb } from './RecordThumb';
import styles from './RecordSheets.module.css';

interface DeleteRecordSheetProps {
  record: RecordEntry | null;
  onClose: () => void;
  onConfirm: (recordId: string) => Promise<unknown>;
}

/** Asks before deleting, because the record and its file cannot be brought back. */
export function DeleteRecordSheet({ record, onClose, onConfirm }: DeleteRecordSheetProps) {
  const { t } = useLingui();
  return (
    <ConfirmSheet
      item={record}
      title={t`Delete this record?`}
      summary={(r) => <RecordSummary record={r} />}
      message={(r) =>
        recordKind(r) === 'pdf'
          ? t`The record and its PDF will be removed. This cannot be undone.`
          : t`The record and its image will be removed. This cannot be undone.`
      }
      confirmLabel={t`Delete record`}
      busyLabel={t`Deleting…`}
      danger
      onConfirm={(r) => onConfirm(r.id)}
      errorMessage={(err) => refusalOf(err)?.message ?? t`Something went wrong. Please try again.`}
      onClose={onClose}
    />
  );
}

/** The record being deleted: its picture, purpose and the day it was added. */
function RecordSummary({ record }: { record: RecordEntry }) {
  const added = addedOnLabel(record.createdAt);
  return (
    <div className={styles.summary}>
      <RecordThumb record={record} />
      <span className={styles.summaryText}>
        <span className={`${form.summaryName} ${styles.summaryName}`}>{record.purpose}</span>
        <span className={form.summaryMeta}>
          <Trans>Added on {added}</Trans>
        </span>
      </span>
    </div>
  );
}
