import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { browserToday } from '../../../lib/today';
import form from '../../../components/ui/SheetForm.module.css';
import type { AddVaccineAnswer } from '../hooks/use-vaccine-actions';
import { ADD_VACCINE_TEXT as TEXT } from '../strings';
import { ChoiceField } from '../../../components/form/ChoiceField';
import { addVaccineErrors } from './vaccine-rules';

interface AddVaccineSheetProps {
  open: boolean;
  childDob: string;
  /** The parent's today; the browser's when not given. */
  today?: string;
  onClose: () => void;
  onSubmit: (input: AddVaccineAnswer) => Promise<unknown>;
}

export function AddVaccineSheet({ open, onClose, ...rest }: AddVaccineSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet open={open} onClose={onClose} title={t(TEXT.title)}>
      {open && <AddVaccineForm onDone={onClose} {...rest} />}
    </Sheet>
  );
}

interface AddVaccineValues {
  name: string;
  date: string;
  description: string;
  /** For a date in the past: was it given on it? */
  given: 'yes' | 'no' | '';
}

/** The form's field for each wire name the server may name in a refusal. */
const WIRE_FIELDS = {
  vaccine_name: 'name',
  recommended_date: 'date',
  description: 'description',
  vaccinated_on: 'date',
} as const;

/**
 * A vaccine outside the schedule: its name, the date it is due, and an optional description.
 * A date in the past asks whether it was given then; if so it is marked given on that date.
 */
function AddVaccineForm({
  childDob,
  today: parentToday,
  onDone,
  onSubmit,
}: Omit<AddVaccineSheetProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const { t } = useLingui();
  const [today] = useState(() => parentToday ?? browserToday());
  const past = (date: string) => Boolean(date) && date < today;
  const { values, field, errors, busy, submit, formRef } = useSheetForm<AddVaccineValues>({
    initial: { name: '', date: '', description: '', given: '' },
    validate: (v) => ({
      ...addVaccineErrors(v, childDob),
      ...(past(v.date) && !v.given && { given: t(TEXT.givenRequired) }),
    }),
    send: ({ given, ...v }) => onSubmit({ ...v, givenOnDate: past(v.date) && given === 'yes' }),
    onDone,
    wireFields: WIRE_FIELDS,
    refusalStatuses: [400],
    // A failed add is silent apart from the log; a refused one says why.
    onUnexplained: (err) => (console.error('Adding a vaccine failed', err), null),
  });

  const givenOptions = [
    ['yes', t(TEXT.givenYes)],
    ['no', t(TEXT.givenNo)],
  ] as const;

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <TextField
        label={t(TEXT.name)}
        {...field('name')}
        placeholder={t(TEXT.namePlaceholder)}
        autoComplete="off"
      />
      <DatePicker
        label={t(TEXT.date)}
        {...field('date')}
        min={childDob}
        openTo={today}
        hint={t(TEXT.dateHint)}
      />
      {past(values.date) && (
        <ChoiceField legend={t(TEXT.givenQuestion)} options={givenOptions} {...field('given')} />
      )}
      <TextAreaField
        label={t(TEXT.description)}
        optional
        {...field('description')}
        placeholder={t(TEXT.descriptionPlaceholder)}
      />
      <SheetFooter
        error={errors.form}
        label={t(TEXT.submit)}
        busyLabel={t(TEXT.busy)}
        busy={busy}
      />
    </form>
  );
}
