import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE, vaccinationDateRule } from '@tika/contract';
import { FileField } from '../../../components/form/FileField';
import { formErrors } from '../../../components/form/refusal';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { notify } from '../../../components/ui/toast';
import { browserToday } from '../../../lib/today';
import form from '../../../components/ui/SheetForm.module.css';
import type { DashboardEntry } from '../api/dashboard';
import type { MarkCompleteInput } from '../hooks/use-vaccine-actions';

interface MarkCompleteSheetProps {
  /** The vaccine being marked; null keeps the sheet closed. */
  entry: DashboardEntry | null;
  childDob: string;
  onClose: () => void;
  onSubmit: (input: MarkCompleteInput) => Promise<unknown>;
}

export function MarkCompleteSheet({ entry, childDob, onClose, onSubmit }: MarkCompleteSheetProps) {
  return (
    <Sheet open={entry !== null} onClose={onClose} title="Mark as complete">
      {entry && (
        <MarkCompleteForm
          key={entry.id}
          entry={entry}
          childDob={childDob}
          onDone={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Sheet>
  );
}

interface MarkCompleteValues {
  date: string;
  comment: string;
  file: File | null;
}

/** The form's field for each wire name the server may name in a refusal. */
const WIRE_FIELDS = { vaccinated_on: 'date', comment: 'comment', prescription: 'file' } as const;

/** A failure nobody explained: a toast, and the sheet says it too (the toast sits under its backdrop). */
function unexplained(): string {
  notify.error(GENERIC_ERROR_MESSAGE, 'Please try again');
  return `${GENERIC_ERROR_MESSAGE}. Please try again.`;
}

/** When it was given (between birth and today), a note, and optionally the prescription. */
function MarkCompleteForm({
  entry,
  childDob,
  onDone,
  onSubmit,
}: {
  entry: DashboardEntry;
  childDob: string;
  onDone: () => void;
  onSubmit: MarkCompleteSheetProps['onSubmit'];
}) {
  const [today] = useState(browserToday);
  // The server's clock and time zone have the last word on "today": its refusal names the date.
  const { values, set, field, errors, busy, submit, formRef } = useSheetForm<MarkCompleteValues>({
    initial: { date: '', comment: '', file: null },
    validate: (v) => formErrors({ date: vaccinationDateRule(v.date, childDob, today) }),
    send: (v) =>
      onSubmit({ vaccineId: entry.id, vaccinatedOn: v.date, comment: v.comment, file: v.file }),
    onDone,
    wireFields: WIRE_FIELDS,
    onUnexplained: unexplained,
  });

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <div className={form.summary}>
        <span className={form.summaryName}>{entry.vaccine.name}</span>
        {entry.vaccine.vaccineFullName !== entry.vaccine.name && (
          <span className={form.summaryMeta}>{entry.vaccine.vaccineFullName}</span>
        )}
        <span className={form.summaryMeta}>Due {formatDisplayDate(entry.dateOfVaccination)}</span>
      </div>
      <DatePicker
        label="Date of vaccination"
        {...field('date')}
        min={childDob}
        max={today}
        openTo={entry.dateOfVaccination}
      />
      <TextAreaField
        label="Note"
        optional
        {...field('comment')}
        placeholder="e.g. Given at City Clinic, right thigh"
      />
      <FileField
        label="Prescription"
        optional
        look="compact"
        file={values.file}
        error={errors.file}
        onChange={(f) => set('file', f)}
      />
      <SheetFooter error={errors.form} label="Mark as complete" busyLabel="Saving…" busy={busy} />
    </form>
  );
}
