import { type ReactNode, useState } from 'react';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { handleAsync } from '../../../lib/async-handler';
import {
  birthDateRule,
  CALENDAR_FIRST_DAY,
  childNameRule,
  type Gender,
  LIMITS,
} from '@tika/contract';
import { StepScreen } from '../../../components/layout/StepScreen';
import { refusalOf, ruleText } from '../../../components/form/refusal';
import { BabyIcon, BoyIcon, CalendarIcon, GirlIcon, HeartIcon } from '../../../components/ui/icons';
import { DatePicker } from '../../../components/ui/DatePicker';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../components/ui/toast';
import { browserToday } from '../../../lib/today';
import { createChild } from '../api/children';
import { GestationalAgeFields } from './GestationalAgeFields';
import {
  type GestationInput,
  gestationProblems,
  gestationWire,
  NO_GESTATION,
} from './gestational-age';
import styles from './AddChildFlow.module.css';

type ChildStep = 'name' | 'gender' | 'dob';

interface AddChildFlowProps {
  /** Onboarding shows its progress bar; adding a later child does not. */
  progress?: number;
  onCreated: (child: { id: string; name: string }) => void | Promise<void>;
  onCancel?: () => void;
  /** The first step's way back: 'Cancel' (the default) when adding a later child, 'Previous' in onboarding. */
  cancelLabel?: string;
  /** Under the first step's buttons: another way in (an invitation code someone sent). */
  footer?: ReactNode;
}

/**
 * The name rule (childNameRule) on first and last name together, said for two fields: the
 * first name is the one that is required.
 */
function nameError(firstName: string, fullName: string): string | null {
  const problem = firstName.trim() ? childNameRule(fullName) : 'child_name_required';
  const max = LIMITS.childNameMax;
  if (problem === 'child_name_required') return translate`Please enter your child’s first name`;
  if (problem === 'child_name_too_long')
    return translate`First and last name together can have at most ${max} letters`;
  return ruleText(problem) ?? null;
}

type GestationErrors = ReturnType<typeof gestationProblems>;

/**
 * The last step's save: the birth date and the gestational age checked with the contract's
 * rules, then the child created; a refusal goes under the input it names, anything else is a toast.
 */
function useSaveChild(
  onCreated: AddChildFlowProps['onCreated'],
  setError: (error: string | null) => void,
) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [gestation, setGestation] = useState<GestationInput>(NO_GESTATION);
  const [gestationErrors, setGestationErrors] = useState<GestationErrors>({});

  const save = async (child: { name: string; dob: string; gender: Gender }, today: string) => {
    const problem = birthDateRule(child.dob, today);
    const found = gestationProblems(gestation);
    setError(ruleText(problem) ?? null);
    setGestationErrors(found);
    if (problem || found.weeks || found.days) return;
    setBusy(true);
    try {
      await onCreated(await createChild({ ...child, ...gestationWire(gestation) }));
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal?.field === 'dob') setError(refusal.message);
      else if (refusal?.field === 'gestational_weeks')
        setGestationErrors({ weeks: refusal.message });
      else if (refusal?.field === 'gestational_days') setGestationErrors({ days: refusal.message });
      else if (refusal) notify.error(refusal.message);
      else notify.error(t`Something went wrong`, t`Please try again`);
    } finally {
      setBusy(false);
    }
  };
  const changeGestation = (next: GestationInput) => (setGestation(next), setGestationErrors({}));
  return { busy, gestation, changeGestation, gestationErrors, save };
}

/** Add a child in three short steps: name, Girl or Boy, then birth date (and, if early, weeks at birth). */
export function AddChildFlow({
  progress,
  onCreated,
  onCancel,
  cancelLabel,
  footer,
}: AddChildFlowProps) {
  const { t } = useLingui();
  const [step, setStep] = useState<ChildStep>('name');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [gender, setGender] = useState<Gender | null>(null);
  const [dob, setDob] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saving = useSaveChild(onCreated, setError);
  const today = browserToday();
  const fullName = `${firstName.trim()} ${lastName.trim()}`.trim();
  const goTo = (next: ChildStep) => (setError(null), setStep(next));

  const common = { progress, error };
  if (step === 'name')
    return (
      <NameStep
        {...common}
        names={[firstName, lastName]}
        onNames={([first, last]) => (setFirstName(first), setLastName(last))}
        onNext={() => {
          const problem = nameError(firstName, fullName);
          return problem ? setError(problem) : goTo('gender');
        }}
        onPrevious={onCancel}
        previousLabel={cancelLabel ?? t`Cancel`}
        footer={footer}
      />
    );
  if (step === 'gender')
    return (
      <GenderStep
        {...common}
        firstName={firstName.trim()}
        gender={gender}
        onGender={(g) => (setGender(g), setError(null))}
        onNext={() => (gender ? goTo('dob') : setError(t`Please choose Girl or Boy`))}
        onPrevious={() => setStep('name')}
      />
    );
  return (
    <DobStep
      {...common}
      firstName={firstName.trim()}
      dob={dob}
      today={today}
      busy={saving.busy}
      onDob={(v) => (setDob(v), setError(null))}
      gestation={saving.gestation}
      onGestation={saving.changeGestation}
      gestationErrors={saving.gestationErrors}
      onNext={handleAsync(() => saving.save({ name: fullName, dob, gender: gender! }, today))}
      onPrevious={() => setStep('gender')}
    />
  );
}

