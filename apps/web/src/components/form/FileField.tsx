import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@tika/contract';
import { checkUploadFile, uploadKind } from '../../lib/upload';
import { DocumentIcon, PaperclipIcon, UploadIcon } from '../ui/icons';
import form from '../ui/SheetForm.module.css';
import styles from './FileField.module.css';

interface FileFieldProps {
  label: string;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The form's message for this field (required, or the server's refusal of the file). */
  error?: string;
  disabled?: boolean;
  /** 'preview': a tall card with the photo (the record itself); 'compact': one line, a paperclip. */
  look?: 'preview' | 'compact';
}

export const fileSizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A photo or PDF; a file the server would refuse is refused here, before any upload. */
export function FileField({
  label,
  optional,
  file,
  onChange,
  error,
  disabled,
  look = 'preview',
}: FileFieldProps) {
  const [pickError, setPickError] = useState<string | null>(null);
  const id = useId();
  const messageId = `${id}-message`;
  const shown = pickError ?? error ?? null;
  // The compact field keeps its hint under a chosen file; the card says enough by itself.
  const hint = !file || look === 'compact';

  return (
    <div className={form.field}>
      <span className={form.label} id={`${id}-label`}>
        {label}
        {optional && (
          <>
            {' '}
            <span className={form.optional}>
              <Trans>(optional)</Trans>
            </span>
          </>
        )}
      </span>
      {file ? (
        <ChosenFile file={file} look={look} disabled={disabled} onRemove={() => onChange(null)} />
      ) : (
        <label className={`${styles.picker} ${styles[look]} ${shown ? styles.invalid : ''}`}>
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
          <PickerText look={look} />
        </label>
      )}
      {shown ? (
        <p id={messageId} className={form.error} role="alert">
          {shown}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={form.hint}>
            <Trans>PNG, JPG or PDF. PDFs up to 5 MB.</Trans>
          </p>
        )
      )}
    </div>
  );
}

function PickerText({ look }: { look: 'preview' | 'compact' }) {
  if (look === 'compact')
    return (
      <>
        <PaperclipIcon size={20} />
        <span>
          <Trans>Add a photo or PDF</Trans>
        </span>
      </>
    );
  return (
    <>
      <UploadIcon size={22} />
      <span className={styles.pickerText}>
        <span>
          <Trans>Add a photo or PDF</Trans>
        </span>
        <span className={styles.pickerHint}>
          <Trans>Take a photo or choose a file</Trans>
        </span>
      </span>
    </>
  );
}

function ChosenFile({
  file,
  look,
  disabled,
  onRemove,
}: {
  file: File;
  look: 'preview' | 'compact';
  disabled?: boolean;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const fileName = file.name;
  const name = <span className={styles.fileName}>{file.name}</span>;
  const size = <span className={form.fileSize}>{fileSizeText(file.size)}</span>;
  return (
    <div className={`${styles.chosen} ${styles[look]}`}>
      {look === 'compact' ? (
        <>
          <PaperclipIcon size={20} />
          {name}
          {size}
        </>
      ) : (
        <>
          <Thumb file={file} />
          <span className={styles.fileText}>
            {name}
            {size}
          </span>
        </>
      )}
      <button
        type="button"
        className={form.fileRemove}
        aria-label={t`Remove ${fileName}`}
        disabled={disabled}
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  );
}

/** A PDF badge, or the picked photo shown from memory; the object URL is released with it. */
function Thumb({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement>(null);
  const pdf = uploadKind(file) === 'pdf';
  useEffect(() => {
    const img = ref.current;
    if (pdf || !img || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, pdf]);
  return pdf ? (
    <span className={`${styles.thumb} ${styles.thumbPdf}`}>
      <DocumentIcon size={22} />
    </span>
  ) : (
    <span className={styles.thumb}>
      <img ref={ref} alt="" />
    </span>
  );
}
