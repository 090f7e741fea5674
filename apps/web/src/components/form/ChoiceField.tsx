import { useId } from 'react';
import form from '../ui/SheetForm.module.css';
import styles from './ChoiceField.module.css';

interface ChoiceFieldProps<T extends string> {
  legend: string;
  /** Each choice's value and label, in order. */
  options: ReadonlyArray<readonly [T, string]>;
  value: T | '';
  onChange: (value: T) => void;
  error?: string;
}

/** One of a few answers, as radio cards (the labels are too long for a phone-width <select>). */
export function ChoiceField<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: ChoiceFieldProps<T>) {
  const name = useId();
  return (
    <fieldset
      className={`${styles.fieldset} ${error ? styles.invalid : ''}`}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map(([option, label]) => (
        <label
          key={option}
          className={`${styles.option} ${value === option ? styles.optionChosen : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            aria-invalid={Boolean(error) || undefined}
            onChange={() => onChange(option)}
            className={styles.radio}
          />
          <span>{label}</span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className={form.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
