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
  /**
   * Cards, one a line, for answers of a few words or more; chips, side by side, for short
   * names (Papa, Dadi) to pick with one tap.
   */
  look?: 'cards' | 'chips';
}

/** The class names of each look: an answer, the chosen answer, its radio. */
const LOOKS = {
  cards: { option: styles.option, chosen: styles.optionChosen, radio: styles.radio },
  chips: { option: styles.chip, chosen: styles.chipChosen, radio: styles.chipRadio },
};

/** One of a few answers, as radio cards or chips (the labels are too long for a phone-width <select>). */
export function ChoiceField<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  look = 'cards',
}: ChoiceFieldProps<T>) {
  const name = useId();
  const classes = LOOKS[look];
  const answers = options.map(([option, label]) => (
    <label key={option} className={`${classes.option} ${value === option ? classes.chosen : ''}`}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        aria-invalid={Boolean(error) || undefined}
        onChange={() => onChange(option)}
        className={classes.radio}
      />
      <span>{label}</span>
    </label>
  ));
  return (
    <fieldset
      className={`${styles.fieldset} ${error ? styles.invalid : ''}`}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {look === 'chips' ? <div className={styles.chips}>{answers}</div> : answers}
      {error && (
        <p id={`${name}-error`} className={form.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
