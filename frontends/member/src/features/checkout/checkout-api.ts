import { authPaymentsApi } from '@trap/contracts/api/route-paths';
import type { PaymentCallback, Tier } from '@trap/contracts';
import { call, queryOptions, urlOf, type RouteInput, type RouteResponse } from '@trap/ui';

export type Quote = RouteResponse<typeof authPaymentsApi.quote>;
export type CheckoutStart = RouteResponse<typeof authPaymentsApi.createOrder>;
export type Order = RouteResponse<typeof authPaymentsApi.getOrder>;
/** A tier that can be bought (the free tier cannot); the checkout pages offer only these, the server checks. */
export type PaidTier = NonNullable<RouteInput<typeof authPaymentsApi.createOrder>['body']>['tier'];

export const quoteQuery = (tier: Tier) => ({ ...queryOptions(authPaymentsApi.quote, { params: { tier } }), staleTime: 0 });

/** The price with a promo code taken off (a 400 on promoCode says why a code does not apply). */
export const quoteWithPromo = (tier: Tier, promoCode: string) => call(authPaymentsApi.quote, { params: { tier }, query: { promoCode } });

export const orderQuery = (id: string) => ({ ...queryOptions(authPaymentsApi.getOrder, { params: { id } }), staleTime: 0 });

/** `autoRenew`: the buyer's "Renew automatically" choice (a plain purchase does not renew). */
export const createOrder = (tier: Tier, promoCode: string | null | undefined, autoRenew: boolean) =>
  call(authPaymentsApi.createOrder, {
    body: promoCode ? { tier: tier as PaidTier, promoCode, autoRenew } : { tier: tier as PaidTier, autoRenew },
  });
export const cancelOrder = (id: string, reason: 'failed' | 'cancelled') => call(authPaymentsApi.cancelOrder, { params: { id }, body: { reason } });
export const payOnTestGateway = (id: string, outcome: 'success' | 'failure') =>
  call(authPaymentsApi.testGateway, { params: { id }, body: { outcome } });
export const sendCallback = (body: PaymentCallback) => call(authPaymentsApi.callback, { body });

export const invoiceUrl = (invoiceId: string) => urlOf(authPaymentsApi.invoice, { params: { id: invoiceId } });
