import { SheetFooter } from '../../../components/form/SheetFooter';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { browserToday } from '../../../lib/today';
import form from '../../../components/ui/SheetForm.module.css';
import type { AddVaccineInput } from '../api/add-vaccine';
import { addVaccineErrors } from './vaccine-rules';

interface AddVaccineSheetProps {
  open: boolean;
  childDob: string;
  onClose: () => void;
  onSubmit: (input: Omit<AddVaccineInput, 'childId'>) => Promise<unknown>;
}

export function AddVaccineSheet({ open, childDob, onClose, onSubmit }: AddVaccineSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title="Add New Vaccine">
      {open && <AddVaccineForm childDob={childDob} onDone={onClose} onSubmit={onSubmit} />}
    </Sheet>
  );
}

interface AddVaccineValues {
  name: string;
  date: string;
  description: string;
}

/** The form's field for each wire name the server may name in a refusal. */
const WIRE_FIELDS = {
  vaccine_name: 'name',
  recommended_date: 'date',
  description: 'description',
} as const;

/** A vaccine outside the schedule: its name, the date it is due, and an optional description. */
function AddVaccineForm({
  childDob,
  onDone,
  onSubmit,
}: {
  childDob: string;
  onDone: () => void;
  onSubmit: AddVaccineSheetProps['onSubmit'];
}) {
  const { field, errors, busy, submit, formRef } = useSheetForm<AddVaccineValues>({
    initial: { name: '', date: '', description: '' },
    validate: (v) => addVaccineErrors(v, childDob),
    send: onSubmit,
    onDone,
    wireFields: WIRE_FIELDS,
    refusalStatuses: [400],
    // A failed add is silent apart from the log; a refused one says why.
    onUnexplained: (err) => (console.error('Adding a vaccine failed', err), null),
  });

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <TextField
        label="Vaccine name"
        {...field('name')}
        placeholder="e.g. Influenza (flu)"
        autoComplete="off"
      />
      <DatePicker
        label="Recommended date"
        {...field('date')}
        min={childDob}
        openTo={browserToday()}
        hint="When your doctor recommends giving it"
      />
      <TextAreaField
        label="Description"
        optional
        {...field('description')}
        placeholder="What it protects against, or your doctor's advice"
      />
      <SheetFooter error={errors.form} label="Add Vaccine" busyLabel="Adding…" busy={busy} />
    </form>
  );
}
