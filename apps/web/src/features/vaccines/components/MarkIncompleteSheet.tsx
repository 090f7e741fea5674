import { useLingui } from '@lingui/react/macro';
import { refusalOf } from '../../../components/form/refusal';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import form from '../../../components/ui/SheetForm.module.css';
import type { DashboardEntry } from '../api/dashboard';
import { INCOMPLETE_TEXT as TEXT } from '../strings';
import { unexplainedInSheet } from './failure';
import { takenOnLabel } from './vaccine-rules';

interface MarkIncompleteSheetProps {
  entry: DashboardEntry | null;
  onClose: () => void;
  onConfirm: (vaccineId: string) => Promise<unknown>;
}

/** Asks before undoing a completion, because the date, note and prescription go with it. */
export function MarkIncompleteSheet({ entry, onClose, onConfirm }: MarkIncompleteSheetProps) {
  const { t } = useLingui();
  return (
    <ConfirmSheet
      item={entry}
      title={t(TEXT.title)}
      summary={(e) => (
        <div className={form.summary}>
          <span className={form.summaryName}>{e.vaccine.name}</span>
          <span className={form.summaryMeta}>{takenOnLabel(e.vaccinatedOn)}</span>
        </div>
      )}
      message={(e) => t(TEXT.message(e.vaccine.name, Boolean(e.imageUrl)))}
      confirmLabel={t(TEXT.confirm)}
      busyLabel={t(TEXT.busy)}
      onConfirm={(e) => onConfirm(e.id)}
      errorMessage={(err) => {
        // The server's reason, or the generic failure in a toast and in the sheet.
        return refusalOf(err)?.message ?? unexplainedInSheet();
      }}
      onClose={onClose}
    />
  );
}
