import { type InputHTMLAttributes, useId } from 'react';
import { LIMITS } from '@tika/contract';
import styles from './TextField.module.css';

/** What a keystroke may produce (docs/product/validation.md); a change that breaks the rule is not passed on. */
export type Allow = 'letters' | 'digits' | 'any';

const PATTERNS: Record<Exclude<Allow, 'any'>, RegExp> = {
  // Names in any script (Devanagari too) with the spaces between their parts.
  letters: /^[\p{L}\p{M} ]*$/u,
  digits: /^[0-9]*$/,
};

export function acceptsValue(value: string, allow: Allow, maxLength: number): boolean {
  if (value.length > maxLength) return false;
  return allow === 'any' || PATTERNS[allow].test(value);
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allow?: Allow;
  error?: string | null;
  hint?: string;
  prefix?: string;
}

export function TextField({
  label,
  value,
  onChange,
  allow = 'any',
  maxLength = LIMITS.textInputMax,
  error,
  hint,
  prefix,
  id,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        <input
          id={inputId}
          className={styles.input}
          value={value}
          maxLength={maxLength}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            if (acceptsValue(e.target.value, allow, maxLength)) onChange(e.target.value);
          }}
          {...rest}
        />
      </div>
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
