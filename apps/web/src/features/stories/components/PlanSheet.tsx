import {
  addOffset,
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
import type { UserPlan } from '../api/stories';
import styles from './PlanSheet.module.css';
import { shortDate } from './story-rules';

interface PlanSheetProps {
  open: boolean;
  onClose: () => void;
  /**
   * The parent's plan: which plans are active, what is left, what a new plan could still unlock
   * (larger plans are shown as unavailable with the reason) and when it would start. Null while
   * it loads: nothing is held back.
   */
  userPlan: UserPlan | null;
  /** The plan whose order is being made, if any. */
  ordering: PlanId | null;
  /** A purchase is under way: no second one. */
  busy: boolean;
  onBuy: (plan: PlanId) => void;
}

/**
 * The three plans with price, GST, total and price per story, all from the contract's paise
 * (docs/product/constants.md), and the days each would unlock its stories. Plans stack: one
 * bought now, the active one again included, starts after every story already owed
 * (docs/decisions/0016-plans-stack.md).
 */
export function PlanSheet({ open, onClose, userPlan, ordering, busy, onBuy }: PlanSheetProps) {
  const paidLeft = userPlan ? userPlan.storiesRemaining - userPlan.trialStoriesRemaining : 0;
  return (
    <Sheet open={open} onClose={onClose} title="Choose a plan">
      <p className={styles.intro}>
        One new story unlocks every day. A plan you buy now starts after the stories you already
        have.
      </p>
      <ul className={styles.plans}>
        {PLAN_IDS.map((id) => (
          <PlanOption
            key={id}
            id={id}
            storiesLeft={userPlan?.activePlans.includes(id) ? paidLeft : null}
            unavailable={userPlan && planUnavailableReason(id, userPlan.storiesAvailableToBuy)}
            startsOn={userPlan?.nextPlanStartsOn ?? null}
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
  /** An active plan: the stories the parent's plans have left. Null for one not active. */
  storiesLeft: number | null;
  /** Why this plan cannot be bought now, or null. */
  unavailable: string | null;
  /** The day this plan's first story would unlock, if known. */
  startsOn: string | null;
  ordering: boolean;
  busy: boolean;
  onBuy: () => void;
}

function PlanOption(props: PlanOptionProps) {
  const { id, storiesLeft, unavailable, startsOn, ordering, busy, onBuy } = props;
  const headingId = useId();
  const reasonId = useId();
  const plan = PLANS[id];
  const total = formatRupees(plan.totalPaise);
  const active = storiesLeft !== null;
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
      {active && (
        <p className={styles.left}>
          {storiesLeft} {storiesLeft === 1 ? 'story' : 'stories'} left on your plan
        </p>
      )}
      <PlanPrices basePaise={plan.basePaise} gstPaise={plan.gstPaise} total={total} />
      {unavailable ? (
        <p id={reasonId} className={styles.reason}>
          {unavailable}
        </p>
      ) : (
        startsOn && (
          <p className={styles.when}>
            {`One a day, ${shortDate(startsOn)} to ${shortDate(addOffset(startsOn, { days: plan.stories - 1 }))}`}
          </p>
        )
      )}
      <Button
        onClick={onBuy}
        loading={ordering}
        disabled={busy || unavailable !== null}
        variant={active || unavailable ? 'secondary' : 'primary'}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        {ordering ? 'Starting payment…' : `${active ? 'Buy again' : 'Buy'} for ${total}`}
      </Button>
    </li>
  );
}

function PlanPrices({
  basePaise,
  gstPaise,
  total,
}: {
  basePaise: number;
  gstPaise: number;
  total: string;
}) {
  return (
    <dl className={styles.prices}>
      <div>
        <dt>Price</dt>
        <dd>{formatRupees(basePaise)}</dd>
      </div>
      <div>
        <dt>GST ({GST_PERCENT}%)</dt>
        <dd>{formatRupees(gstPaise)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}
