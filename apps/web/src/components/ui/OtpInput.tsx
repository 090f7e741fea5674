import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@tika/contract';
import styles from './OtpInput.module.css';

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** Four boxes, one digit each: typing moves on, backspace moves back, pasting fills them all. */
export function OtpInput({
  value,
  onChange,
  length = LIMITS.otpDigits,
  invalid,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const { t } = useLingui();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  // Counted from 1, as a parent counts the boxes.
  const digitLabel = (index: number) => {
    const position = index + 1;
    return t`Digit ${position}`;
  };
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const setDigit = (index: number, digit: string) => {
    const next = digits.slice();
    next[index] = digit;
    onChange(next.join('').slice(0, length));
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      refs.current[index - 1]?.focus();
      setDigit(index - 1, '');
      e.preventDefault();
    } else if (e.key === 'ArrowLeft' && index > 0) refs.current[index - 1]?.focus();
    else if (e.key === 'ArrowRight' && index < length - 1) refs.current[index + 1]?.focus();
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted);
    refs.current[Math.min(pasted.length, length - 1)]?.focus();
  };

  return (
    <div className={styles.row} role="group" aria-label={t`One-time password`}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          className={`${styles.box} ${invalid ? styles.invalid : ''}`}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index)}
          maxLength={1}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(e) => {
            const typed = e.target.value.replace(/\D/g, '').slice(-1);
            if (e.target.value && !typed) return;
            setDigit(index, typed);
            if (typed && index < length - 1) refs.current[index + 1]?.focus();
          }}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
