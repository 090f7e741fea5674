import { useId } from 'react';
import { type ScheduleId, SCHEDULE_IDS, SCHEDULE_LABELS } from '@tika/contract';
import styles from './ChildSheets.module.css';

/** The vaccination schedules as radio cards: the labels are too long for a phone-width <select>. */
export function ScheduleChoice({
  value,
  onChange,
}: {
  value: ScheduleId;
  onChange: (value: ScheduleId) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Vaccination schedule</legend>
      {SCHEDULE_IDS.map((id) => (
        <label key={id} className={`${styles.option} ${value === id ? styles.optionChosen : ''}`}>
          <input
            type="radio"
            name={name}
            value={id}
            checked={value === id}
            onChange={() => onChange(id)}
            className={styles.radio}
          />
          <span>{SCHEDULE_LABELS[id]}</span>
        </label>
      ))}
    </fieldset>
  );
}
