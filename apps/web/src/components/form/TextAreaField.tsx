import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { LIMITS } from '@tika/contract';
import form from '../ui/SheetForm.module.css';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  placeholder?: string;
  maxLength?: number;
  error?: string;
  disabled?: boolean;
}

/** A few lines of free text, with a count so the limit is never a surprise. */
export function TextAreaField({
  label,
  value,
  onChange,
  optional,
  placeholder,
  maxLength = LIMITS.textInputMax,
  error,
  disabled,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <div className={form.labelRow}>
        <label htmlFor={id} className={form.label}>
          {label}
          {optional && (
            <>
              {' '}
              <span className={form.optional}>
                <Trans>(optional)</Trans>
              </span>
            </>
          )}
        </label>
        <span className={form.counter} aria-hidden="true">
          {value.length}/{maxLength}
        </span>
      </div>
      <textarea
        id={id}
        className={`${form.textarea} ${error ? form.invalid : ''}`}
        value={value}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
      />
      {error && (
        <p id={`${id}-error`} className={form.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
