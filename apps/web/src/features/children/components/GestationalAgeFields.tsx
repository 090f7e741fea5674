import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const hint = gestationHint({ weeks: weeks.value, days: days.value });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Born early? Weeks + days at birth</Trans>
      </legend>
      <p className={styles.help}>
        <Trans>Only for a baby born before 37 weeks; leave empty if not, or not known.</Trans>
      </p>
      <div className={styles.gestation}>
        <TextField label={t`Weeks`} {...NUMBER_INPUT} maxLength={2} {...weeks} />
        <TextField
          label={t`Days`}
          {...NUMBER_INPUT}
          maxLength={1}
          hint={t`0 to 6, optional`}
          {...days}
        />
      </div>
      <p className={styles.help} aria-live="polite">
        {hint}
      </p>
    </fieldset>
  );
}
