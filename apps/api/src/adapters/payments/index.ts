import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { PaymentGateway } from './gateway';
import { RazorpayGateway } from './razorpay';
import { SimulatedGateway } from './simulated';

export type { PaymentGateway, ProviderPayment } from './gateway';
export { SimulatedGateway } from './simulated';

/** Razorpay when its keys are set; the in-process stand-in in dev and test; nothing in production. */
export function createPaymentGateway(env: Env, db: Database, clock: Clock): PaymentGateway | null {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return new RazorpayGateway({
      apiBase: env.RAZORPAY_API_BASE,
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
    });
  }
  return env.NODE_ENV === 'production' ? null : new SimulatedGateway(db, clock);
}
