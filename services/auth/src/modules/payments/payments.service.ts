import type { AuthContext } from '@trap/kit';
import type { CheckoutQuote, CheckoutStart, MembershipPlan, PaymentCallback, PaymentOrder, TestGatewayResult, Tier } from '@trap/contracts';
import type { PromoCodesService } from '../promo-codes/promo-codes.service.ts';
import type { InvoiceRecord, OrderRecord } from './payments.model.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PaymentProvider } from './provider.ts';
import { CheckoutService } from './checkout.service.ts';
import { PaymentGrants } from './grants.service.ts';
import { MembershipPlans } from './plans.service.ts';
import { AutoRenewSubscriptions } from './subscriptions.service.ts';
import { TestGatewayPayments } from './test-gateway-payments.service.ts';
import { PaymentWebhooks } from './webhooks.service.ts';
import { EventEntryOrders } from './event-entry-orders.service.ts';
import type { PaymentsDeps } from './payments.rules.ts';

export type { PaymentsDeps } from './payments.rules.ts';

/**
 * The money path, as the routes and the rest of auth see it: orders in paise with their GST part
 * (checkout.service.ts), the gateway's signed callback and webhooks (webhooks.service.ts), the
 * membership and invoice a payment grants (grants.service.ts), the member's plan and trial
 * (plans.service.ts), auto-renew subscriptions (subscriptions.service.ts) and the test gateway
 * (test-gateway-payments.service.ts).
 */
export class PaymentsService {
  private readonly d: PaymentsDeps;
  private readonly checkout: CheckoutService;
  private readonly grants: PaymentGrants;
  private readonly plans: MembershipPlans;
  private readonly webhooks: PaymentWebhooks;
  private readonly testPayments: TestGatewayPayments;
  /** club event entries: orders of kind event_entry, their charges and refunds */
  readonly entries: EventEntryOrders;

  constructor(d: PaymentsDeps) {
    this.d = d;
    const subscriptions = new AutoRenewSubscriptions(d);
    this.checkout = new CheckoutService(d);
    this.grants = new PaymentGrants(d, this.checkout, subscriptions);
    this.plans = new MembershipPlans(d, subscriptions);
    this.webhooks = new PaymentWebhooks(d, this.checkout, this.grants, subscriptions);
    this.entries = new EventEntryOrders(d);
    this.testPayments = new TestGatewayPayments(d, {
      checkout: this.checkout,
      grants: this.grants,
      subscriptions,
      webhooks: this.webhooks,
    });
  }

  get repo(): PaymentsRepository {
    return this.d.repo;
  }

  get promos(): PromoCodesService {
    return this.d.promos;
  }

  get provider(): PaymentProvider | null {
    return this.d.provider;
  }

  quote(auth: AuthContext, tier: Tier, promoCode?: string, now = new Date()): Promise<CheckoutQuote> {
    return this.checkout.quote(auth, tier, promoCode, now);
  }

  createOrder(auth: AuthContext, tier: Tier, now = new Date(), promoCode?: string, autoRenew?: boolean): Promise<CheckoutStart> {
    return this.checkout.createOrder(auth, tier, now, promoCode, autoRenew);
  }

  createEventEntryOrder(auth: AuthContext, entryId: string, promoCode?: string, now = new Date()): Promise<CheckoutStart> {
    return this.entries.createOrder(auth, entryId, promoCode, now);
  }

  getOrder(auth: AuthContext, id: string): Promise<PaymentOrder> {
    return this.checkout.getOrder(auth, id);
  }

  cancel(auth: AuthContext, id: string, reason: 'failed' | 'cancelled', now = new Date()): Promise<PaymentOrder> {
    return this.checkout.cancel(auth, id, reason, now);
  }

  callback(auth: AuthContext, body: PaymentCallback): Promise<PaymentOrder> {
    return this.grants.callback(auth, body);
  }

  confirm(order: OrderRecord, paymentId: string, now = new Date()): Promise<boolean> {
    return this.grants.confirm(order, paymentId, now);
  }

  recoverGrants(): Promise<number> {
    return this.grants.recoverGrants();
  }

  invoice(auth: AuthContext, id: string): Promise<InvoiceRecord> {
    return this.grants.invoice(auth, id);
  }

  webhook(rawBody: Buffer | string | undefined, signature: string | undefined, eventIdHeader: string | undefined) {
    return this.webhooks.webhook(rawBody, signature, eventIdHeader);
  }

  plan(auth: AuthContext, now = new Date()): Promise<MembershipPlan> {
    return this.plans.plan(auth, now);
  }

  setAutoRenew(auth: AuthContext, autoRenew: boolean, now = new Date()): Promise<MembershipPlan> {
    return this.plans.setAutoRenew(auth, autoRenew, now);
  }

  cancelPlan(auth: AuthContext, now = new Date()): Promise<MembershipPlan> {
    return this.plans.cancelPlan(auth, now);
  }

  startTrial(auth: AuthContext, tier: Tier, now = new Date()): Promise<MembershipPlan> {
    return this.plans.startTrial(auth, tier, now);
  }

  testGateway(auth: AuthContext, id: string, outcome: 'success' | 'failure'): Promise<TestGatewayResult> {
    return this.testPayments.testGateway(auth, id, outcome);
  }

  testRenewal(userId: string, now = new Date()): Promise<PaymentOrder> {
    return this.testPayments.testRenewal(userId, now);
  }
}
