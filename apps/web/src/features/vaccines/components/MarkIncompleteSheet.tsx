import { GENERIC_ERROR_MESSAGE } from '@tika/contract';
import { refusalOf } from '../../../components/form/refusal';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import form from '../../../components/ui/SheetForm.module.css';
import { notify } from '../../../components/ui/toast';
import type { DashboardEntry } from '../api/dashboard';
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
      title="Mark as incomplete?"
      summary={(e) => (
        <div className={form.summary}>
          <span className={form.summaryName}>{e.vaccine.name}</span>
          <span className={form.summaryMeta}>{takenOnLabel(e.vaccinatedOn)}</span>
        </div>
      )}
      message={(e) =>
        `${e.vaccine.name} will move back to your pending vaccines. The date, note${e.imageUrl ? ' and prescription' : ''} saved with it will be removed.`
      }
      confirmLabel="Mark as incomplete"
      busyLabel="Saving…"
      onConfirm={(e) => onConfirm(e.id)}
      errorMessage={(err) => {
        const refusal = refusalOf(err);
        if (refusal) return refusal.message;
        notify.error(GENERIC_ERROR_MESSAGE, 'Please try again');
        // The toast sits under the sheet's backdrop, so the sheet says it too.
        return `${GENERIC_ERROR_MESSAGE}. Please try again.`;
      }}
      onClose={onClose}
    />
  );
}
