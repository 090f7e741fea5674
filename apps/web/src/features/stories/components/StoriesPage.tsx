import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/Page';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RetryButton } from '../../../components/ui/RetryButton';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { storiesQuery } from '../api/stories';
import { useBuyPlan } from '../hooks/use-buy-plan';
import { STORY_TEXT } from '../messages';
import { PlanSheet } from './PlanSheet';
import { SimulatedCheckoutSheet } from './SimulatedCheckoutSheet';
import styles from './StoriesPage.module.css';
import { StoryLibrary, StoryLibrarySkeleton } from './StoryLibrary';

/** The status line stays in the page, unseen, until there is something to say. */
const HIDDEN = 'visually-hidden';

/** /story: the parent's plan, today's story, the stories they have and the ones to come (docs/product/screens-and-routes.md). */
export function StoriesPage() {
  const { t } = useLingui();
  const [allUpcoming, setAllUpcoming] = useState(false);
  // The stories to come beyond the next few load when asked for; the page keeps what it shows.
  const query = useQuery({
    ...storiesQuery(allUpcoming ? 'all' : 'next'),
    placeholderData: keepPreviousData,
  });
  const [plansOpen, setPlansOpen] = useState(false);
  const { purchase, busy, buy, paySimulated, cancelSimulated } = useBuyPlan({
    onPaid: () => setPlansOpen(false),
  });
  // The plan sheet steps aside while a checkout is open, and comes back if it is dismissed.
  const inCheckout =
    purchase.stage === 'simulated' ||
    purchase.stage === 'razorpay' ||
    purchase.stage === 'confirming';
  const openPlans = () => setPlansOpen(true);
  const confirming = purchase.stage === 'confirming';

  return (
    <Page>
      <title>{t`Mealtime stories · Tika`}</title>
      <header className={styles.header}>
        <Link to="/dashboard" className={styles.back} aria-label={t`Back to dashboard`}>
          <ChevronRightIcon size={24} />
        </Link>
        <h1 className={styles.heading}>
          <Trans>Mealtime stories</Trans>
        </h1>
      </header>
      <main className={styles.main}>
        <p role="status" className={confirming ? styles.confirming : HIDDEN}>
          {confirming ? t`Confirming your payment…` : ''}
        </p>
        {query.data ? (
          <StoryLibrary
            data={query.data}
            onOpenPlans={openPlans}
            onShowAllUpcoming={() => setAllUpcoming(true)}
          />
        ) : query.isError ? (
          <EmptyState title={t(STORY_TEXT.fetchFailed)} action={<RetryButton query={query} />} />
        ) : (
          <StoryLibrarySkeleton />
        )}
      </main>
      <PlanSheet
        open={plansOpen && !inCheckout}
        // Stepping aside for a checkout closes the <dialog> too; only the parent's own close counts.
        onClose={() => !inCheckout && setPlansOpen(false)}
        userPlan={query.data?.userPlan ?? null}
        ordering={purchase.stage === 'ordering' ? purchase.plan : null}
        busy={busy}
        onBuy={buy}
      />
      <SimulatedCheckoutSheet
        order={purchase.stage === 'simulated' ? purchase.order : null}
        paying={purchase.stage === 'simulated' && purchase.paying}
        onPay={paySimulated}
        onCancel={cancelSimulated}
      />
    </Page>
  );
}
