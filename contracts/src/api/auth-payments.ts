import { idParamsSchema } from '../http/common/errors.ts';
import {
  autoRenewRequestSchema,
  membershipPlanSchema,
  quoteQuerySchema,
  trialRequestSchema,
  cancelOrderRequestSchema,
  checkoutQuoteSchema,
  checkoutStartSchema,
  createOrderRequestSchema,
  eventEntryOrderRequestSchema,
  paymentCallbackSchema,
  paymentOrderSchema,
  testGatewayRequestSchema,
  testGatewayResultSchema,
  tierParamsSchema,
  webhookAckSchema,
} from '../http/auth/payments.ts';
import { defineApi } from './define.ts';

/**
 * Paid membership, served by auth: a quote, an order, the provider's signed callback and
 * webhook, the built-in test gateway, and the invoice. Amounts in paise; a member's orders and
 * invoices are theirs alone (another member gets a 404).
 */
export const authPaymentsApi = defineApi({
  quote: {
    method: 'get',
    path: '/api/checkout/{tier}',
    summary: 'What a tier costs',
    description: 'The yearly price (GST inclusive) with its tax part and taxable value, and the gateway in use.',
    tags: ['Payments'],
    auth: 'required',
    request: { params: tierParamsSchema, query: quoteQuerySchema },
    response: { description: 'The price of the tier', schema: checkoutQuoteSchema },
    // 429: too many refused promo codes from this address
    errors: [400, 429],
  },
  createOrder: {
    method: 'post',
    path: '/api/payments/orders',
    summary: 'Start paying for a tier',
    description:
      'Creates an order with the provider for the price of the tier (less a promo code, whose use is reserved until the order is paid, or given back when it fails, is cancelled or is abandoned; a higher tier than a live paid one costs the prorated difference and keeps the end date). A member without a live paid membership is pending_payment while an order is open (a failure or cancellation gives back the tier they held). Range Pass is a 400.',
    tags: ['Payments'],
    auth: 'required',
    request: { body: createOrderRequestSchema },
    response: { status: 201, description: 'The order and what the browser needs to pay it', schema: checkoutStartSchema },
    // 429: too many refused promo codes from this address
    errors: [429, 503],
  },
  getOrder: {
    method: 'get',
    path: '/api/payments/orders/{id}',
    summary: 'One of my orders',
    description: 'Its status, amounts and (once paid) its invoice. Another member’s order is a 404.',
    tags: ['Payments'],
    auth: 'required',
    request: { params: idParamsSchema },
    response: { description: 'The order', schema: paymentOrderSchema },
    errors: [404],
  },
  cancelOrder: {
    method: 'post',
    path: '/api/payments/orders/{id}/cancel',
    summary: 'Give up an open order (cancelled, or failed at the gateway)',
    description:
      'The member keeps their current tier. A paid order stays paid (200 with its state). A later captured payment of the same order still grants the membership.',
    tags: ['Payments'],
    auth: 'required',
    request: { params: idParamsSchema, body: cancelOrderRequestSchema },
    response: { description: 'The order after the change', schema: paymentOrderSchema },
    errors: [404],
  },
  callback: {
    method: 'post',
    path: '/api/payments/callback',
    summary: 'Confirm a payment with the signature the gateway gave the browser',
    description:
      'The signature is HMAC-SHA256 of `order_id|payment_id` with the key secret (Razorpay’s scheme). A bad signature is a 400 and changes nothing; a repeated callback answers the paid order again and grants nothing twice.',
    tags: ['Payments'],
    auth: 'required',
    request: { body: paymentCallbackSchema },
    response: { description: 'The paid order', schema: paymentOrderSchema },
    // 409: the price changed after the quote (the payment is refunded), or the order is no longer payable
    errors: [404, 409],
  },
  webhook: {
    method: 'post',
    path: '/api/payments/webhook',
    summary: 'Payment events from the gateway (payment.captured, payment.failed, order.paid)',
    description:
      'The raw body is signed with the webhook secret (header X-Razorpay-Signature, HMAC-SHA256 hex); a bad signature is a 400. Idempotent by X-Razorpay-Event-Id: a replayed event changes nothing.',
    tags: ['Payments'],
    auth: 'public',
    response: { description: 'The event was taken', schema: webhookAckSchema },
    // a body without a valid signature (or not JSON) is refused before it is read
    errors: [400],
  },
  createEventEntryOrder: {
    method: 'post',
    path: '/api/payments/event-entry-orders',
    summary: 'Start paying one of my club event entries',
    description:
      'An order of kind event_entry for an entry community priced (community.event_entry.payable), with a promo code allowed; paid through the same gateway, callback and webhook as a tier, with a GST receipt at /api/payments/invoices/{id}. 404 for an unknown entry or another member’s; 409 while the entry is not known to payments yet, or no longer awaits payment.',
    tags: ['Payments'],
    auth: 'required',
    request: { body: eventEntryOrderRequestSchema },
    response: { status: 201, description: 'The order and what the browser needs to pay it', schema: checkoutStartSchema },
    errors: [404, 409, 429, 503],
  },
  testGateway: {
    method: 'post',
    path: '/api/payments/test-gateway/orders/{id}',
    summary: 'The built-in test gateway: pay or fail one of my orders',
    description:
      'Only when Razorpay is not configured (404 otherwise). Success answers the signed callback arguments Razorpay Checkout would, and sends the signed payment.captured webhook; failure sends payment.failed.',
    tags: ['Payments'],
    auth: 'required',
    request: { params: idParamsSchema, body: testGatewayRequestSchema },
    response: { description: 'What the gateway hands the page', schema: testGatewayResultSchema },
    errors: [404, 409],
  },
  invoice: {
    method: 'get',
    path: '/api/payments/invoices/{id}',
    summary: 'One of my invoices, as printable HTML',
    description: 'The GST invoice of a paid order (number, taxable value, tax, member details). Another member’s invoice is a 404.',
    tags: ['Payments'],
    auth: 'required',
    request: { params: idParamsSchema },
    response: { description: 'text/html (print it or save it as PDF)', contentType: 'text/html' },
    errors: [404],
  },
  plan: {
    method: 'get',
    path: '/api/payments/plan',
    summary: 'My membership plan',
    description: 'The tier held, its end, auto-renew, a cancellation pending, the trial on offer and the prorated price of each upgrade.',
    tags: ['Payments'],
    auth: 'required',
    response: { description: 'The plan', schema: membershipPlanSchema },
  },
  autoRenew: {
    method: 'post',
    path: '/api/payments/plan/auto-renew',
    summary: 'Turn auto-renew on or off',
    description: 'Off: a reminder with a pay link comes before the end date. On: renewed by the gateway where it supports subscriptions, otherwise the same reminder.',
    tags: ['Payments'],
    auth: 'required',
    request: { body: autoRenewRequestSchema },
    response: { description: 'The plan after the change', schema: membershipPlanSchema },
  },
  cancelPlan: {
    method: 'post',
    path: '/api/payments/plan/cancel',
    summary: 'Cancel my paid membership at its end date',
    description: 'The tier stays active until the end date (auto-renew off); the expiry worker ends it then. Nothing to cancel is a 409.',
    tags: ['Payments'],
    auth: 'required',
    response: { description: 'The plan after the change', schema: membershipPlanSchema },
    errors: [409],
  },
  startTrial: {
    method: 'post',
    path: '/api/payments/plan/trial',
    summary: 'Start a free trial of a paid tier',
    description: 'For a Range Pass member who never had a trial: the tier for the configured number of days (status trial); the expiry worker ends it.',
    tags: ['Payments'],
    auth: 'required',
    request: { body: trialRequestSchema },
    response: { status: 201, description: 'The plan during the trial', schema: membershipPlanSchema },
    errors: [409],
  },
});
