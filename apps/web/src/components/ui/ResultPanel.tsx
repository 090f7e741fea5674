import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './Button';
import form from './SheetForm.module.css';
import styles from './ResultPanel.module.css';

interface ResultPanelProps {
  heading: ReactNode;
  /** The button under the result that starts over, e.g. "Make another link". */
  anotherLabel: ReactNode;
  onAnother: () => void;
  /** What was made; its buttons go in a `styles.actions` block of ResultPanel.module.css. */
  children: ReactNode;
}

/**
 * What a sheet's form has just made (a link for the doctor, an invitation), in place of the form,
 * with a way to make another.
 */
export function ResultPanel({ heading, anotherLabel, onAnother, children }: ResultPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The form that had focus is gone: say that the result is ready, from its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={form.heading}>
        {heading}
      </h3>
      {children}
      <Button variant="link" onClick={onAnother} className={styles.another}>
        {anotherLabel}
      </Button>
    </section>
  );
}