interface StepProps {
  progress?: number;
  error: string | null;
  onNext: () => void;
  onPrevious?: () => void;
}

/** Both name fields: letters only, the contract's length, and no browser suggestions. */
const CHILD_NAME_INPUT = {
  allow: 'letters',
  maxLength: LIMITS.childNameMax,
  autoComplete: 'off',
} as const;

function NameStep({
  progress,
  error,
  names: [firstName, lastName],
  onNames,
  onNext,
  onPrevious,
  previousLabel,
  footer,
}: StepProps & {
  names: [string, string];
  onNames: (names: [string, string]) => void;
  previousLabel: string;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <StepScreen
      progress={progress}
      icon={<BabyIcon size={36} />}
      headline={t`What is your child’s name?`}
      lead={t`We use it to personalise reminders.`}
      onNext={onNext}
      onPrevious={onPrevious}
      previousLabel={previousLabel}
      footer={footer}
    >
      <TextField
        label={t`First name`}
        {...CHILD_NAME_INPUT}
        value={firstName}
        onChange={(v) => onNames([v, lastName])}
        autoFocus
        error={error}
      />
      <TextField
        label={t`Last name`}
        {...CHILD_NAME_INPUT}
        value={lastName}
        onChange={(v) => onNames([firstName, v])}
        hint={t`Optional`}
      />
    </StepScreen>
  );
}

function GenderStep({
  progress,
  error,
  firstName,
  gender,
  onGender,
  onNext,
  onPrevious,
}: StepProps & { firstName: string; gender: Gender | null; onGender: (gender: Gender) => void }) {
  const { t } = useLingui();
  return (
    <StepScreen
      progress={progress}
      icon={<HeartIcon size={36} />}
      headline={t`Is ${firstName} a girl or a boy?`}
      lead={t`Growth charts differ for girls and boys.`}
      onNext={onNext}
      onPrevious={onPrevious}
    >
      <div className={styles.choices} role="radiogroup" aria-label={t`Gender`}>
        {(['girl', 'boy'] as const).map((g) => (
          <button
            key={g}
            type="button"
            role="radio"
            aria-checked={gender === g}
            className={`${styles.choice} ${gender === g ? styles.chosen : ''}`}
            onClick={() => onGender(g)}
          >
            <span className={styles.emoji} aria-hidden="true">
              {g === 'girl' ? <GirlIcon size={44} /> : <BoyIcon size={44} />}
            </span>
            {g === 'girl' ? <Trans>Girl</Trans> : <Trans>Boy</Trans>}
          </button>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </StepScreen>
  );
}

function DobStep({
  progress,
  error,
  firstName,
  dob,
  today,
  busy,
  onDob,
  gestation,
  onGestation,
  gestationErrors,
  onNext,
  onPrevious,
}: StepProps & {
  firstName: string;
  dob: string;
  today: string;
  busy: boolean;
  onDob: (dob: string) => void;
  gestation: GestationInput;
  onGestation: (gestation: GestationInput) => void;
  gestationErrors: GestationErrors;
}) {
  const { t } = useLingui();
  return (
    <StepScreen
      progress={progress}
      icon={<CalendarIcon size={36} />}
      headline={t`When was ${firstName} born?`}
      lead={t`The vaccination schedule starts from the birth date.`}
      onNext={onNext}
      nextLabel={t`Save`}
      busy={busy}
      onPrevious={onPrevious}
    >
      <DatePicker
        label={t`Birth date`}
        value={dob}
        onChange={onDob}
        min={CALENDAR_FIRST_DAY}
        max={today}
        error={error}
        openTo={today}
      />
      <GestationalAgeFields
        weeks={{
          value: gestation.weeks,
          onChange: (weeks) => onGestation({ ...gestation, weeks }),
          error: gestationErrors.weeks,
        }}
        days={{
          value: gestation.days,
          onChange: (days) => onGestation({ ...gestation, days }),
          error: gestationErrors.days,
        }}
      />
    </StepScreen>
  );
}
