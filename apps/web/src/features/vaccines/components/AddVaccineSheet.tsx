import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { browserToday } from '../../../lib/today';
import { handleAsync } from '../../../lib/async-handler';
import form from '../../../components/ui/SheetForm.module.css';
import type { AddVaccineInput } from '../api/add-vaccine';
import { NoteField } from './NoteField';
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
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; date?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = addVaccineErrors({ name, date }, childDob);
    setErrors(found);
    setFormError(null);
    if (found.name || found.date) return;
    setBusy(true);
    try {
      await onSubmit({ name, date, description });
      setBusy(false);
      onDone();
    } catch (err) {
      setBusy(false);
      // docs/product/errors.md: a failed add is silent apart from the log; a refused one says why.
      if (err instanceof ApiError && err.status === 400) setFormError(err.message);
      else console.error('Adding a vaccine failed', err);
    }
  };

  return (
    <form className={form.form} onSubmit={handleAsync(submit)} noValidate>
      <TextField
        label="Vaccine name"
        value={name}
        onChange={(v) => {
          setName(v);
          setErrors((old) => ({ ...old, name: undefined }));
        }}
        placeholder="e.g. Influenza (flu)"
        autoComplete="off"
        error={errors.name}
      />
      <DatePicker
        label="Recommended date"
        value={date}
        onChange={(v) => {
          setDate(v);
          setErrors((old) => ({ ...old, date: undefined }));
        }}
        min={childDob}
        openTo={browserToday()}
        error={errors.date}
        hint="When your doctor recommends giving it"
      />
      <NoteField
        label="Description"
        value={description}
        onChange={setDescription}
        placeholder="What it protects against, or your doctor's advice"
      />
      {formError && (
        <p className={form.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" loading={busy}>
        {busy ? 'Adding…' : 'Add Vaccine'}
      </Button>
    </form>
  );
}
