import { useState } from 'react';
import { handleAsync } from '../../../lib/async-handler';
import {
  birthDateRule,
  CALENDAR_FIRST_DAY,
  childNameRule,
  type Gender,
  LIMITS,
  ruleMessage,
} from '@tika/contract';
import { StepScreen } from '../../../components/layout/StepScreen';
import { refusalOf } from '../../../components/form/refusal';
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
  /** The first step's way back: 'Cancel' when adding a later child, 'Previous' in onboarding. */
  cancelLabel?: string;
}

/**
 * The name rule (childNameRule) on first and last name together, said for two fields: the
 * first name is the one that is required.
 */
function nameError(firstName: string, fullName: string): string | null {
  const problem = firstName.trim() ? childNameRule(fullName) : 'child_name_required';
  if (problem === 'child_name_required') return 'Please enter your child’s first name';
  if (problem === 'child_name_too_long')
    return `First and last name together can have at most ${LIMITS.childNameMax} letters`;
  return problem && ruleMessage(problem);
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
  const [busy, setBusy] = useState(false);
  const [gestation, setGestation] = useState<GestationInput>(NO_GESTATION);
  const [gestationErrors, setGestationErrors] = useState<GestationErrors>({});

  const save = async (child: { name: string; dob: string; gender: Gender }, today: string) => {
    const problem = birthDateRule(child.dob, today);
    const found = gestationProblems(gestation);
    setError(problem && ruleMessage(problem));
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
      else notify.error('Something went wrong', 'Please try again');
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
  cancelLabel = 'Cancel',
}: AddChildFlowProps) {
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
        previousLabel={cancelLabel}
      />
    );
  if (step === 'gender')
    return (
      <GenderStep
        {...common}
        firstName={firstName.trim()}
        gender={gender}
        onGender={(g) => (setGender(g), setError(null))}
        onNext={() => (gender ? goTo('dob') : setError('Please choose Girl or Boy'))}
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
}: StepProps & {
  names: [string, string];
  onNames: (names: [string, string]) => void;
  previousLabel: string;
}) {
  return (
    <StepScreen
      progress={progress}
      icon={<BabyIcon size={36} />}
      headline="What is your child’s name?"
      lead="We use it to personalise reminders."
      onNext={onNext}
      onPrevious={onPrevious}
      previousLabel={previousLabel}
    >
      <TextField
        label="First name"
        {...CHILD_NAME_INPUT}
        value={firstName}
        onChange={(v) => onNames([v, lastName])}
        autoFocus
        error={error}
      />
      <TextField
        label="Last name"
        {...CHILD_NAME_INPUT}
        value={lastName}
        onChange={(v) => onNames([firstName, v])}
        hint="Optional"
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
  return (
    <StepScreen
      progress={progress}
      icon={<HeartIcon size={36} />}
      headline={`Is ${firstName} a girl or a boy?`}
      lead="Growth charts differ for girls and boys."
      onNext={onNext}
      onPrevious={onPrevious}
    >
      <div className={styles.choices} role="radiogroup" aria-label="Gender">
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
            {g === 'girl' ? 'Girl' : 'Boy'}
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
  return (
    <StepScreen
      progress={progress}
      icon={<CalendarIcon size={36} />}
      headline={`When was ${firstName} born?`}
      lead="The vaccination schedule starts from the birth date."
      onNext={onNext}
      nextLabel="Save"
      busy={busy}
      onPrevious={onPrevious}
    >
      <DatePicker
        label="Birth date"
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
