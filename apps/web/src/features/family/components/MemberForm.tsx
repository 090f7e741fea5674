import { useLingui } from '@lingui/react/macro';
import {
  MEMBER_LABEL_CHOICES,
  MEMBER_LABEL_MAX,
  MEMBER_ROLES,
  type MemberRole,
} from '@tika/contract';
import { ChoiceField } from '../../../components/form/ChoiceField';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import form from '../../../components/ui/SheetForm.module.css';
import { TextField } from '../../../components/ui/TextField';
import type { MemberChoice } from '../api/family';
import { labelProblem, labelWords, roleName, rolePowers } from './family-words';

/** A chip of MEMBER_LABEL_CHOICES, or "Someone else" with a name typed in. */
type LabelChoice = (typeof MEMBER_LABEL_CHOICES)[number] | 'other';

interface MemberValues {
  role: MemberRole;
  choice: LabelChoice | '';
  name: string;
}

const toValues = (initial?: MemberChoice): MemberValues => {
  if (!initial) return { role: 'caregiver', choice: '', name: '' };
  const chip = MEMBER_LABEL_CHOICES.find((label) => label === initial.label);
  return chip
    ? { role: initial.role, choice: chip, name: '' }
    : { role: initial.role, choice: 'other', name: initial.label };
};

const labelOf = (values: MemberValues) =>
  values.choice === 'other' ? values.name.trim() : values.choice;

interface MemberFormProps {
  /** The member's present role and label when changing them; a new invitation starts empty. */
  initial?: MemberChoice;
  /** A sentence above the choices. */
  intro?: string;
  submitLabel: string;
  busyLabel: string;
  send: (choice: MemberChoice) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * What a member may do and how the family sees them: the role (caregiver or viewer, each with
 * what it allows) and the label (Papa, Mummy, Dadi, Nani, Nanny, or a name).
 */
export function MemberForm({
  initial,
  intro,
  submitLabel,
  busyLabel,
  send,
  onCancel,
}: MemberFormProps) {
  const { t, i18n } = useLingui();
  const max = MEMBER_LABEL_MAX;
  const { values, set, errors, busy, submit, formRef } = useSheetForm<
    MemberValues,
    'role' | 'label'
  >({
    initial: () => toValues(initial),
    validate: (v) => {
      const problem = labelProblem(labelOf(v), i18n);
      return problem ? { label: problem } : {};
    },
    send: (v) => send({ role: v.role, label: labelOf(v) }),
    wireFields: { role: 'role', label: 'label' },
    onUnexplained: (err) =>
      err instanceof Error && err.message ? err.message : t`Something went wrong`,
  });
  // The labels as chips, one tap each; "Someone else" opens the name field.
  const labelOptions: Array<readonly [LabelChoice, string]> = [
    ...MEMBER_LABEL_CHOICES.map((label) => [label, labelWords(label, i18n)] as const),
    ['other', t`Someone else`],
  ];

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      {intro && <p className={form.text}>{intro}</p>}
      <ChoiceField
        legend={t`What may they do?`}
        options={MEMBER_ROLES.map(
          (role) => [role, `${roleName(role, i18n)}: ${rolePowers(role, i18n)}`] as const,
        )}
        value={values.role}
        onChange={(role) => set('role', role)}
        error={errors.role}
      />
      <ChoiceField
        look="chips"
        legend={t`How will the family see them?`}
        options={labelOptions}
        value={values.choice}
        onChange={(choice) => set('choice', choice)}
        error={values.choice === 'other' ? undefined : errors.label}
      />
      {values.choice === 'other' && (
        <TextField
          label={t`Their name`}
          value={values.name}
          onChange={(name) => set('name', name)}
          maxLength={MEMBER_LABEL_MAX}
          autoComplete="off"
          autoFocus
          error={errors.label}
          hint={t`Up to ${max} characters`}
        />
      )}
      <SheetFooter
        error={errors.form}
        label={submitLabel}
        busyLabel={busyLabel}
        busy={busy}
        onCancel={onCancel}
        layout="row"
      />
    </form>
  );
}
