import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@tika/contract';
import { DocumentIcon, UploadIcon } from '../../../components/ui/icons';
import form from '../../../components/ui/SheetForm.module.css';
import { checkUploadFile, uploadKind } from '../../../lib/upload';
import { fileSizeText } from './record-rules';
import styles from './RecordSheets.module.css';

interface RecordFileFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The "required" message once the parent has pressed Save. */
  error?: string;
  disabled?: boolean;
}

/** The prescription or report: a photo or PDF, refused here when the server would refuse it. */
export function RecordFileField({ file, onChange, error, disabled }: RecordFileFieldProps) {
  const [pickError, setPickError] = useState<string | null>(null);
  const id = useId();
  const messageId = `${id}-message`;
  const shown = pickError ?? error ?? null;

  return (
    <div className={form.field}>
      <span className={form.label} id={`${id}-label`}>
        Prescription or report
      </span>
      {file ? (
        <div className={styles.fileChosen}>
          {uploadKind(file) === 'pdf' ? (
            <span className={`${styles.filePreview} ${styles.filePreviewPdf}`}>
              <DocumentIcon size={22} />
            </span>
          ) : (
            <ImagePreview file={file} />
          )}
          <span className={styles.fileText}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={form.fileSize}>{fileSizeText(file.size)}</span>
          </span>
          <button
            type="button"
            className={form.fileRemove}
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            ×
          </button>
        </div>
      ) : (
        <label className={`${styles.filePicker} ${shown ? styles.invalid : ''}`}>
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPTED_UPLOAD_EXTENSIONS}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={messageId}
            aria-invalid={Boolean(shown) || undefined}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              // Clear the input so picking the same file again after an error still fires.
              e.target.value = '';
              if (!picked) return;
              const problem = checkUploadFile(picked);
              setPickError(problem);
              if (!problem) onChange(picked);
            }}
          />
          <UploadIcon size={22} />
          <span className={styles.filePickerText}>
            <span>Add a photo or PDF</span>
            <span className={styles.filePickerHint}>Take a photo or choose a file</span>
          </span>
        </label>
      )}
      {shown ? (
        <p id={messageId} className={form.error} role="alert">
          {shown}
        </p>
      ) : (
        !file && (
          <p id={messageId} className={form.hint}>
            PNG, JPG or PDF. PDFs up to 5 MB.
          </p>
        )
      )}
    </div>
  );
}

/** The picked photo, shown from memory; the object URL is released with it. */
function ImagePreview({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <span className={styles.filePreview}>
      <img ref={ref} alt="" />
    </span>
  );
}
