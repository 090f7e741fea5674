import { Trans, useLingui } from '@lingui/react/macro';
import { CALENDAR_FIRST_DAY, type ScheduleId, SCHEDULE_IDS, LIMITS } from '@tika/contract';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { toastUnexplained, useSheetForm } from '../../../components/form/use-sheet-form';
import { DatePicker } from '../../../components/ui/DatePicker';
import { Sheet } from '../../../components/ui/Sheet';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../components/ui/toast';
import { type ChildProfile as Child, updateChild } from '../api/children';
import { validateChildEdit } from './child-edit-validation';
import { GestationalAgeFields } from './GestationalAgeFields';
import { gestationInputOf, gestationWire } from './gestational-age';
import { ScheduleChoice } from './ScheduleChoice';
import styles from './ChildSheets.module.css';

interface EditChildSheetProps {
  /** The child being edited; null keeps the sheet closed. */
  child: Child | null;
  today: string;
  onClose: () => void;
  onSaved: (child: Child) => void | Promise<void>;
}

/** Edit a child's name, birth date, gestational age and vaccination schedule in a bottom sheet. */
export function EditChildSheet({ child, today, onClose, onSaved }: EditChildSheetProps) {
  const { t } = useLingui();
  const name = child?.name;
  return (
    <Sheet
      open={child !== null}
      onClose={onClose}
      title={name !== undefined ? t`Edit ${name}’s profile` : t`Edit profile`}
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

interface ChildEditValues {
  name: string;
  dob: string;
  gestationalWeeks: string;
  gestationalDays: string;
  schedule: ScheduleId;
}

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
  const { t } = useLingui();
  const gestation = gestationInputOf(child);
  const { values, set, field, errors, busy, submit, formRef } = useSheetForm<ChildEditValues>({
    initial: {
      name: child.name,
      dob: child.dob,
      gestationalWeeks: gestation.weeks,
      gestationalDays: gestation.days,
      schedule: knownSchedule(child.schedule),
    },
    validate: (v) => {
      const checked = validateChildEdit(v, today);
      return checked.ok ? {} : checked.errors;
    },
    send: async ({ name, dob, gestationalWeeks, gestationalDays, schedule }) => {
      const trimmed = name.trim();
      const wire = gestationWire({ weeks: gestationalWeeks, days: gestationalDays });
      const res = await updateChild({ id: child.id, name: trimmed, dob, schedule, ...wire });
      notify.success(t`Child Profile updated`);
      const gestational = {
        gestationalWeeks: wire.gestational_weeks,
        gestationalDays: wire.gestational_days,
      };
      await onSaved(res?.child ?? { ...child, name: trimmed, dob, schedule, ...gestational });
    },
    // A refused change stays in the sheet (a toast would sit under its backdrop), under the
    // field it is about (e.g. a dose given before the new birth date); anything else is a toast.
    wireFields: {
      name: 'name',
      dob: 'dob',
      gestational_weeks: 'gestationalWeeks',
      gestational_days: 'gestationalDays',
    },
    refusalStatuses: [400],
    onUnexplained: toastUnexplained,
  });
  const recalculates =
    values.dob !== child.dob || values.schedule !== knownSchedule(child.schedule);
  const count = values.name.length;
  const max = LIMITS.childNameMax;
  const childName = child.name;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t`Name`}
        allow="letters"
        maxLength={max}
        {...field('name')}
        autoComplete="off"
        hint={t`${count}/${max} characters`}
      />
      <DatePicker label={t`Birth date`} {...field('dob')} min={CALENDAR_FIRST_DAY} max={today} />
      <GestationalAgeFields weeks={field('gestationalWeeks')} days={field('gestationalDays')} />
      <ScheduleChoice value={values.schedule} onChange={(v) => set('schedule', v)} />
      <p className={`${styles.note} ${recalculates ? styles.noteActive : ''}`}>
        <Trans>
          Changing the birth date or schedule recalculates the due dates of {childName}’s vaccines.
          Vaccines already marked as given are kept.
        </Trans>
      </p>
      <SheetFooter
        error={errors.form}
        label={t`Save`}
        busyLabel={t`Saving…`}
        busy={busy}
        onCancel={onCancel}
        layout="row"
      />
    </form>
  );
}
