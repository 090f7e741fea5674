import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { NotNeededReason } from '@tika/contract';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { toastUnexplained, useSheetForm } from '../../../components/form/use-sheet-form';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { Sheet } from '../../../components/ui/Sheet';
import form from '../../../components/ui/SheetForm.module.css';
import type { DashboardEntry } from '../api/dashboard';
import type { NotNeededInput } from '../hooks/use-vaccine-actions';
import { MARK_GIVEN_TEXT, NOT_NEEDED_REASON_LABELS, NOT_NEEDED_TEXT as TEXT } from '../strings';
import { notNeededErrors, notNeededNeedsNote, notNeededReasonsFor } from './vaccine-rules';

interface NotNeededSheetProps {
  /** The dose; null keeps the sheet closed. */
  entry: DashboardEntry | null;
  onClose: () => void;
  onSubmit: (input: NotNeededInput) => Promise<unknown>;
}

/** "Not needed": why (the reasons that can apply to this dose) and, for the doctor's or another reason, a note. */
export function NotNeededSheet({ entry, onClose, onSubmit }: NotNeededSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet open={entry !== null} onClose={onClose} title={t(TEXT.title)}>
      {entry && <NotNeededForm key={entry.id} entry={entry} onDone={onClose} onSubmit={onSubmit} />}
    </Sheet>
  );
}

interface NotNeededValues {
  reason: NotNeededReason | '';
  note: string;
}

const WIRE_FIELDS = { not_needed_reason: 'reason', not_needed_note: 'note' } as const;

function NotNeededForm({
  entry,
  onDone,
  onSubmit,
}: {
  entry: DashboardEntry;
  onDone: () => void;
  onSubmit: NotNeededSheetProps['onSubmit'];
}) {
  const { t } = useLingui();
  const { values, field, errors, busy, submit, formRef } = useSheetForm<NotNeededValues>({
    initial: { reason: '', note: '' },
    validate: notNeededErrors,
    send: (v) =>
      onSubmit({
        vaccineId: entry.id,
        reason: v.reason as NotNeededReason,
        note: notNeededNeedsNote(v.reason) ? v.note : '',
      }),
    onDone,
    wireFields: WIRE_FIELDS,
    onUnexplained: toastUnexplained,
  });

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <div className={form.summary}>
        <span className={form.summaryName}>{entry.vaccine.name}</span>
        <span className={form.summaryMeta}>
          {t(MARK_GIVEN_TEXT.due(formatDisplayDate(entry.dateOfVaccination)))}
        </span>
      </div>
      <p className={form.text}>{t(TEXT.lead)}</p>
      <ReasonSelect reasons={notNeededReasonsFor(entry.doseCode)} {...field('reason')} />
      {notNeededNeedsNote(values.reason) && (
        <TextAreaField
          label={t(TEXT.note)}
          optional={values.reason !== 'other'}
          {...field('note')}
          maxLength={500}
          placeholder={t(TEXT.notePlaceholder)}
        />
      )}
      <SheetFooter
        error={errors.form}
        label={t(TEXT.submit)}
        busyLabel={t(TEXT.busy)}
        busy={busy}
      />
    </form>
  );
}

function ReasonSelect({
  reasons,
  value,
  onChange,
  error,
}: {
  reasons: NotNeededReason[];
  value: NotNeededReason | '';
  onChange: (value: NotNeededReason | '') => void;
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {t(TEXT.reason)}
      </label>
      <select
        id={id}
        className={form.select}
        value={value}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value as NotNeededReason | '')}
      >
        <option value="">{t(TEXT.chooseReason)}</option>
        {reasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(NOT_NEEDED_REASON_LABELS[reason])}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={form.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
