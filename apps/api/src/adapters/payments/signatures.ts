import { hmacSha256, safeEqual } from '../../lib/crypto';

/** Razorpay Checkout signs `order_id|payment_id` with the key secret (HMAC-SHA256, hex). */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256(secret, `${orderId}|${paymentId}`);
}

export function isValidCheckoutSignature(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return safeEqual(signature, checkoutSignature(secret, orderId, paymentId));
}

/** Webhooks are signed over the raw body with the webhook secret (X-Razorpay-Signature). */
export function isValidWebhookSignature(
  secret: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  return safeEqual(signature, hmacSha256(secret, rawBody));
}
