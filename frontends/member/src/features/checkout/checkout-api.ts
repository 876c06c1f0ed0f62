import type { authPaymentsApi, ResponseOf } from '@trap/contracts/api/index';
import type { PaymentCallback, Tier } from '@trap/contracts';
import { api } from '@trap/ui';

export type Quote = ResponseOf<typeof authPaymentsApi.quote>;
export type CheckoutStart = ResponseOf<typeof authPaymentsApi.createOrder>;
export type Order = ResponseOf<typeof authPaymentsApi.getOrder>;
export type GatewayResult = ResponseOf<typeof authPaymentsApi.testGateway>;

export const quoteQuery = (tier: Tier) => ({
  queryKey: ['/api/checkout', tier] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Quote>(`/api/checkout/${tier}`, { signal }),
  staleTime: 0,
});

/** The price with a promo code taken off (a 400 on promoCode says why a code does not apply). */
export const quoteWithPromo = (tier: Tier, promoCode: string) =>
  api.get<Quote>(`/api/checkout/${tier}?promoCode=${encodeURIComponent(promoCode)}`);

export const orderQuery = (id: string) => ({
  queryKey: ['/api/payments/orders', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Order>(`/api/payments/orders/${encodeURIComponent(id)}`, { signal }),
  staleTime: 0,
});

/** `autoRenew`: the buyer's "Renew automatically" choice (a plain purchase does not renew). */
export const createOrder = (tier: Tier, promoCode: string | null | undefined, autoRenew: boolean) =>
  api.post<CheckoutStart>('/api/payments/orders', promoCode ? { tier, promoCode, autoRenew } : { tier, autoRenew });
export const cancelOrder = (id: string, reason: 'failed' | 'cancelled') =>
  api.post<Order>(`/api/payments/orders/${encodeURIComponent(id)}/cancel`, { reason });
export const payOnTestGateway = (id: string, outcome: 'success' | 'failure') =>
  api.post<GatewayResult>(`/api/payments/test-gateway/orders/${encodeURIComponent(id)}`, { outcome });
export const sendCallback = (body: PaymentCallback) => api.post<Order>('/api/payments/callback', body);

export const invoiceUrl = (invoiceId: string) => `/api/payments/invoices/${encodeURIComponent(invoiceId)}`;
