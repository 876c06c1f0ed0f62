import { Types } from 'mongoose';
import { KeyedMutex, badRequest, conflict, notFound, recordEvent, type AuthContext } from '@trap/kit';
import { PAYMENT_MESSAGES, TIER_LABELS, eventEntryPaid, invoiceIssued, type PaymentCallback, type PaymentOrder } from '@trap/contracts';
import { languageOf, type UserView } from '../users/users.mapper.ts';
import type { InvoiceRecord, OrderRecord } from './payments.model.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { AutoRenewSubscriptions } from './subscriptions.service.ts';
import { changeMembership } from './membership-change.ts';
import {
  LIVE,
  QUOTE_VALID_MS,
  financialYear,
  invoiceNumberOf,
  oneYearAfter,
  providerOf,
  rank,
  toOrderView,
  type PaymentsDeps,
} from './payments.rules.ts';

/**
 * A verified payment becomes a membership: every grant is a compare-and-set of the order's status
 * (created/failed/cancelled → paid), so a repeated callback, a replayed webhook or two racing
 * confirmations grant once; an invoice number is taken only by the confirmation that won. A payment
 * whose price no longer holds, or that would lower a tier bought meanwhile, grants nothing and is owed back.
 */
export class PaymentGrants {
  private readonly confirming = new KeyedMutex();
  private readonly d: PaymentsDeps;
  private readonly checkout: CheckoutService;
  private readonly subscriptions: AutoRenewSubscriptions;
  constructor(d: PaymentsDeps, checkout: CheckoutService, subscriptions: AutoRenewSubscriptions) {
    this.d = d;
    this.checkout = checkout;
    this.subscriptions = subscriptions;
  }

