import { type FormEvent, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, VACCINE_MESSAGES } from '@tika/contract';
import { Button } from '../../../components/ui/Button';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { notify } from '../../../components/ui/toast';
import { browserToday } from '../../../lib/today';
import { handleAsync } from '../../../lib/async-handler';
import form from '../../../components/ui/SheetForm.module.css';
import type { DashboardEntry } from '../api/dashboard';
import type { MarkCompleteInput } from '../hooks/use-vaccine-actions';
import { NoteField } from './NoteField';
import { PrescriptionField } from './PrescriptionField';
import { inlineErrorFor, vaccinationDateError } from './vaccine-rules';

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

const DATE_MESSAGES: string[] = [
  VACCINE_MESSAGES.dateRequired,
  VACCINE_MESSAGES.dateInFuture,
  VACCINE_MESSAGES.dateBeforeBirth,
];

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
  const [date, setDate] = useState('');
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = vaccinationDateError(date, childDob, today);
    setDateError(problem);
    setFormError(null);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit({ vaccineId: entry.id, vaccinatedOn: date, comment, file });
      setBusy(false);
      onDone();
    } catch (err) {
      setBusy(false);
      const message = inlineErrorFor(err);
      // The server's clock and time zone have the last word on "today".
      if (message && DATE_MESSAGES.includes(message)) setDateError(message);
      else if (message) setFormError(message);
      else {
        notify.error(GENERIC_ERROR_MESSAGE, 'Please try again');
        // The toast sits under the sheet's backdrop, so the sheet says it too.
        setFormError(`${GENERIC_ERROR_MESSAGE}. Please try again.`);
      }
    }
  };

  return (
    <form className={form.form} onSubmit={handleAsync(submit)} noValidate>
      <div className={form.summary}>
        <span className={form.summaryName}>{entry.vaccine.name}</span>
        {entry.vaccine.vaccineFullName !== entry.vaccine.name && (
          <span className={form.summaryMeta}>{entry.vaccine.vaccineFullName}</span>
        )}
        <span className={form.summaryMeta}>Due {formatDisplayDate(entry.dateOfVaccination)}</span>
      </div>
      <DatePicker
        label="Date of vaccination"
        value={date}
        onChange={(value) => {
          setDate(value);
          setDateError(null);
        }}
        min={childDob}
        max={today}
        openTo={entry.dateOfVaccination}
        error={dateError}
      />
      <NoteField
        label="Note"
        value={comment}
        onChange={setComment}
        placeholder="e.g. Given at City Clinic, right thigh"
      />
      <PrescriptionField
        file={file}
        onChange={(f) => {
          setFile(f);
          setFormError(null);
        }}
      />
      {formError && (
        <p className={form.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" loading={busy}>
        {busy ? 'Saving…' : 'Mark as complete'}
      </Button>
    </form>
  );
}
