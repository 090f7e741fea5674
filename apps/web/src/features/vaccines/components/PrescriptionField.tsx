import { useId, useState } from 'react';
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@tika/contract';
import { PaperclipIcon } from '../../../components/ui/icons';
import form from '../../../components/ui/SheetForm.module.css';
import { checkUploadFile } from '../../../lib/upload';
import styles from './PrescriptionField.module.css';

interface PrescriptionFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** An optional photo or PDF of the prescription; a file the server would refuse is refused here. */
export function PrescriptionField({ file, onChange }: PrescriptionFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const messageId = `${id}-message`;

  return (
    <div className={form.field}>
      <span className={form.label} id={`${id}-label`}>
        Prescription <span className={form.optional}>(optional)</span>
      </span>
      {file ? (
        <div className={styles.fileChosen}>
          <PaperclipIcon size={20} />
          <span className={styles.fileName}>{file.name}</span>
          <span className={form.fileSize}>{sizeText(file.size)}</span>
          <button
            type="button"
            className={form.fileRemove}
            aria-label={`Remove ${file.name}`}
            onClick={() => onChange(null)}
          >
            ×
          </button>
        </div>
      ) : (
        <label className={`${styles.filePicker} ${error ? styles.filePickerInvalid : ''}`}>
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPTED_UPLOAD_EXTENSIONS}
            aria-labelledby={`${id}-label`}
            aria-describedby={messageId}
            aria-invalid={Boolean(error) || undefined}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              // Clear the input so picking the same file again after an error still fires.
              e.target.value = '';
              if (!picked) return;
              const problem = checkUploadFile(picked);
              setError(problem);
              if (!problem) onChange(picked);
            }}
          />
          <PaperclipIcon size={20} />
          <span>Add a photo or PDF</span>
        </label>
      )}
      {error ? (
        <p id={messageId} className={form.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={messageId} className={form.hint}>
          PNG, JPG or PDF. PDFs up to 5 MB.
        </p>
      )}
    </div>
  );
}
