import { type FormEvent, useState } from 'react';
import {
  daysBetween,
  feetAndInches,
  LIMITS,
  type MeasuringPosition,
  usualPosition,
} from '@tika/contract';
import { Button } from '../../../components/ui/Button';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { browserToday } from '../../../lib/today';
import { handleAsync } from '../../../lib/async-handler';
import form from '../../../components/ui/SheetForm.module.css';
import type { AddGrowthInput } from '../api/growth';
import {
  acceptsDecimal,
  growthErrorField,
  type GrowthFormErrors,
  growthFormErrors,
  hasErrors,
  parseMeasurement,
} from './growth-rules';
import styles from './GrowthSheets.module.css';

export type AddGrowthValues = Omit<AddGrowthInput, 'childId'>;

interface AddGrowthSheetProps {
  open: boolean;
  childDob: string;
  onClose: () => void;
  onSubmit: (input: AddGrowthValues) => Promise<unknown>;
}

export function AddGrowthSheet({ open, childDob, onClose, onSubmit }: AddGrowthSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title="Add growth record">
      {open && <AddGrowthForm childDob={childDob} onDone={onClose} onSubmit={onSubmit} />}
    </Sheet>
  );
}

/** The feet and inches of a height being typed, once it is a height we would accept. */
function heightHint(text: string): string {
  const cm = parseMeasurement(text);
  return cm !== undefined && cm > 0 && cm < LIMITS.heightMaxCm
    ? `That is ${feetAndInches(cm)}`
    : `In centimetres, under ${LIMITS.heightMaxCm}`;
}

const POSITIONS: ReadonlyArray<{ value: MeasuringPosition; label: string }> = [
  { value: 'lying', label: 'Lying down' },
  { value: 'standing', label: 'Standing' },
];

/** When it was measured (birth to today), and the height, the weight or both (docs/product/validation.md). */
function AddGrowthForm({
  childDob,
  onDone,
  onSubmit,
}: {
  childDob: string;
  onDone: () => void;
  onSubmit: AddGrowthSheetProps['onSubmit'];
}) {
  const [today] = useState(browserToday);
  // Most parents record a measurement on the day it was taken.
  const [date, setDate] = useState(() => (today >= childDob ? today : ''));
  const [height, setHeight] = useState('');
  const [weight, setWeight] = useState('');
  // Follows the date (lying under two, standing from two) until the parent picks one.
  const [chosenPosition, setChosenPosition] = useState<MeasuringPosition | null>(null);
  const position =
    chosenPosition ?? usualPosition(date && date >= childDob ? daysBetween(childDob, date) : 0);
  const [errors, setErrors] = useState<GrowthFormErrors>({});
  const [busy, setBusy] = useState(false);

  const clear = (...fields: Array<keyof GrowthFormErrors>) =>
    setErrors((old) => {
      const next = { ...old };
      for (const f of fields) delete next[f];
      return next;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = growthFormErrors({ date, height, weight }, childDob, today);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const cm = parseMeasurement(height);
      await onSubmit({
        recordDate: date,
        height: cm,
        weight: parseMeasurement(weight),
        ...(cm !== undefined && { measured: position }),
      });
      setBusy(false);
      onDone();
    } catch (err) {
      setBusy(false);
      // docs/product/errors.md: a failed add is silent apart from the log; a refused one says why, where it belongs.
      if (err instanceof ApiError && err.status === 400)
        setErrors({ [growthErrorField(err.message)]: err.message });
      else console.error('Adding a growth record failed', err);
    }
  };

  return (
    <form className={form.form} onSubmit={handleAsync(submit)} noValidate>
      <p className={styles.lead}>Enter the height, the weight, or both.</p>
      <DatePicker
        label="Date measured"
        value={date}
        onChange={(v) => {
          setDate(v);
          clear('date');
        }}
        min={childDob}
        max={today}
        error={errors.date}
      />
      <div className={styles.measures}>
        <TextField
          label="Height (cm)"
          value={height}
          onChange={(v) => {
            if (!acceptsDecimal(v)) return;
            setHeight(v);
            clear('height', 'form');
          }}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 72.5"
          error={errors.height}
          hint={heightHint(height)}
        />
        <fieldset className={styles.position}>
          <legend className={styles.positionLegend}>Height measured</legend>
          <div className={styles.positionChoices}>
            {POSITIONS.map((option) => (
              <label key={option.value} className={styles.positionChoice}>
                <input
                  type="radio"
                  name="measured"
                  value={option.value}
                  checked={position === option.value}
                  onChange={() => setChosenPosition(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
          <p className={styles.positionHint}>
            WHO measures children lying down until 2 years, standing after.
          </p>
        </fieldset>
        <TextField
          label="Weight (kg)"
          value={weight}
          onChange={(v) => {
            if (!acceptsDecimal(v)) return;
            setWeight(v);
            clear('weight', 'form');
          }}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 8.4"
          error={errors.weight}
          hint={`In kilograms, under ${LIMITS.weightMaxKg}`}
        />
      </div>
      {errors.form && (
        <p className={form.formError} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={busy}>
        {busy ? 'Saving…' : 'Add record'}
      </Button>
    </form>
  );
}
