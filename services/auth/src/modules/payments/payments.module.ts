import { on, type ServiceContext, type ServiceModule, type Subscription } from '@trap/kit';
import { promoGuesses } from '../promo-codes/promo-guess-limit.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { contentEvents, eventEntryPayable, eventEntryRefundRequested, eventEntryWithdrawn } from '@trap/contracts';
import { PromoCodesService } from '../promo-codes/promo-codes.service.ts';
import type { AuthConfig } from '../../config.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { PaymentProvider } from './provider.ts';
import { PaymentsRepository } from './payments.repository.ts';
import { EventEntryChargeRepository } from './event-entry-charges.repository.ts';
import { PaymentsService } from './payments.service.ts';
import { RazorpayProvider } from './razorpay.provider.ts';
import { TestGateway } from './test-gateway.ts';

type PaymentsConfig = Pick<
  AuthConfig,
  | 'RAZORPAY_KEY_ID'
  | 'RAZORPAY_KEY_SECRET'
  | 'RAZORPAY_WEBHOOK_SECRET'
  | 'RAZORPAY_API_URL'
  | 'PAYMENTS_TEST_SECRET'
  | 'PAYMENTS_TEST_GATEWAY'
  | 'NODE_ENV'
>;

/**
 * DECISIONS: Razorpay when its keys are configured, the built-in test gateway otherwise. The test
 * gateway grants memberships without money, so production never falls back to it unless told to
 * (PAYMENTS_TEST_GATEWAY=true); without either, checkout answers 503.
 */
function paymentProviderFor(c: PaymentsConfig): PaymentProvider | null {
  if (c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET && c.RAZORPAY_WEBHOOK_SECRET)
    return new RazorpayProvider({
      keyId: c.RAZORPAY_KEY_ID,
      keySecret: c.RAZORPAY_KEY_SECRET,
      webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: c.RAZORPAY_API_URL,
    });
  const testAllowed = c.PAYMENTS_TEST_GATEWAY === 'true' || (c.PAYMENTS_TEST_GATEWAY === 'auto' && c.NODE_ENV !== 'production');
  return testAllowed ? new TestGateway(c.PAYMENTS_TEST_SECRET) : null;
}

/** Checkout, memberships granted from paid orders, promo codes and club event entries' charges; `payments` is its use cases (tests and the admin read them). */
export async function paymentsModule(ctx: ServiceContext<AuthConfig>, users: UsersRepository, provider = paymentProviderFor(ctx.config)) {
  const repo = new PaymentsRepository(ctx.conn);
  await repo.init();
  const promos = new PromoCodesService(ctx.conn, ctx.logger);
  await promos.init();
  if (!provider) ctx.logger.warn('payments: no gateway (Razorpay keys missing in production); checkout answers 503');
  else ctx.logger.info({ provider: provider.name }, 'payments gateway');
  const payments = new PaymentsService({
    repo,
    users,
    provider,
    gstRatePercent: ctx.config.GST_RATE_PERCENT,
    siteOrigin: ctx.config.SITE_ORIGIN,
    logger: ctx.logger,
    promos,
    trialDays: ctx.config.MEMBERSHIP_TRIAL_DAYS,
    charges: new EventEntryChargeRepository(ctx),
  });
  // orders paid while the member was never updated (the process died between the two writes) are finished now
  void payments.recoverGrants().catch((err: unknown) => ctx.logger.error({ err }, 'payments: recovering paid orders failed'));
  const guesses = promoGuesses(ctx.redis, ctx.config.REDIS_PREFIX, ctx.config.PROMO_CHECK_MAX_PER_IP);
  return {
    name: 'payments',
    payments,
    routes: (api) => paymentsRoutes(api, payments, guesses),
    subscriptions: paymentsSubscriptions(payments),
  } satisfies ServiceModule & { payments: PaymentsService };
}

/** What payments listens to: content's promo tags (auth's read model of promo codes), and community's club event entries. */
function paymentsSubscriptions(payments: PaymentsService): Subscription[] {
  return [
    on(contentEvents.content_tag.published, (d) => payments.promos.applyTag(d.item)),
    on(contentEvents.content_tag.updated, (d) => payments.promos.applyTag(d.item)),
    on(contentEvents.content_tag.deleted, (d) => payments.promos.removeTag(d.id)),
    on(eventEntryPayable, (d) => payments.entries.onPayable(d)),
    on(eventEntryWithdrawn, (d) => payments.entries.onWithdrawn(d)),
    on(eventEntryRefundRequested, (d) => payments.entries.onRefundRequested(d)),
  ];
}
