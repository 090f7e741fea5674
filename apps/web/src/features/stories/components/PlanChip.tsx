import { Trans } from '@lingui/react/macro';
import { ChevronRightIcon, ClockIcon, LockIcon } from '../../../components/ui/icons';
import type { UserPlan } from '../api/stories';
import styles from './PlanChip.module.css';
import { planSummary } from './story-rules';

interface PlanChipProps {
  plan: UserPlan;
  today: string;
  /** Opens the plan sheet. */
  onOpen: () => void;
}

/** The parent's plan at a glance; a tap opens the plans (docs/product/screens-and-routes.md). */
export function PlanChip({ plan, today, onOpen }: PlanChipProps) {
  const summary = planSummary(plan, today);
  return (
    <button
      type="button"
      className={`${styles.chip} ${summary.ended ? styles.ended : ''}`}
      onClick={onOpen}
      aria-haspopup="dialog"
    >
      <span className={styles.icon} aria-hidden="true">
        {summary.ended ? <LockIcon size={22} /> : <ClockIcon size={22} />}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{summary.title}</span>
        <span className={styles.detail}>{summary.detail}</span>
      </span>
      <span className={styles.action}>
        {summary.action === 'choose' ? <Trans>Choose</Trans> : <Trans>Plans</Trans>}
        <ChevronRightIcon size={18} />
      </span>
    </button>
  );
}
