import { useId } from 'react';
import { LIMITS } from '@tika/contract';
import form from '../../../components/ui/SheetForm.module.css';

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/** An optional few lines of free text, with a count so the limit is never a surprise. */
export function NoteField({
  label,
  value,
  onChange,
  placeholder,
  maxLength = LIMITS.textInputMax,
}: NoteFieldProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <div className={form.labelRow}>
        <label htmlFor={id} className={form.label}>
          {label} <span className={form.optional}>(optional)</span>
        </label>
        <span className={form.counter} aria-hidden="true">
          {value.length}/{maxLength}
        </span>
      </div>
      <textarea
        id={id}
        className={form.textarea}
        value={value}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
      />
    </div>
  );
}
