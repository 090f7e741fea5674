import { GENERIC_ERROR_MESSAGE } from '@tika/contract';
import { refusalOf } from '../../../components/form/refusal';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import form from '../../../components/ui/SheetForm.module.css';
import { notify } from '../../../components/ui/toast';
import type { DashboardEntry } from '../api/dashboard';
import { FAILURE_TEXT, INCOMPLETE_TEXT as TEXT } from '../strings';
import { takenOnLabel } from './vaccine-rules';

interface MarkIncompleteSheetProps {
  entry: DashboardEntry | null;
  onClose: () => void;
  onConfirm: (vaccineId: string) => Promise<unknown>;
}

/** Asks before undoing a completion, because the date, note and prescription go with it. */
export function MarkIncompleteSheet({ entry, onClose, onConfirm }: MarkIncompleteSheetProps) {
  return (
    <ConfirmSheet
      item={entry}
      title={TEXT.title}
      summary={(e) => (
        <div className={form.summary}>
          <span className={form.summaryName}>{e.vaccine.name}</span>
          <span className={form.summaryMeta}>{takenOnLabel(e.vaccinatedOn)}</span>
        </div>
      )}
      message={(e) => TEXT.message(e.vaccine.name, Boolean(e.imageUrl))}
      confirmLabel={TEXT.confirm}
      busyLabel={TEXT.busy}
      onConfirm={(e) => onConfirm(e.id)}
      errorMessage={(err) => {
        const refusal = refusalOf(err);
        if (refusal) return refusal.message;
        notify.error(GENERIC_ERROR_MESSAGE, FAILURE_TEXT.tryAgain);
        // The toast sits under the sheet's backdrop, so the sheet says it too.
        return FAILURE_TEXT.inSheet(GENERIC_ERROR_MESSAGE);
      }}
      onClose={onClose}
    />
  );
}
