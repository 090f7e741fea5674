import { CountBadge } from './CountBadge';
import styles from './SectionHeader.module.css';

interface SectionHeaderProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** A count shown beside the heading when above zero. */
  count?: number;
}

/** A dashboard section's heading, with an optional count. */
export function SectionHeader({ id, title, count }: SectionHeaderProps) {
  return (
    <div className={styles.row}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {count !== undefined && count > 0 && (
        <CountBadge className={styles.count}>{count}</CountBadge>
      )}
    </div>
  );
}
