import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex: Razorpay's signature of a payment and of a webhook body. */
const hmacHex = (secret: string, payload: string | Buffer): string => createHmac('sha256', secret).update(payload).digest('hex');

/** Razorpay Checkout's success signature: `order_id|payment_id` with the key secret. */
export const paymentSignature = (orderId: string, paymentId: string, keySecret: string): string =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** A webhook's signature: the raw body with the webhook secret. */
export const webhookSignature = (rawBody: string | Buffer, webhookSecret: string): string => hmacHex(webhookSecret, rawBody);

/** Constant-time comparison of two hex signatures (false for any malformed one). */
export function sameSignature(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
