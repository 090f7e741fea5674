/**
 * Razorpay Checkout (razorpay.com/docs/payments/payment-gateway/web-integration/standard):
 * its script, loaded once on the first purchase rather than with every page, and the parts
 * of its API we use.
 */

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout hands the page when a payment succeeds; the server checks the signature. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Paise, as the order was created. */
  amount: number;
  currency: string;
  name: string;
  description?: string;
  handler: (response: RazorpaySuccess) => void;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  modal?: {
    ondismiss?: () => void;
    escape?: boolean;
    backdropclose?: boolean;
    confirm_close?: boolean;
  };
}

export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(
    event: 'payment.failed',
    listener: (response: { error: { code: string; description: string; reason?: string } }) => void,
  ): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** A script that has neither loaded nor failed by then is as good as failed. */
const LOAD_TIMEOUT_MS = 20_000;

let pending: Promise<RazorpayConstructor> | null = null;

/**
 * Checkout's constructor, adding its script to the page the first time (purchases started
 * while it loads share that load). A failed load is forgotten and its tag removed, so the
 * next purchase tries again.
 */
export function loadRazorpayCheckout(timeoutMs = LOAD_TIMEOUT_MS): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  pending ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      pending = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(
      () => fail('Razorpay Checkout took too long to load'),
      timeoutMs,
    );
    script.addEventListener('load', () => {
      if (!window.Razorpay) return fail('Razorpay Checkout loaded without window.Razorpay');
      window.clearTimeout(timer);
      // From now on window.Razorpay answers; `pending` only covers a load in progress.
      pending = null;
      resolve(window.Razorpay);
    });
    script.addEventListener('error', () => fail('Razorpay Checkout could not be loaded'));
    document.head.append(script);
  });
  return pending;
}
