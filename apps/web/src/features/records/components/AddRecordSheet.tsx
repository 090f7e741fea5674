import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { RECORD_MESSAGES } from '@tika/contract';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import form from '../../../components/ui/SheetForm.module.css';
import type { AddRecordRequest } from '../hooks/use-record-actions';
import { inlineErrorFor, recordFormErrors, REMARKS_MAX, type UploadState } from './record-rules';
import { RecordFileField } from './RecordFileField';
import { UploadProgress } from './UploadProgress';
import { handleAsync } from '../../../lib/async-handler';

interface AddRecordSheetProps {
  open: boolean;
  childName: string;
  onClose: () => void;
  /** Uploads the record; rejects with the reason when it cannot. */
  onSubmit: (request: AddRecordRequest) => Promise<unknown>;
}

export function AddRecordSheet({ open, childName, onClose, onSubmit }: AddRecordSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title="Add medical record">
      <AddRecordForm childName={childName} onDone={onClose} onSubmit={onSubmit} />
    </Sheet>
  );
}

/** Purpose, remarks and the file, all required (docs/product/validation.md); the upload's progress while it goes. */
function AddRecordForm({
  childName,
  onDone,
  onSubmit,
}: {
  childName: string;
  onDone: () => void;
  onSubmit: AddRecordSheetProps['onSubmit'];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const remarksId = useId();
  const [purpose, setPurpose] = useState('');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // Missing fields are highlighted only once Save has been pressed, then clear as they are filled.
  const [attempts, setAttempts] = useState(0);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = upload !== null;
  const errors = attempts > 0 ? recordFormErrors({ purpose, note, file }) : {};

  // After a refused Save, take the parent to the first highlighted field.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAttempts((n) => n + 1);
    setFormError(null);
    if (!file || Object.keys(recordFormErrors({ purpose, note, file })).length > 0) return;
    setUpload({ phase: 'preparing' });
    try {
      await onSubmit({
        purpose: purpose.trim(),
        note: note.trim(),
        file,
        onProgress: (percent) => setUpload({ phase: 'uploading', percent }),
      });
      setUpload(null);
      onDone();
    } catch (err) {
      setUpload(null);
      // The toast ('Something went wrong') comes from the action; the sheet says why when it can.
      setFormError(inlineErrorFor(err) ?? `${RECORD_MESSAGES.failed}. Please try again.`);
    }
  };

  return (
    <form ref={formRef} className={form.form} onSubmit={handleAsync(submit)} noValidate>
      <p className={form.text}>Keep {childName}’s prescriptions and reports in one place.</p>
      <TextField
        label="Purpose"
        value={purpose}
        onChange={setPurpose}
        placeholder="e.g. Fever check-up"
        error={errors.purpose}
        disabled={busy}
        autoComplete="off"
      />
      <div className={form.field}>
        <div className={form.labelRow}>
          <label htmlFor={remarksId} className={form.label}>
            Remarks
          </label>
          <span className={form.counter} aria-hidden="true">
            {note.length}/{REMARKS_MAX}
          </span>
        </div>
        <textarea
          id={remarksId}
          className={`${form.textarea} ${errors.note ? form.invalid : ''}`}
          value={note}
          rows={3}
          maxLength={REMARKS_MAX}
          placeholder="e.g. Dr. Mehta, paracetamol for 3 days"
          disabled={busy}
          aria-invalid={Boolean(errors.note) || undefined}
          aria-describedby={errors.note ? `${remarksId}-error` : undefined}
          onChange={(e) => setNote(e.target.value.slice(0, REMARKS_MAX))}
        />
        {errors.note && (
          <p id={`${remarksId}-error`} className={form.error} role="alert">
            {errors.note}
          </p>
        )}
      </div>
      <RecordFileField
        file={file}
        error={errors.file}
        disabled={busy}
        onChange={(picked) => {
          setFile(picked);
          setFormError(null);
        }}
      />
      {upload && <UploadProgress state={upload} />}
      {formError && (
        <p className={form.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" loading={busy}>
        {busy ? 'Uploading…' : 'Save'}
      </Button>
    </form>
  );
}
