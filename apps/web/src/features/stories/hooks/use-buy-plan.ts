import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '@tika/contract';
import { useRef, useState } from 'react';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import {
  type CheckoutResult,
  confirmPayment,
  createOrder,
  type CreatedOrder,
  payWithSimulatedCheckout,
  type StoriesResponse,
  storiesKey,
} from '../api/stories';
import { loadRazorpayCheckout } from './razorpay-checkout';
import { checkoutDescription } from '../components/story-rules';
import { STORY_TEXT } from '../messages';

/** Razorpay's Checkout in our colours (tokens.css --color-primary). */
export const BRAND_PURPLE = '#6b3fd4';

/**
 * Where a purchase is. `ordering` while the order is made; `simulated` while our own test
 * Checkout is open (dev mode); `razorpay` while Razorpay's is; `confirming` while the server
 * checks the result. The plan sheet steps aside for both checkouts: a modal <dialog> would sit
 * above Razorpay's frame and make it inert.
 */
export type Purchase =
  | { stage: 'idle' }
  | { stage: 'ordering'; plan: PlanId }
  | { stage: 'simulated'; order: CreatedOrder; paying: boolean }
  | { stage: 'razorpay'; plan: PlanId }
  | { stage: 'confirming'; plan: PlanId };

const IDLE: Purchase = { stage: 'idle' };

/** The server's own words when it answered; the fallback when it was never reached. */
const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 ? err.message : fallback;

/** The signed result Checkout hands back, as the server's confirm call takes it. */
const checkoutResult = (paid: {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}): CheckoutResult => ({
  orderId: paid.razorpayOrderId,
  paymentId: paid.razorpayPaymentId,
  signature: paid.razorpaySignature,
});

interface CheckoutEvents {
  /** Checkout is about to show. */
  onOpen: () => void;
  onPaid: (result: CheckoutResult) => void;
  onDismiss: () => void;
}

/**
 * Opens Razorpay's Checkout for the order. After `onOpen`, exactly one of `onPaid` (with the
 * signed result) and `onDismiss` is called, whatever Checkout does after.
 */
async function openRazorpay(
  order: CreatedOrder,
  keyId: string,
  { onOpen, onPaid, onDismiss }: CheckoutEvents,
) {
  const Razorpay = await loadRazorpayCheckout();
  let settled = false;
  const checkout = new Razorpay({
    key: keyId,
    order_id: order.orderId,
    amount: order.amount,
    currency: order.currency,
    name: 'Tika',
    description: checkoutDescription(order.plan),
    notes: { plan: order.plan },
    theme: { color: BRAND_PURPLE },
    handler: (response) => {
      if (settled) return;
      settled = true;
      onPaid({
        orderId: response.razorpay_order_id,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      });
    },
    modal: {
      ondismiss: () => {
        if (settled) return;
        settled = true;
        onDismiss();
      },
    },
  });
  onOpen();
  checkout.open();
}

/** Confirms a payment with the server and shows the plan it grants; false when not confirmed. */
function useConfirmPayment() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return async (result: CheckoutResult): Promise<boolean> => {
    try {
      const { userPlan } = await confirmPayment(result);
      notify.success(t(STORY_TEXT.paymentSuccessful));
      // The chip changes at once; the list follows (buying may unlock today's story).
      queryClient.setQueriesData<StoriesResponse>({ queryKey: storiesKey }, (old) =>
        old ? { ...old, userPlan } : old,
      );
      void queryClient.invalidateQueries({ queryKey: storiesKey });
      return true;
    } catch (err) {
      notify.error(messageOf(err, t(STORY_TEXT.confirmationFailed)));
      // The plan may be granted all the same (another tab confirmed it, the webhook came first,
      // or the answer was lost on the way): show the server's plan, not this page's guess.
      void queryClient.invalidateQueries({ queryKey: storiesKey });
      return false;
    }
  };
}

/**
 * Buying a plan (docs/product/errors.md): create the order, take the payment in Checkout, confirm it with
 * the server, then reload the stories. Every step toasts its failure; dismissing Checkout
 * changes nothing. `onPaid` runs once the plan is granted.
 */
export function useBuyPlan({ onPaid }: { onPaid: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const confirmWithServer = useConfirmPayment();
  const [purchase, setPurchase] = useState<Purchase>(IDLE);
  // A second tap before the re-render must not start a second purchase.
  const inFlight = useRef(false);

  const finish = () => {
    inFlight.current = false;
    setPurchase(IDLE);
  };

  const confirm = async (result: CheckoutResult) => {
    const granted = await confirmWithServer(result);
    finish();
    if (granted) onPaid();
  };

  const buy = async (plan: PlanId) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPurchase({ stage: 'ordering', plan });
    let order: CreatedOrder;
    try {
      order = await createOrder(plan);
    } catch (err) {
      notify.error(messageOf(err, t(STORY_TEXT.initiationFailed)));
      // A refusal (not enough stories left for this plan) means this page's plan is out of
      // date, e.g. bought in another tab: fetch the server's so the sheet shows why.
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: storiesKey });
      return finish();
    }
    if (order.checkout.mode === 'simulated') {
      setPurchase({ stage: 'simulated', order, paying: false });
      return;
    }
    try {
      await openRazorpay(order, order.checkout.keyId, {
        onOpen: () => setPurchase({ stage: 'razorpay', plan: order.plan }),
        onPaid: (result) => {
          setPurchase({ stage: 'confirming', plan: order.plan });
          void confirm(result);
        },
        onDismiss: () => {
          notify.info(t(STORY_TEXT.paymentCancelled));
          finish();
        },
      });
    } catch {
      notify.error(t(STORY_TEXT.initiationFailed));
      finish();
    }
  };

  /** The test Checkout's Pay: the dev server pays and signs as Razorpay would. */
  const paySimulated = async () => {
    if (purchase.stage !== 'simulated' || purchase.paying) return;
    const { order } = purchase;
    setPurchase({ stage: 'simulated', order, paying: true });
    let result: CheckoutResult;
    try {
      result = checkoutResult(await payWithSimulatedCheckout(order.orderId));
    } catch (err) {
      notify.error(messageOf(err, t(STORY_TEXT.initiationFailed)));
      return finish();
    }
    await confirm(result);
  };

  /** The test Checkout closed without paying (Cancel, Escape, the backdrop). */
  const cancelSimulated = () => {
    if (purchase.stage !== 'simulated' || purchase.paying) return;
    notify.info(t(STORY_TEXT.paymentCancelled));
    finish();
  };

  return {
    purchase,
    busy: purchase.stage !== 'idle',
    buy: (plan: PlanId) => void buy(plan),
    paySimulated: () => void paySimulated(),
    cancelSimulated,
  };
}
