import type { ReactNode } from 'react';
import styles from './Page.module.css';

/** A phone-width column; parents mostly use Tika on their phones. */
export function Page({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={`${styles.page} ${wide ? styles.wide : ''}`}>{children}</div>;
}
