import { RECORD_MESSAGES } from '@tika/contract';
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
  return (
    <ConfirmSheet
      item={record}
      title="Delete this record?"
      summary={(r) => (
        <div className={styles.summary}>
          <RecordThumb record={r} />
          <span className={styles.summaryText}>
            <span className={`${form.summaryName} ${styles.summaryName}`}>{r.purpose}</span>
            <span className={form.summaryMeta}>Added on {addedOnLabel(r.createdAt)}</span>
          </span>
        </div>
      )}
      message={(r) =>
        `The record and its ${recordKind(r) === 'pdf' ? 'PDF' : 'image'} will be removed. This cannot be undone.`
      }
      confirmLabel="Delete record"
      busyLabel="Deleting…"
      danger
      onConfirm={(r) => onConfirm(r.id)}
      errorMessage={(err) =>
        refusalOf(err)?.message ?? `${RECORD_MESSAGES.failed}. Please try again.`
      }
      onClose={onClose}
    />
  );
}
