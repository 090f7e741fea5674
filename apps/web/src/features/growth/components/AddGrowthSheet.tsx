import { useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  daysBetween,
  feetAndInches,
  LIMITS,
  type MeasuringPosition,
  usualPosition,
} from '@tika/contract';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { browserToday } from '../../../lib/today';
import form from '../../../components/ui/SheetForm.module.css';
import type { AddGrowthInput } from '../api/growth';
import {
  acceptsDecimal,
  growthFormErrors,
  GROWTH_WIRE_FIELDS,
  parseMeasurement,
} from './growth-rules';
import { TEXT } from './growth-text';
import styles from './GrowthSheets.module.css';

export type AddGrowthValues = Omit<AddGrowthInput, 'childId'>;

interface AddGrowthSheetProps {
  open: boolean;
  childDob: string;
  onClose: () => void;
  onSubmit: (input: AddGrowthValues) => Promise<unknown>;
}

export function AddGrowthSheet({ open, childDob, onClose, onSubmit }: AddGrowthSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet open={open} onClose={onClose} title={t(TEXT.addRecord)}>
      {open && <AddGrowthForm childDob={childDob} onDone={onClose} onSubmit={onSubmit} />}
    </Sheet>
  );
}

/** The feet and inches of a height being typed, once it is a height we would accept. */
function heightHint(text: string, i18n: I18n): string {
  const cm = parseMeasurement(text);
  return cm !== undefined && cm > 0 && cm < LIMITS.heightMaxCm
    ? i18n._(TEXT.heightIs(feetAndInches(cm)))
    : i18n._(TEXT.heightHint);
}

const POSITIONS = [
  { value: 'lying', label: TEXT.lying },
  { value: 'standing', label: TEXT.standing },
] as const satisfies ReadonlyArray<{ value: MeasuringPosition; label: MessageDescriptor }>;

interface GrowthFormValues {
  date: string;
  height: string;
  weight: string;
  /** Null follows the date (lying under two, standing from two) until the parent picks one. */
  chosenPosition: MeasuringPosition | null;
}

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
  const { t, i18n } = useLingui();
  const [today] = useState(browserToday);
  const { values, set, field, errors, busy, submit, formRef } = useSheetForm<
    GrowthFormValues,
    'date' | 'height' | 'weight'
  >({
    // Most parents record a measurement on the day it was taken.
    initial: { date: today >= childDob ? today : '', height: '', weight: '', chosenPosition: null },
    validate: (v) => growthFormErrors(v, childDob, today),
    send: (v) => {
      const cm = parseMeasurement(v.height);
      return onSubmit({
        recordDate: v.date,
        height: cm,
        weight: parseMeasurement(v.weight),
        ...(cm !== undefined && { measured: positionOf(v, childDob) }),
      });
    },
    onDone,
    wireFields: GROWTH_WIRE_FIELDS,
    refusalStatuses: [400],
    // A failed add is silent apart from the log; a refused one says why, where it belongs.
    onUnexplained: (err) => (console.error('Adding a growth record failed', err), null),
  });
  // Height and weight take a decimal number and nothing else as it is typed.
  const measureField = (key: 'height' | 'weight') => ({
    ...field(key),
    onChange: (v: string) => acceptsDecimal(v) && set(key, v),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
  });

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t(TEXT.addLead)}</p>
      <DatePicker label={t(TEXT.dateMeasured)} {...field('date')} min={childDob} max={today} />
      <div className={styles.measures}>
        <TextField
          label={t(TEXT.heightLabel)}
          {...measureField('height')}
          placeholder={t(TEXT.heightPlaceholder)}
          hint={heightHint(values.height, i18n)}
        />
        <PositionChoice
          position={positionOf(values, childDob)}
          onChange={(p) => set('chosenPosition', p)}
        />
        <TextField
          label={t(TEXT.weightLabel)}
          {...measureField('weight')}
          placeholder={t(TEXT.weightPlaceholder)}
          hint={t(TEXT.weightHint)}
        />
      </div>
      <SheetFooter
        error={errors.form}
        label={t(TEXT.addButton)}
        busyLabel={t(TEXT.saving)}
        busy={busy}
      />
    </form>
  );
}

/** The position the parent picked, or WHO's usual one for the child's age on the day. */
const positionOf = ({ chosenPosition, date }: GrowthFormValues, childDob: string) =>
  chosenPosition ?? usualPosition(date && date >= childDob ? daysBetween(childDob, date) : 0);

function PositionChoice({
  position,
  onChange,
}: {
  position: MeasuringPosition;
  onChange: (position: MeasuringPosition) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.position}>
      <legend className={styles.positionLegend}>{t(TEXT.positionLegend)}</legend>
      <div className={styles.positionChoices}>
        {POSITIONS.map((option) => (
          <label key={option.value} className={styles.positionChoice}>
            <input
              type="radio"
              name="measured"
              value={option.value}
              checked={position === option.value}
              onChange={() => onChange(option.value)}
            />
            {t(option.label)}
          </label>
        ))}
      </div>
      <p className={styles.positionHint}>{t(TEXT.positionHint)}</p>
    </fieldset>
  );
}
