import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { addOffset, GST_PERCENT, PLAN_IDS, PLANS, type PlanId } from '@tika/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import type { UserPlan } from '../api/stories';
import styles from './PlanSheet.module.css';
import { formatPaise, shortDate, unavailableText } from './story-rules';

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
  const { t } = useLingui();
  const paidLeft = userPlan ? userPlan.storiesRemaining - userPlan.trialStoriesRemaining : 0;
  return (
    <Sheet open={open} onClose={onClose} title={t`Choose a plan`}>
      <p className={styles.intro}>
        <Trans>
          One new story unlocks every day. A plan you buy now starts after the stories you already
          have.
        </Trans>
      </p>
      <ul className={styles.plans}>
        {PLAN_IDS.map((id) => (
          <PlanOption
            key={id}
            id={id}
            storiesLeft={userPlan?.activePlans.includes(id) ? paidLeft : null}
            unavailable={userPlan && unavailableText(id, userPlan.storiesAvailableToBuy)}
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
  const { t } = useLingui();
  const headingId = useId();
  const reasonId = useId();
  const plan = PLANS[id];
  const stories = plan.stories;
  const total = formatPaise(plan.totalPaise);
  const perStory = formatPaise(plan.perStoryPaise);
  const active = storiesLeft !== null;
  const left = storiesLeft ?? 0;
  // A plan already active, or not for sale, steps back from the plans to buy.
  const buttonVariant = active || unavailable ? 'secondary' : 'primary';
  return (
    <li
      className={`${styles.plan} ${active ? styles.active : ''} ${unavailable ? styles.unavailable : ''}`}
      aria-labelledby={headingId}
    >
      <div className={styles.top}>
        <h3 id={headingId} className={styles.name}>
          <Plural value={stories} one="# story" other="# stories" />
        </h3>
        {active && (
          <span className={styles.badge}>
            <Trans>Active</Trans>
          </span>
        )}
        {unavailable && (
          <span className={styles.unavailableBadge}>
            <Trans>Not available</Trans>
          </span>
        )}
        <span className={styles.perStory}>
          <Trans>{perStory} per story</Trans>
        </span>
      </div>
      {active && (
        <p className={styles.left}>
          <Plural
            value={left}
            one="# story left on your plan"
            other="# stories left on your plan"
          />
        </p>
      )}
      <PlanPrices basePaise={plan.basePaise} gstPaise={plan.gstPaise} total={total} />
      {unavailable ? (
        <p id={reasonId} className={styles.reason}>
          {unavailable}
        </p>
      ) : (
        startsOn && <PlanDays startsOn={startsOn} stories={stories} />
      )}
      <Button
        onClick={onBuy}
        loading={ordering}
        disabled={busy || unavailable !== null}
        variant={buttonVariant}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        {ordering ? t`Starting payment…` : active ? t`Buy again for ${total}` : t`Buy for ${total}`}
      </Button>
    </li>
  );
}

/** 'One a day, 8 Dec to 14 Dec': the days the plan's stories would unlock. */
function PlanDays({ startsOn, stories }: { startsOn: string; stories: number }) {
  const from = shortDate(startsOn);
  const to = shortDate(addOffset(startsOn, { days: stories - 1 }));
  return (
    <p className={styles.when}>
      <Trans>
        One a day, {from} to {to}
      </Trans>
    </p>
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
  const percent = GST_PERCENT;
  return (
    <dl className={styles.prices}>
      <div>
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>{formatPaise(basePaise)}</dd>
      </div>
      <div>
        <dt>
          <Trans>GST ({percent}%)</Trans>
        </dt>
        <dd>{formatPaise(gstPaise)}</dd>
      </div>
      <div className={styles.total}>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}
