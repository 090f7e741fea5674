import { queryOptions } from '@tanstack/react-query';
import type {
  Camelized,
  CreateOrderResponseWire,
  PlanId,
  StoriesResponseWire,
  UserPlanWire,
} from '@tika/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';

const PATH = '/api/features/meal-stories/';
const PAYMENTS = `${PATH}payments/`;

export type StoriesResponse = Camelized<StoriesResponseWire>;
export type Story = StoriesResponse['stories'][number];
export type StorySlide = Story['storiesSlides'][number];
export type UserPlan = Camelized<UserPlanWire>;
export type CreatedOrder = Camelized<CreateOrderResponseWire>;

export const storiesKey = ['stories'] as const;

/** One quick second try for a blip; after that the parent sees why and can try again. */
export const STORIES_RETRY_DELAY_MS = 400;

/**
 * The parent's stories and plan; opening it unlocks today's story. `next` lists the stories to
 * come the page shows first (the server's default), `all` every one of them.
 */
export const storiesQuery = (upcoming: 'next' | 'all' = 'next') =>
  queryOptions({
    queryKey: [...storiesKey, upcoming],
    queryFn: ({ signal }) =>
      apiRequest<StoriesResponseWire>(PATH, {
        signal,
        ...(upcoming === 'all' ? { query: { upcoming: 'all' } } : {}),
      }),
    // Not the app's default (two retries with growing waits, ~7 s before the message shows).
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    retryDelay: STORIES_RETRY_DELAY_MS,
  });

/** GET …/payments/?plan= — a Razorpay order for the plan at the server's price. */
export const createOrder = (plan: PlanId) =>
  apiRequest<CreateOrderResponseWire>(PAYMENTS, { query: { plan } });

export interface CheckoutResult {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** POST …/payments/ — the server checks the signature and grants the plan once. */
export const confirmPayment = (result: CheckoutResult) =>
  apiRequest<{ message: string; user_plan: UserPlanWire }>(PAYMENTS, {
    method: 'POST',
    body: { order_id: result.orderId, payment_id: result.paymentId, signature: result.signature },
  });

/** Dev mode only: the simulated Checkout pays the order and signs the result as Razorpay would. */
export const payWithSimulatedCheckout = (orderId: string) =>
  apiRequest<{
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  }>('/api/dev/razorpay/pay/', {
    method: 'POST',
    body: { order_id: orderId },
  });
