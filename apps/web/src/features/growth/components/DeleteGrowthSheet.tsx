import { useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { refusalOf } from '../../../components/form/refusal';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import form from '../../../components/ui/SheetForm.module.css';
import type { GrowthEntry } from '../api/growth';
import { ageAtRecord, formatHeight, formatWeight } from './growth-rules';
import { TEXT } from './growth-text';

interface DeleteGrowthSheetProps {
  record: GrowthEntry | null;
  childDob: string;
  onClose: () => void;
  onConfirm: (recordId: string) => Promise<unknown>;
}

/** Asks before deleting, because a record cannot be brought back. */
export function DeleteGrowthSheet({
  record,
  childDob,
  onClose,
  onConfirm,
}: DeleteGrowthSheetProps) {
  const { t } = useLingui();
  return (
    <ConfirmSheet
      item={record}
      title={t(TEXT.deleteTitle)}
      summary={(r) => (
        <div className={form.summary}>
          <span className={form.summaryName}>
            {formatDisplayDate(r.recordDate)}, {ageAtRecord(childDob, r.recordDate)}
          </span>
          <span className={form.summaryMeta}>
            {[
              r.weight !== null && formatWeight(r.weight),
              r.height !== null && formatHeight(r.height, r.heightFeetInches),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
      )}
      message={() => t(TEXT.deleteMessage)}
      confirmLabel={t(TEXT.deleteButton)}
      busyLabel={t(TEXT.deleting)}
      danger
      onConfirm={(r) => onConfirm(r.id)}
      errorMessage={(err) => {
        // docs/product/errors.md: growth failures are only logged; a refused request still says why.
        const refusal = refusalOf(err);
        if (refusal) return refusal.message;
        console.error('Deleting a growth record failed', err);
        return null;
      }}
      onClose={onClose}
    />
  );
}
