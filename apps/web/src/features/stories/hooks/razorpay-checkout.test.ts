import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadRazorpayCheckout,
  RAZORPAY_CHECKOUT_URL,
  type RazorpayConstructor,
} from './razorpay-checkout';

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')];
const FakeRazorpay = class {
  open() {}
  close() {}
  on() {}
} as unknown as RazorpayConstructor;

describe('loadRazorpayCheckout', () => {
  afterEach(() => {
    delete window.Razorpay;
    scripts().forEach((s) => s.remove());
    vi.useRealTimers();
  });

  it('adds Checkout’s script once, however many purchases ask for it', async () => {
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('src', RAZORPAY_CHECKOUT_URL);
    window.Razorpay = FakeRazorpay;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);
    await expect(loadRazorpayCheckout()).resolves.toBe(FakeRazorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('uses Checkout already on the page without adding a script', async () => {
    window.Razorpay = FakeRazorpay;
    await expect(loadRazorpayCheckout()).resolves.toBe(FakeRazorpay);
    expect(scripts()).toHaveLength(0);
  });

  it('fails when the script cannot load, and tries afresh next time', async () => {
    const failing = loadRazorpayCheckout();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Razorpay Checkout could not be loaded');
    expect(scripts()).toHaveLength(0);
    void loadRazorpayCheckout().catch(() => {});
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
  });

  it('fails when the script loads without Checkout, or takes too long', async () => {
    const empty = loadRazorpayCheckout();
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('without window.Razorpay');

    vi.useFakeTimers();
    const slow = loadRazorpayCheckout(5_000);
    vi.advanceTimersByTime(5_000);
    await expect(slow).rejects.toThrow('took too long');
    expect(scripts()).toHaveLength(0);
  });
});
