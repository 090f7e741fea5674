import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type CreateOrderResponseWire,
  planUnavailableReason,
  STORY_MESSAGES,
} from '@tika/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { browserToday } from '../../../lib/today';
import { BRAND_PURPLE } from '../hooks/use-buy-plan';
import { RAZORPAY_CHECKOUT_URL, type RazorpayOptions } from '../hooks/razorpay-checkout';
import { paidPlan, trialLibrary } from './stories-fixtures';
import { callsOf, mockApi, renderStoriesPage } from './stories-test-kit';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const today = browserToday();
const STORIES = 'GET /api/features/meal-stories/';
const ORDER = 'GET /api/features/meal-stories/payments/';
const CONFIRM = 'POST /api/features/meal-stories/payments/';
const DEV_PAY = 'POST /api/dev/razorpay/pay/';

function orderWire(checkout: CreateOrderResponseWire['checkout']): CreateOrderResponseWire {
  const order = {
    id: 'order_T1',
    entity: 'order' as const,
    amount: 5782,
    amount_paid: 0,
    amount_due: 5782,
    currency: 'INR' as const,
    receipt: 'r1',
    status: 'created' as const,
    attempts: 0,
    created_at: 1_763_800_000,
  };
  return {
    order_id: 'order_T1',
    amount: 5782,
    currency: 'INR',
    status: 'created',
    order,
    plan: 'plan_7',
    checkout,
  };
}

const signed = {
  razorpay_order_id: 'order_T1',
  razorpay_payment_id: 'pay_T1',
  razorpay_signature: 'sig_T1',
};
const confirmed = {
  body: { message: STORY_MESSAGES.paymentSuccessful, user_plan: paidPlan(today) },
};

/** The library before the purchase, and with the plan once it is bought. */
function libraryRoutes() {
  let bought = false;
  return {
    markBought: () => (bought = true),
    stories: () => ({
      body: bought ? { ...trialLibrary(today), user_plan: paidPlan(today) } : trialLibrary(today),
    }),
  };
}

async function openPlans() {
  renderStoriesPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Free trial/ }));
  return screen.getByRole('dialog', { name: 'Choose a plan' });
}

const buySevenStories = async () =>
  userEvent.click(within(await openPlans()).getByRole('button', { name: 'Buy for ₹57.82' }));

