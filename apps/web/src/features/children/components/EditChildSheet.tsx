import { useState } from 'react';
import {
  CALENDAR_FIRST_DAY,
  type Child,
  CHILD_UPDATED_MESSAGE,
  type ScheduleId,
  SCHEDULE_IDS,
  LIMITS,
} from '@tika/contract';
import { Button } from '../../../components/ui/Button';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../components/ui/toast';
import sheetForm from '../../../components/ui/SheetForm.module.css';
import { ApiError } from '../../../lib/api-client';
import { updateChild } from '../api/children';
import { validateChildEdit } from './child-edit-validation';
import { ScheduleChoice } from './ScheduleChoice';
import styles from './ChildSheets.module.css';

interface EditChildSheetProps {
  /** The child being edited; null keeps the sheet closed. */
  child: Child | null;
  today: string;
  onClose: () => void;
  onSaved: (child: Child) => void | Promise<void>;
}

/** Edit a child's name, birth date and vaccination schedule in a bottom sheet. */
export function EditChildSheet({ child, today, onClose, onSaved }: EditChildSheetProps) {
  return (
    <Sheet
      open={child !== null}
      onClose={onClose}
      title={child ? `Edit ${child.name}’s profile` : 'Edit profile'}
    >
      {/* Keyed by child so each opening starts from that child's saved values. */}
      {child && (
        <EditChildForm
          key={child.id}
          child={child}
          today={today}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Sheet>
  );
}

const knownSchedule = (value: string): ScheduleId =>
  (SCHEDULE_IDS as readonly string[]).includes(value) ? (value as ScheduleId) : SCHEDULE_IDS[0];

function EditChildForm({
  child,
  today,
  onCancel,
  onSaved,
}: {
  child: Child;
  today: string;
  onCancel: () => void;
  onSaved: EditChildSheetProps['onSaved'];
}) {
  const [name, setName] = useState(child.name);
  const [dob, setDob] = useState(child.dob);
  const [schedule, setSchedule] = useState<ScheduleId>(knownSchedule(child.schedule));
  const [errors, setErrors] = useState<{ name?: string; dob?: string }>({});
  /** The server's refusal (e.g. a dose given before the new birth date), shown in the sheet. */
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recalculates = dob !== child.dob || schedule !== knownSchedule(child.schedule);

  const save = async () => {
    const checked = validateChildEdit({ name, dob }, today);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const res = await updateChild({ id: child.id, name: checked.name, dob, schedule });
      notify.success(CHILD_UPDATED_MESSAGE);
      await onSaved(res?.child ?? { ...child, name: checked.name, dob, schedule });
    } catch (err) {
      // A refused change stays in the sheet (a toast would sit under its backdrop) with the
      // server's own words, which say what to fix; anything else is a toast.
      if (err instanceof ApiError && err.status === 400) setFormError(err.message);
      else notify.error(err instanceof Error ? err.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => (e.preventDefault(), void save())} noValidate>
      <TextField
        label="Name"
        allow="letters"
        maxLength={LIMITS.childNameMax}
        value={name}
        onChange={(v) => (setName(v), setErrors((e) => ({ ...e, name: undefined })))}
        autoComplete="off"
        error={errors.name}
        hint={`${name.length}/${LIMITS.childNameMax} characters`}
      />
      <DatePicker
        label="Birth date"
        value={dob}
        onChange={(v) => (
          setDob(v),
          setErrors((e) => ({ ...e, dob: undefined })),
          setFormError(null)
        )}
        min={CALENDAR_FIRST_DAY}
        max={today}
        error={errors.dob}
      />
      <ScheduleChoice value={schedule} onChange={setSchedule} />
      <p className={`${styles.note} ${recalculates ? styles.noteActive : ''}`}>
        Changing the birth date or schedule recalculates the due dates of {child.name}’s vaccines.
        Vaccines already marked as given are kept.
      </p>
      {formError && (
        <p className={sheetForm.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