  /** The browser's success callback: the signature must be the gateway's over `order_id|payment_id`. */
  async callback(auth: AuthContext, body: PaymentCallback): Promise<PaymentOrder> {
    const provider = providerOf(this.d);
    const order = await this.d.repo.findByProviderOrderId(body.razorpay_order_id);
    if (!order || order.userId !== auth.userId) throw notFound('Order');
    const ok = provider.verifyPayment({
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    if (!ok) {
      this.d.logger.warn({ userId: auth.userId, orderId: order._id.toString() }, 'payment callback with a bad signature');
      throw badRequest(PAYMENT_MESSAGES.badSignature, { razorpay_signature: PAYMENT_MESSAGES.badSignature });
    }
    await this.confirm(order, body.razorpay_payment_id);
    const after = (await this.d.repo.findById(order._id)) ?? order;
    if (after.refundReason === 'stale_quote' && after.status !== 'paid') throw conflict(PAYMENT_MESSAGES.quoteChangedRefund);
    return toOrderView(after);
  }

  /**
   * A verified payment of an order: the one request whose compare-and-set moves the order to paid
   * grants the membership, takes the next invoice number and records the events; any other returns false.
   */
  confirm(order: OrderRecord, paymentId: string, now = new Date()): Promise<boolean> {
    // this process's confirmations of one order queue, so a losing one answers after the winner's grant and invoice
    return this.confirming.run(order._id.toString(), async () => {
      const fresh = await this.d.repo.findById(order._id);
      return fresh ? this.confirmOnce(fresh, paymentId, now) : false;
    });
  }

  private async confirmOnce(order: OrderRecord, paymentId: string, now: Date): Promise<boolean> {
    if (order.status === 'paid') {
      // paid but the member never updated (the process died between the two writes): finish the grant now
      if (order.granting) await this.grant(order, order.providerPaymentId ?? paymentId, order.paidAt ?? now);
      return false;
    }
    if (order.status !== 'created' && order.kind !== 'event_entry' && (await this.holdsHigherTier(order, now))) {
      // a late capture of a closed order must not lower the tier the member bought meanwhile: the order
      // stays closed and grants nothing (no invoice, no promo use), and the money is owed back
      const marked = await this.d.repo.set(
        order._id,
        { refundDueAt: now, providerPaymentId: paymentId },
        { status: order.status, refundDueAt: null },
      );
      if (marked)
        this.d.logger.warn(
          { userId: order.userId, orderId: order._id.toString(), paymentId, amountPaise: order.amountPaise },
          'payment captured for a closed order of a lower tier than the member holds: refund due',
        );
      return false;
    }
    if (await this.isStale(order, now)) {
      // priced on a membership the member no longer holds (a renewal or another purchase since), or too
      // long ago: granting it would sell today's term at an old price, so it closes and the money is owed back
      await this.checkout.close(order, 'cancelled', now);
      const marked = await this.d.repo.set(
        order._id,
        { refundDueAt: now, refundReason: 'stale_quote', providerPaymentId: paymentId },
        { refundDueAt: null },
      );
      if (marked)
        this.d.logger.warn(
          { userId: order.userId, orderId: order._id.toString(), paymentId, amountPaise: order.amountPaise },
          'payment captured for an order whose price basis changed or expired: not granted, refund due',
        );
      return false;
    }
    const paid = await this.d.repo.transition(order._id, order.status, {
      status: 'paid',
      providerPaymentId: paymentId,
      paidAt: now,
      closedAt: now,
      granting: true,
    });
    if (!paid) {
      // another status than the one read: a racing confirmation (or a close) got there first; try once more from the new state
      const fresh = await this.d.repo.findById(order._id);
      if (!fresh || fresh.status === 'paid') return false;
      return this.confirmOnce(fresh, paymentId, now);
    }
    // a payment of an order that had given its promo use back (closed, then paid after all) takes it again
    if (paid.promoId && !paid.promoHeld && (await this.d.repo.set(paid._id, { promoHeld: true }, { promoHeld: false })))
      await this.d.promos.retake(paid.promoId);
    await this.grant(paid, paymentId, now);
    return true;
  }

  /**
   * Whether an order's price no longer holds: its quote ran out, or the member's term is not the one it
   * was priced on (tier, status, end date or trial). A subscription's renewal charge is the plan's
   * price whatever the term, and is never stale.
   */
  async isStale(order: OrderRecord, now: Date): Promise<boolean> {
    // a renewal charge is the plan's price whatever the term; an entry's price is community's, which asks the money back when the place is gone
    if (order.kind === 'renewal' || order.kind === 'event_entry') return false;
    const expires = order.quoteExpiresAt?.getTime() ?? order.createdAt.getTime() + QUOTE_VALID_MS;
    if (now.getTime() > expires) return true;
    const user = await this.d.users.findById(order.userId);
    if (!user) return false;
    const held = await this.checkout.heldTerm(user);
    return (
      held.tier !== order.previousTier ||
      held.status !== order.previousStatus ||
      (user.membershipEndDate?.getTime() ?? null) !== (order.basisEndDate?.getTime() ?? null) ||
      !!user.isTrialMember !== !!order.basisTrial
    );
  }

  /** The member holds a live, bought tier above the order's (a trial does not count: paying replaces it). */
  private async holdsHigherTier(order: OrderRecord, now: Date): Promise<boolean> {
    const user = await this.d.users.findById(order.userId);
    if (!user || user.isTrialMember || !LIVE.includes(user.membershipStatus)) return false;
    if (user.membershipEndDate && user.membershipEndDate.getTime() <= now.getTime()) return false;
    return rank(user.membershipTier) > rank(order.tier);
  }

  /** Start-up sweep: finishes the grants of orders paid while the member was never updated (a crash between the writes). */
  async recoverGrants(): Promise<number> {
    let done = 0;
    for (const order of await this.d.repo.ungranted()) {
      await this.confirming.run(order._id.toString(), async () => {
        const fresh = await this.d.repo.findById(order._id);
        if (fresh?.status === 'paid' && fresh.granting) {
          await this.grant(fresh, fresh.providerPaymentId ?? '', fresh.paidAt ?? new Date());
          done++;
        }
      });
    }
    if (done) this.d.logger.warn({ orders: done }, 'payments: finished the grants of paid orders a crash had left');
    return done;
  }

  private async markGranted(order: OrderRecord, now: Date): Promise<void> {
    await this.d.repo.set(order._id, { granting: false, grantedAt: now });
  }

  private async grant(order: OrderRecord, paymentId: string, now: Date): Promise<void> {
    if (order.kind === 'event_entry') return this.grantEntry(order, paymentId, now);
    for (let attempt = 0; attempt < 5; attempt++) {
      const user = await this.d.users.findById(order.userId);
      if (!user) {
        this.d.logger.error({ orderId: order._id.toString() }, 'paid order of a missing member');
        await this.markGranted(order, now);
        return;
      }
      // the member already holds this payment (the crash came after their update): only the order's mark is missing
      if (user.orderId === order.providerOrderId && user.paymentId === paymentId) {
        await this.markGranted(order, now);
        return;
      }
      const upgrade = order.kind === 'upgrade';
      // a renewal of the same live tier extends its term; anything else starts a year from now
      const renew =
        LIVE.includes(user.membershipStatus) &&
        !user.isTrialMember &&
        user.membershipTier === order.tier &&
        !!user.membershipEndDate &&
        user.membershipEndDate.getTime() > now.getTime();
      // an upgrade keeps the term's end date (it paid the difference for the days left)
      const keepEnd = upgrade && !!user.membershipEndDate && user.membershipEndDate.getTime() > now.getTime();
      const start = renew || keepEnd ? (user.membershipStartDate ?? now) : now;
      const end = keepEnd ? user.membershipEndDate! : oneYearAfter(renew ? user.membershipEndDate! : now);
      // auto-renew is the buyer's choice at checkout (SPEC 9: off unless chosen): a purchase renews only when
      // they ticked "Renew automatically"; an upgrade without a choice keeps theirs, as a subscription's renewal charge does
      const autoRenew = order.kind === 'renewal' ? !!user.autoRenew : (order.autoRenew ?? (upgrade ? !!user.autoRenew : false));
      const invoice = await this.invoiceFor(order, user, paymentId, start, end, now);
      const link = `${this.d.siteOrigin}/api/payments/invoices/${invoice._id.toString()}`;
      const mail = recordEvent(invoiceIssued, {
        userId: order.userId,
        email: user.email,
        displayName: user.displayName,
        invoiceId: invoice._id.toString(),
        invoiceNumber: invoice.number,
        tier: order.tier,
        tierLabel: TIER_LABELS[order.tier],
        amountPaise: order.amountPaise,
        taxPaise: order.taxPaise,
        taxablePaise: order.taxablePaise,
        ratePercent: order.ratePercent,
        membershipEndDate: end.toISOString(),
        issuedAt: invoice.issuedAt.toISOString(),
        link,
        language: languageOf(user),
      });
      const ok = await changeMembership(
        this.d.users,
        user,
        { membershipTier: order.tier, membershipStatus: 'active' },
        now,
        {
          isTrialMember: false,
          membershipStartDate: start,
          membershipEndDate: end,
          membershipBillingCycle: 'annual',
          paymentId,
          orderId: order.providerOrderId,
          lastPaymentDate: now,
          expiryWarningFor: null,
          appliedPromoCode: order.promoCode ?? null,
          membershipDiscountAmount: order.discountPaise || null,
          membershipDiscountType: order.promoCode ? 'promo' : null,
          autoRenew,
          nextBillingDate: autoRenew ? end : null,
        },
        [mail],
      );
      if (ok) {
        await this.markGranted(order, now);
        this.d.logger.info(
          { userId: order.userId, tier: order.tier, invoice: invoice.number, kind: order.kind ?? 'purchase' },
          'membership paid',
        );
        // a one-off payment moves the term (or the tier): the auto-renew subscription starts again from the new end date
        if (order.kind !== 'renewal') await this.subscriptions.syncSubscription(order.userId, now, { replace: true });
        return;
      }
    }
    this.d.logger.error({ orderId: order._id.toString() }, 'paid order could not update the member (kept changing)');
  }

  /**
   * A paid club event entry: its GST receipt, and community told (auth.event_entry.paid, recorded with
   * the charge in one write). The membership is not touched.
   */
  private async grantEntry(order: OrderRecord, paymentId: string, now: Date): Promise<void> {
    const user = await this.d.users.findById(order.userId);
    const entryId = order.entryId ?? '';
    if (!user) {
      this.d.logger.error({ orderId: order._id.toString() }, 'paid event entry of a missing member');
      await this.markGranted(order, now);
      return;
    }
    const invoice = await this.invoiceFor(order, user, paymentId, now, now, now);
    const receiptUrl = `/api/payments/invoices/${invoice._id.toString()}`;
    const told = await this.d.charges.change(entryId, { paidOrderId: order._id.toString(), updatedAt: now }, [
      recordEvent(eventEntryPaid, {
        entryId,
        userId: order.userId,
        orderId: order._id.toString(),
        amountPaise: order.amountPaise,
        invoiceId: invoice._id.toString(),
        invoiceNumber: invoice.number,
        receiptUrl,
        paidAt: now.toISOString(),
      }),
    ]);
    if (!told) this.d.logger.error({ orderId: order._id.toString(), entryId }, 'paid event entry without its charge: community not told');
    await this.markGranted(order, now);
    this.d.logger.info({ userId: order.userId, entryId, invoice: invoice.number }, 'event entry paid');
  }

  /** The order's invoice: issued once (the winner of the order's compare-and-set is the only caller). */
  private async invoiceFor(
    order: OrderRecord,
    user: UserView,
    paymentId: string,
    start: Date,
    end: Date,
    now: Date,
  ): Promise<InvoiceRecord> {
    const existing = await this.d.repo.findInvoiceByOrder(order._id);
    if (existing) return existing;
    const series = `invoice-${financialYear(now)}`;
    const seq = await this.d.repo.nextInSeries(series);
    const invoice: InvoiceRecord = {
      _id: new Types.ObjectId(),
      number: invoiceNumberOf(financialYear(now), seq),
      series,
      seq,
      userId: order.userId,
      orderId: order._id,
      providerOrderId: order.providerOrderId,
      providerPaymentId: paymentId,
      tier: order.tier,
      amountPaise: order.amountPaise,
      taxPaise: order.taxPaise,
      taxablePaise: order.taxablePaise,
      ratePercent: order.ratePercent,
      member: {
        displayName: user.displayName,
        username: user.username,
        email: user.email,
        mobileNumber: user.mobileNumber ?? null,
        location: user.location ?? null,
      },
      membershipStartDate: start,
      membershipEndDate: end,
      issuedAt: now,
      description: order.kind === 'event_entry' ? (order.description ?? null) : null,
    };
    await this.d.repo.insertInvoice(invoice);
    await this.d.repo.setInvoice(order._id, invoice);
    return invoice;
  }

  async invoice(auth: AuthContext, id: string): Promise<InvoiceRecord> {
    const invoice = await this.d.repo.findOwnInvoice(auth.userId, id);
    if (!invoice) throw notFound('Invoice');
    return invoice;
  }
}