describe('buying a plan', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
    delete window.Razorpay;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  describe('in dev mode (simulated Checkout)', () => {
    it('orders, pays in the test Checkout, confirms, then says so and reloads the stories', async () => {
      const library = libraryRoutes();
      const api = mockApi({
        [STORIES]: library.stories,
        [ORDER]: () => ({ body: orderWire({ mode: 'simulated' }) }),
        [DEV_PAY]: () => ({ body: signed }),
        [CONFIRM]: () => {
          library.markBought();
          return confirmed;
        },
      });
      await buySevenStories();

      const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
      expect(screen.queryByRole('dialog', { name: 'Choose a plan' })).not.toBeInTheDocument();
      expect(checkout).toHaveTextContent('Test payment — no money moves');
      expect(checkout).toHaveTextContent('7-story plan');
      expect(checkout).toHaveTextContent('₹57.82');
      await userEvent.click(within(checkout).getByRole('button', { name: 'Pay ₹57.82' }));

      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith(STORY_MESSAGES.paymentSuccessful),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The plan's own seven; the trial's two come first, and the chip says so.
      expect(
        await screen.findByRole('button', { name: /^7-story plan · 7 stories left/ }),
      ).toHaveTextContent('Starts after 2 more free trial stories');
      await waitFor(() =>
        expect(callsOf(api)).toEqual([STORIES, `${ORDER}?plan=plan_7`, DEV_PAY, CONFIRM, STORIES]),
      );
      const [, confirmInit] = api.mock.calls[3]!;
      expect(JSON.parse(String(confirmInit?.body))).toEqual({
        order_id: 'order_T1',
        payment_id: 'pay_T1',
        signature: 'sig_T1',
      });
      expect(notify.error).not.toHaveBeenCalled();
    });

    it('disables the Buy buttons while the order is being made', async () => {
      mockApi({ [STORIES]: libraryRoutes().stories, [ORDER]: () => new Promise(() => {}) });
      await buySevenStories();
      const plans = screen.getByRole('dialog', { name: 'Choose a plan' });
      expect(within(plans).getByRole('button', { name: 'Starting payment…' })).toBeDisabled();
      expect(within(plans).getByRole('button', { name: 'Buy for ₹177' })).toBeDisabled();
      expect(within(plans).getByRole('button', { name: 'Buy for ₹424.80' })).toBeDisabled();
    });

    it('changes nothing when the test Checkout is cancelled, and brings the plans back', async () => {
      const api = mockApi({
        [STORIES]: libraryRoutes().stories,
        [ORDER]: () => ({ body: orderWire({ mode: 'simulated' }) }),
      });
      await buySevenStories();
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Test checkout' })).getByRole('button', {
          name: 'Cancel',
        }),
      );
      expect(notify.info).toHaveBeenCalledWith('Payment cancelled');
      expect(screen.queryByRole('dialog', { name: 'Test checkout' })).not.toBeInTheDocument();
      const plans = screen.getByRole('dialog', { name: 'Choose a plan' });
      expect(within(plans).getByRole('button', { name: 'Buy for ₹57.82' })).toBeEnabled();
      expect(callsOf(api)).toEqual([STORIES, `${ORDER}?plan=plan_7`]);
    });
  });

  describe('refusals and failures', () => {
    it.each([
      [409, planUnavailableReason('plan_7', 3)!, 'not_enough_stories'],
      [502, STORY_MESSAGES.orderFailed, 'payment_provider_error'],
    ])(
      'toasts the server’s reason when it refuses the order (%i)',
      async (status, message, code) => {
        mockApi({
          [STORIES]: libraryRoutes().stories,
          [ORDER]: () => ({ status, body: { message, code } }),
        });
        await buySevenStories();
        await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
        const plans = screen.getByRole('dialog', { name: 'Choose a plan' });
        expect(within(plans).getByRole('button', { name: 'Buy for ₹57.82' })).toBeEnabled();
        expect(screen.queryByRole('dialog', { name: 'Test checkout' })).not.toBeInTheDocument();
      },
    );

    it('says the payment could not start when the server cannot be reached', async () => {
      mockApi({
        [STORIES]: libraryRoutes().stories,
        [ORDER]: () => new TypeError('Failed to fetch'),
      });
      await buySevenStories();
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(STORY_MESSAGES.initiationFailed),
      );
    });

    it.each([
      [
        {
          status: 400,
          body: { message: STORY_MESSAGES.verificationFailed, code: 'payment_verification_failed' },
        },
        STORY_MESSAGES.verificationFailed,
      ],
      [new TypeError('Failed to fetch'), STORY_MESSAGES.confirmationFailed],
    ])('toasts why the payment was not confirmed', async (answer, message) => {
      const api = mockApi({
        [STORIES]: libraryRoutes().stories,
        [ORDER]: () => ({ body: orderWire({ mode: 'simulated' }) }),
        [DEV_PAY]: () => ({ body: signed }),
        [CONFIRM]: () => answer,
      });
      await buySevenStories();
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Test checkout' })).getByRole('button', {
          name: 'Pay ₹57.82',
        }),
      );
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
      expect(notify.success).not.toHaveBeenCalled();
      // The page asks the server for the plan again rather than guessing; here nothing was granted.
      await waitFor(() => expect(callsOf(api).filter((c) => c === STORIES)).toHaveLength(2));
      expect(screen.getByRole('button', { name: /^Free trial/ })).toBeInTheDocument();
    });

    it('shows the plan another tab already confirmed when this confirmation is refused as a replay (409)', async () => {
      const library = libraryRoutes();
      mockApi({
        [STORIES]: library.stories,
        [ORDER]: () => ({ body: orderWire({ mode: 'simulated' }) }),
        [DEV_PAY]: () => ({ body: signed }),
        [CONFIRM]: () => {
          library.markBought(); // the other tab's confirmation got there first
          return {
            status: 409,
            body: {
              message: STORY_MESSAGES.confirmationFailed,
              code: 'payment_confirmation_failed',
            },
          };
        },
      });
      await buySevenStories();
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Test checkout' })).getByRole('button', {
          name: 'Pay ₹57.82',
        }),
      );
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(STORY_MESSAGES.confirmationFailed),
      );
      expect(notify.success).not.toHaveBeenCalled();
      expect(
        await screen.findByRole('button', { name: /^7-story plan · 7 stories left/ }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Test checkout' })).not.toBeInTheDocument();
    });

    it('refreshes the plan when the server refuses an order for want of stories (a purchase made in another tab)', async () => {
      const library = libraryRoutes();
      const api = mockApi({
        [STORIES]: library.stories,
        [ORDER]: () => {
          library.markBought();
          return {
            status: 409,
            body: { message: planUnavailableReason('plan_7', 3), code: 'not_enough_stories' },
          };
        },
      });
      await buySevenStories();
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(planUnavailableReason('plan_7', 3)),
      );
      const plans = screen.getByRole('dialog', { name: 'Choose a plan' });
      expect(await within(plans).findByText('Active')).toBeInTheDocument();
      expect(callsOf(api)).toEqual([STORIES, `${ORDER}?plan=plan_7`, STORIES]);
    });
  });

  describe('with Razorpay Checkout', () => {
    let options: RazorpayOptions | undefined;
    const open = vi.fn();

    beforeEach(() => {
      options = undefined;
      window.Razorpay = class {
        constructor(o: RazorpayOptions) {
          options = o;
        }
        open = open;
        close = vi.fn();
        on = vi.fn();
      };
    });

    it('opens Checkout with the order, and confirms what its handler receives', async () => {
      const library = libraryRoutes();
      let answerConfirm!: () => void;
      const api = mockApi({
        [STORIES]: library.stories,
        [ORDER]: () => ({ body: orderWire({ mode: 'razorpay', key_id: 'rzp_test_K1' }) }),
        [CONFIRM]: () =>
          new Promise((resolve) => {
            answerConfirm = () => {
              library.markBought();
              resolve(confirmed);
            };
          }),
      });
      await buySevenStories();
      await waitFor(() => expect(open).toHaveBeenCalledOnce());
      expect(options).toMatchObject({
        key: 'rzp_test_K1',
        order_id: 'order_T1',
        amount: 5782,
        currency: 'INR',
        name: 'Tika',
        description: '7-story plan · mealtime stories',
        theme: { color: BRAND_PURPLE },
      });
      expect(options?.modal?.ondismiss).toBeTypeOf('function');
      // Razorpay's frame must not sit under a modal sheet.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      options!.handler(signed);
      expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
      await waitFor(() => expect(answerConfirm).toBeDefined());
      answerConfirm();
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith(STORY_MESSAGES.paymentSuccessful),
      );
      const confirmCall = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
      expect(JSON.parse(String(confirmCall[1]?.body))).toEqual({
        order_id: 'order_T1',
        payment_id: 'pay_T1',
        signature: 'sig_T1',
      });
      expect(await screen.findByRole('button', { name: /^7-story plan/ })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('changes nothing when Checkout is dismissed', async () => {
      const api = mockApi({
        [STORIES]: libraryRoutes().stories,
        [ORDER]: () => ({ body: orderWire({ mode: 'razorpay', key_id: 'rzp_test_K1' }) }),
      });
      await buySevenStories();
      await waitFor(() => expect(open).toHaveBeenCalledOnce());
      options!.modal!.ondismiss!();
      expect(notify.info).toHaveBeenCalledWith('Payment cancelled');
      const plans = await screen.findByRole('dialog', { name: 'Choose a plan' });
      expect(within(plans).getByRole('button', { name: 'Buy for ₹57.82' })).toBeEnabled();
      expect(callsOf(api)).toEqual([STORIES, `${ORDER}?plan=plan_7`]);
    });

    it('says the payment could not start when Checkout’s script does not load', async () => {
      delete window.Razorpay;
      mockApi({
        [STORIES]: libraryRoutes().stories,
        [ORDER]: () => ({ body: orderWire({ mode: 'razorpay', key_id: 'rzp_test_K1' }) }),
      });
      await buySevenStories();
      const script = await waitFor(() => {
        const tag = document.head.querySelector<HTMLScriptElement>(
          `script[src="${RAZORPAY_CHECKOUT_URL}"]`,
        );
        expect(tag).not.toBeNull();
        return tag!;
      });
      script.dispatchEvent(new Event('error'));
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(STORY_MESSAGES.initiationFailed),
      );
      expect(document.head.querySelector('script')).toBeNull();
      expect(
        within(screen.getByRole('dialog', { name: 'Choose a plan' })).getByRole('button', {
          name: 'Buy for ₹57.82',
        }),
      ).toBeEnabled();
    });
  });
});
