import { type ReactNode, useId, useState } from 'react';
import type { Language } from '@tika/contract';
import styles from './LanguageChoice.module.css';

/**
 * Each language named in itself, whatever language the app is in (docs/hindi.md): a parent
 * who reads only Hindi finds "हिन्दी" on an English screen. `lang` lets a screen reader say
 * each name in its own voice.
 */
const LANGUAGE_OPTIONS: ReadonlyArray<{ value: Language; name: string }> = [
  { value: 'en', name: 'English' },
  { value: 'hi', name: 'हिन्दी' },
];

interface LanguageChoiceProps {
  /** The group's name, in the app's language ("Language"). */
  legend: ReactNode;
  /** The language chosen; none checked for the pseudo-locale. */
  value: string;
  /**
   * Switches to the language (it loads first); the choice shows as made until this settles.
   * It handles its own failures.
   */
  onChange: (language: Language) => unknown;
  disabled?: boolean;
}

/** English or हिन्दी: a radio group for onboarding's first screen and the profile. */
export function LanguageChoice({ legend, value, onChange, disabled }: LanguageChoiceProps) {
  const name = useId();
  // The language's messages load before `value` follows: meanwhile the radio shows the choice.
  const [pending, setPending] = useState<Language | null>(null);
  const choose = (language: Language) => {
    setPending(language);
    const settled = () => setPending(null);
    void Promise.resolve(onChange(language)).then(settled, settled);
  };
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {LANGUAGE_OPTIONS.map((option) => (
        <label key={option.value} className={styles.option} lang={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={(pending ?? value) === option.value}
            onChange={() => choose(option.value)}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}
