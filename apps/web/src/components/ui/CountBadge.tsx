import type { ReactNode } from 'react';
import styles from './CountBadge.module.css';

/** A small grey pill with a count, beside a heading. */
export function CountBadge({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={className ? `${styles.count} ${className}` : styles.count}>{children}</span>
  );
}
