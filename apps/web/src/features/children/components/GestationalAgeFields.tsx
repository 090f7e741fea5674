import { GESTATION_TEXT } from '@tika/contract';
import { TextField } from '../../../components/ui/TextField';
import { gestationHint } from './gestational-age';
import styles from './ChildSheets.module.css';

/** One input's value, change handler and message (as useSheetForm's `field` gives them). */
interface NumberField {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

const NUMBER_INPUT = { allow: 'digits', inputMode: 'numeric', autoComplete: 'off' } as const;

/**
 * The optional "Born early?" question: weeks and days of pregnancy at birth (22+0 to 42+6),
 * and what they mean once valid (born early, or at term from 37 weeks).
 */
export function GestationalAgeFields({ weeks, days }: { weeks: NumberField; days: NumberField }) {
  const hint = gestationHint({ weeks: weeks.value, days: days.value });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{GESTATION_TEXT.legend}</legend>
      <p className={styles.help}>{GESTATION_TEXT.help}</p>
      <div className={styles.gestation}>
        <TextField label={GESTATION_TEXT.weeks} {...NUMBER_INPUT} maxLength={2} {...weeks} />
        <TextField
          label={GESTATION_TEXT.days}
          {...NUMBER_INPUT}
          maxLength={1}
          hint={GESTATION_TEXT.daysHint}
          {...days}
        />
      </div>
      <p className={styles.help} aria-live="polite">
        {hint}
      </p>
    </fieldset>
  );
}
