import type { ReactNode } from 'react';
import styles from './CopyField.module.css';

interface CopyFieldProps {
  label: ReactNode;
  value: string;
  /** Another look for the field (its label and input), in place of the sheet's. */
  className?: string;
}

/**
 * A link shown in full, read-only, that selects itself on focus: the copy by hand when the
 * clipboard fails, and a look at what the Copy button copies.
 */
export function CopyField({ label, value, className }: CopyFieldProps) {
  return (
    <label className={className ?? styles.field}>
      <span className={styles.label}>{label}</span>
      <input type="text" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
    </label>
  );
}
