import { useState } from 'react';
import {
  CALENDAR_FIRST_DAY,
  CALENDAR_RANGE_MESSAGE,
  type Gender,
  isWithinCalendar,
  LIMITS,
} from '@tika/contract';
import { StepScreen } from '../../../components/layout/StepScreen';
import { BabyIcon, BoyIcon, CalendarIcon, GirlIcon, HeartIcon } from '../../../components/ui/icons';
import { DatePicker } from '../../../components/ui/DatePicker';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { browserToday } from '../../../lib/today';
import { handleAsync } from '../../../lib/async-handler';
import { createChild } from '../api/children';
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

/** Add a child in three short steps: name, Girl or Boy, then birth date. */
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
  const [busy, setBusy] = useState(false);
  const today = browserToday();
  const fullName = `${firstName.trim()} ${lastName.trim()}`.trim();

  const nameNext = () => {
    if (!firstName.trim()) return setError('Please enter your child’s first name');
    if (fullName.length > LIMITS.childNameMax)
      return setError(
        `First and last name together can have at most ${LIMITS.childNameMax} letters`,
      );
    setError(null);
    setStep('gender');
  };

  const submit = async () => {
    if (!dob) return setError('Please choose the birth date');
    if (dob > today) return setError('Birth date cannot be in the future');
    if (!isWithinCalendar(dob)) return setError(CALENDAR_RANGE_MESSAGE);
    setError(null);
    setBusy(true);
    try {
      const child = await createChild({ name: fullName, dob, gender: gender! });
      await onCreated(child);
    } catch (err) {
      if (err instanceof ApiError && err.status > 0 && err.status < 500) notify.error(err.message);
      else notify.error('Something went wrong', 'Please try again');
    } finally {
      setBusy(false);
    }
  };

  if (step === 'name') {
    return (
      <StepScreen
        progress={progress}
        icon={<BabyIcon size={36} />}
        headline="What is your child’s name?"
        lead="We use it to personalise reminders."
        onNext={nameNext}
        onPrevious={onCancel}
        previousLabel={cancelLabel}
      >
        <TextField
          label="First name"
          allow="letters"
          maxLength={LIMITS.childNameMax}
          value={firstName}
          onChange={setFirstName}
          autoComplete="off"
          autoFocus
          error={error}
        />
        <TextField
          label="Last name"
          allow="letters"
          maxLength={LIMITS.childNameMax}
          value={lastName}
          onChange={setLastName}
          autoComplete="off"
          hint="Optional"
        />
      </StepScreen>
    );
  }

  if (step === 'gender') {
    return (
      <StepScreen
        progress={progress}
        icon={<HeartIcon size={36} />}
        headline={`Is ${firstName.trim()} a girl or a boy?`}
        lead="Growth charts differ for girls and boys."
        onNext={() =>
          gender ? (setError(null), setStep('dob')) : setError('Please choose Girl or Boy')
        }
        onPrevious={() => setStep('name')}
      >
        <div className={styles.choices} role="radiogroup" aria-label="Gender">
          {(['girl', 'boy'] as const).map((g) => (
            <button
              key={g}
              type="button"
              role="radio"
              aria-checked={gender === g}
              className={`${styles.choice} ${gender === g ? styles.chosen : ''}`}
              onClick={() => (setGender(g), setError(null))}
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

  return (
    <StepScreen
      progress={progress}
      icon={<CalendarIcon size={36} />}
      headline={`When was ${firstName.trim()} born?`}
      lead="The vaccination schedule starts from the birth date."
      onNext={handleAsync(submit)}
      nextLabel="Save"
      busy={busy}
      onPrevious={() => setStep('gender')}
    >
      <DatePicker
        label="Birth date"
        value={dob}
        onChange={(v) => (setDob(v), setError(null))}
        min={CALENDAR_FIRST_DAY}
        max={today}
        error={error}
        openTo={today}
      />
    </StepScreen>
  );
}
