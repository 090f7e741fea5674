import {
  formatRupees,
  GST_PERCENT,
  PLAN_IDS,
  PLANS,
  type PlanId,
  planUnavailableReason,
} from '@tika/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import styles from './PlanSheet.module.css';

interface PlanSheetProps {
  open: boolean;
  onClose: () => void;
  /** Plans still unlocking; buying one again is refused until it is used up. */
  activePlans: readonly PlanId[];
  /**
   * Stories a new plan could still unlock (`storiesAvailableToBuy`); larger plans are shown as
   * unavailable with the reason. Unknown (null) while the plan is loading: nothing is held back.
   */
  storiesAvailable: number | null;
  /** The plan whose order is being made, if any. */
  ordering: PlanId | null;
  /** A purchase is under way: no second one. */
  busy: boolean;
  onBuy: (plan: PlanId) => void;
}

/** The three plans with price, GST, total and price per story, all from the contract's paise (docs/product/constants.md). */
export function PlanSheet({
  open,
  onClose,
  activePlans,
  storiesAvailable,
  ordering,
  busy,
  onBuy,
}: PlanSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title="Choose a plan">
      <p className={styles.intro}>
        One new story unlocks every day. A new plan starts after the one you have.
      </p>
      <ul className={styles.plans}>
        {PLAN_IDS.map((id) => (
          <PlanOption
            key={id}
            id={id}
            active={activePlans.includes(id)}
            // The active plan keeps its button: the server's 'You have already purchased this plan.' says why.
            unavailable={
              activePlans.includes(id) || storiesAvailable === null
                ? null
                : planUnavailableReason(id, storiesAvailable)
            }
            ordering={ordering === id}
            busy={busy}
            onBuy={() => onBuy(id)}
          />
        ))}
      </ul>
    </Sheet>
  );
}

interface PlanOptionProps {
  id: PlanId;
  active: boolean;
  /** Why this plan cannot be bought now, or null. */
  unavailable: string | null;
  ordering: boolean;
  busy: boolean;
  onBuy: () => void;
}

function PlanOption({ id, active, unavailable, ordering, busy, onBuy }: PlanOptionProps) {
  const headingId = useId();
  const reasonId = useId();
  const plan = PLANS[id];
  const total = formatRupees(plan.totalPaise);
  return (
    <li
      className={`${styles.plan} ${active ? styles.active : ''} ${unavailable ? styles.unavailable : ''}`}
      aria-labelledby={headingId}
    >
      <div className={styles.top}>
        <h3 id={headingId} className={styles.name}>
          {plan.stories} stories
        </h3>
        {active && <span className={styles.badge}>Active</span>}
        {unavailable && <span className={styles.unavailableBadge}>Not available</span>}
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
      {unavailable && (
        <p id={reasonId} className={styles.reason}>
          {unavailable}
        </p>
      )}
      <Button
        onClick={onBuy}
        loading={ordering}
        disabled={busy || unavailable !== null}
        variant={active || unavailable ? 'secondary' : 'primary'}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        {ordering ? 'Starting payment…' : `Buy for ${total}`}
      </Button>
    </li>
  );
}
