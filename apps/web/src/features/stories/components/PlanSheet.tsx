import { formatRupees, GST_PERCENT, PLAN_IDS, PLANS, type PlanId } from '@tika/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import styles from './PlanSheet.module.css';

interface PlanSheetProps {
  open: boolean;
  onClose: () => void;
  /** Plans still unlocking; buying one again is refused until it is used up. */
  activePlans: readonly PlanId[];
  /** The plan whose order is being made, if any. */
  ordering: PlanId | null;
  /** A purchase is under way: no second one. */
  busy: boolean;
  onBuy: (plan: PlanId) => void;
}

/** The three plans with price, GST, total and price per story, all from the contract's paise (SPEC.md §9). */
export function PlanSheet({ open, onClose, activePlans, ordering, busy, onBuy }: PlanSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title="Choose a plan">
      <p className={styles.intro}>One new story unlocks every day. A new plan starts after the one you have.</p>
      <ul className={styles.plans}>
        {PLAN_IDS.map((id) => (
          <PlanOption key={id} id={id} active={activePlans.includes(id)} ordering={ordering === id} busy={busy} onBuy={() => onBuy(id)} />
        ))}
      </ul>
    </Sheet>
  );
}

interface PlanOptionProps {
  id: PlanId;
  active: boolean;
  ordering: boolean;
  busy: boolean;
  onBuy: () => void;
}

function PlanOption({ id, active, ordering, busy, onBuy }: PlanOptionProps) {
  const headingId = useId();
  const plan = PLANS[id];
  const total = formatRupees(plan.totalPaise);
  return (
    <li className={`${styles.plan} ${active ? styles.active : ''}`} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h3 id={headingId} className={styles.name}>
          {plan.stories} stories
        </h3>
        {active && <span className={styles.badge}>Active</span>}
        <span className={styles.perStory}>{formatRupees(plan.perStoryPaise)} per story</span>
      </div>
      <dl className={styles.prices}>
        <div>
          <dt>Price</dt>
          <dd>{formatRupees(plan.basePaise)}</dd>
        </div>
        <div>
          <dt>GST ({GST_PERCENT}%)</dt>
          <dd>{formatRupees(plan.gstPaise)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      <Button onClick={onBuy} loading={ordering} disabled={busy} variant={active ? 'secondary' : 'primary'}>
        {ordering ? 'Starting payment…' : `Buy for ${total}`}
      </Button>
    </li>
  );
}
