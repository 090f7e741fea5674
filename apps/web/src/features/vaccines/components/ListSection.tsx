import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { CountBadge } from '../../../components/ui/CountBadge';
import { LIST_TEXT } from '../strings';
import styles from './VaccineLists.module.css';

export type Tone = 'upcoming' | 'overdue' | 'missed' | 'completed' | 'quiet';

export interface ListSectionProps {
  title: string;
  tone: Tone;
  icon: ReactNode;
  count: number;
  lead?: string;
  /** Shut until the parent asks (the lists nobody has to act on). */
  collapsible?: boolean;
  /** Beside the title: buttons about the whole list. */
  tools?: ReactNode;
  children: ReactNode;
}

/** A titled list with its count; the region is named by the title alone. */
export function ListSection({
  title,
  tone,
  icon,
  count,
  lead,
  collapsible = false,
  tools,
  children,
}: ListSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(!collapsible);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 className={styles.sectionTitle}>
          <span className={`${styles.sectionIcon} ${styles[tone]}`} aria-hidden="true">
            {icon}
          </span>
          <span id={headingId}>{title}</span>
          <CountBadge>
            <span className="visually-hidden">(</span>
            {count}
            <span className="visually-hidden">)</span>
          </CountBadge>
        </h3>
        {collapsible && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-describedby={headingId}
            onClick={() => setOpen((o) => !o)}
          >
            {t(open ? LIST_TEXT.hide : LIST_TEXT.show)}
          </button>
        )}
      </div>
      <div id={bodyId} className={styles.sectionBody} hidden={!open}>
        {lead && <p className={styles.sectionLead}>{lead}</p>}
        {tools}
        {children}
      </div>
    </section>
  );
}
