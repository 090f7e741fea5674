import { useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { recordFileRule, recordNoteRule, recordPurposeRule } from '@tika/contract';
import { FileField } from '../../../components/form/FileField';
import type { FormErrors } from '../../../components/form/refusal';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import form from '../../../components/ui/SheetForm.module.css';
import type { AddRecordRequest } from '../hooks/use-record-actions';
import { REMARKS_MAX, type UploadState } from './record-rules';
import { UploadProgress } from './UploadProgress';

interface AddRecordSheetProps {
  open: boolean;
  childName: string;
  onClose: () => void;
  /** Uploads the record; rejects with the reason when it cannot. */
  onSubmit: (request: AddRecordRequest) => Promise<unknown>;
}

export function AddRecordSheet({ open, childName, onClose, onSubmit }: AddRecordSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet open={open} onClose={onClose} title={t`Add medical record`}>
      <AddRecordForm childName={childName} onDone={onClose} onSubmit={onSubmit} />
    </Sheet>
  );
}

interface RecordFormValues {
  purpose: string;
  note: string;
  file: File | null;
}

/** The form's field for each wire name the server may name in a refusal. */
const RECORD_WIRE_FIELDS = { purpose: 'purpose', note: 'note', record: 'file' } as const;

/** What each field says when the contract's rule finds it missing (each rule has that one outcome). */
const MISSING = {
  purpose: msg`Please enter the purpose`,
  note: msg`Please enter the remarks`,
  file: msg`Please attach the prescription or report`,
} satisfies Record<keyof RecordFormValues, MessageDescriptor>;

/** Purpose, remarks and file are all required; blank text counts as missing. */
function recordFormErrors(v: RecordFormValues, i18n: I18n): FormErrors<keyof RecordFormValues> {
  const failing = {
    purpose: recordPurposeRule(v.purpose),
    note: recordNoteRule(v.note),
    file: recordFileRule(v.file),
  };
  const errors: FormErrors<keyof RecordFormValues> = {};
  for (const field of Object.keys(failing) as Array<keyof RecordFormValues>)
    if (failing[field]) errors[field] = i18n._(MISSING[field]);
  return errors;
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
  const { t, i18n } = useLingui();
  const [upload, setUpload] = useState<UploadState>({ phase: 'preparing' });
  const { values, set, field, errors, busy, submit, formRef } = useSheetForm<RecordFormValues>({
    initial: { purpose: '', note: '', file: null },
    validate: (v) => recordFormErrors(v, i18n),
    // Missing fields are highlighted only once Save has been pressed, then clear as they are filled.
    recheckOnChange: true,
    send: ({ purpose, note, file }) => {
      setUpload({ phase: 'preparing' });
      return onSubmit({
        purpose: purpose.trim(),
        note: note.trim(),
        file: file!,
        onProgress: (percent) => setUpload({ phase: 'uploading', percent }),
      });
    },
    onDone,
    wireFields: RECORD_WIRE_FIELDS,
    // The toast ('Something went wrong') comes from the action; the sheet says why when it can.
    onUnexplained: () => t`Something went wrong. Please try again.`,
  });

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <p className={form.text}>
        <Trans>Keep {childName}’s prescriptions and reports in one place.</Trans>
      </p>
      <TextField
        label={t`Purpose`}
        {...field('purpose')}
        placeholder={t`e.g. Fever check-up`}
        disabled={busy}
        autoComplete="off"
      />
      <TextAreaField
        label={t`Remarks`}
        {...field('note')}
        maxLength={REMARKS_MAX}
        placeholder={t`e.g. Dr. Mehta, paracetamol for 3 days`}
        disabled={busy}
      />
      <FileField
        label={t`Prescription or report`}
        file={values.file}
        error={errors.file}
        disabled={busy}
        onChange={(picked) => set('file', picked)}
      />
      {busy && <UploadProgress state={upload} />}
      <SheetFooter error={errors.form} label={t`Save`} busyLabel={t`Uploading…`} busy={busy} />
    </form>
  );
}
