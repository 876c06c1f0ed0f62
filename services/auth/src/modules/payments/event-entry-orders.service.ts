import { Types } from 'mongoose';
import { badRequest, conflict, notFound, recordEvent, type AuthContext } from '@trap/kit';
import {
  EVENT_ENTRY_ORDER_MESSAGES,
  MIN_ORDER_PAISE,
  PROMO_MESSAGES,
  eventEntryRefundSettled,
  gstBreakdown,
  type CheckoutStart,
  type EventData,
  type eventEntryPayable,
  type eventEntryRefundRequested,
  type eventEntryWithdrawn,
} from '@trap/contracts';
import type { OrderRecord } from './payments.model.ts';
import { checkoutOf, gatewayOrder, memberOf, newOrderFields, providerOf, toOrderView, type PaymentsDeps } from './payments.rules.ts';

/**
 * Club event entries paid through the same orders, gateway, webhooks and GST receipts as a tier: an
 * order of kind `event_entry` is made from the charge community announced (community.event_entry.payable),
 * its confirmation tells community (auth.event_entry.paid, in grants.service.ts), and community's
 * refund requests go back through the gateway, or are recorded as due when it refuses.
 */
export class EventEntryOrders {
  private readonly d: PaymentsDeps;
  constructor(d: PaymentsDeps) {
    this.d = d;
  }

  async createOrder(auth: AuthContext, entryId: string, promoCode: string | undefined, now = new Date()): Promise<CheckoutStart> {
    const provider = providerOf(this.d);
    const charge = await this.d.charges.find(entryId);
    if (charge && charge.userId !== auth.userId) throw notFound('Entry');
    // community's event may not have arrived yet: the entry was made a moment ago
    if (!charge) throw conflict(EVENT_ENTRY_ORDER_MESSAGES.notReady);
    if (!charge.open || charge.paidOrderId || charge.payBy.getTime() <= now.getTime())
      throw conflict(EVENT_ENTRY_ORDER_MESSAGES.notPayable);
    const user = await memberOf(this.d.users, auth.userId);
    const basePaise = charge.amountPaise;
    // a promo code limited to a tier applies to the entries of members holding it
    const promo = promoCode ? (await this.d.promos.check(promoCode, user.membershipTier, basePaise, now)).applied : null;
    const totalPaise = Math.max(basePaise - (promo?.discountPaise ?? 0), MIN_ORDER_PAISE);
    if (promo && !(await this.d.promos.reserve(promo.id))) throw badRequest(PROMO_MESSAGES.usedUp, { promoCode: PROMO_MESSAGES.usedUp });
    const gst = gstBreakdown(totalPaise, this.d.gstRatePercent);
    const _id = new Types.ObjectId();
    const providerOrderId = await gatewayOrder(
      this.d,
      provider,
      { amountPaise: gst.totalPaise, receipt: _id.toString(), notes: { userId: auth.userId, entryId } },
      promo?.id,
    );
    const order: OrderRecord = {
      _id,
      userId: auth.userId,
      // a membership's fields hold what the member has, unchanged by this order
      tier: user.membershipTier,
      previousTier: user.membershipTier,
      previousStatus: user.membershipStatus,
      ...newOrderFields(gst, now),
      provider: provider.name,
      providerOrderId,
      kind: 'event_entry',
      entryId,
      description: charge.description,
      quoteExpiresAt: charge.payBy,
      basePaise,
      promoCode: promo?.code ?? null,
      promoId: promo?.id ?? null,
      discountPaise: promo?.discountPaise ?? 0,
      promoHeld: !!promo,
    };
    await this.d.repo.insertOrder(order);
    this.d.logger.info({ userId: auth.userId, entryId, orderId: _id.toString(), provider: provider.name }, 'event entry order created');
    return { order: toOrderView(order), checkout: checkoutOf(provider, providerOrderId, gst.totalPaise, charge.description, user) };
  }

  /** community.event_entry.payable: the charge an order is made from (an offer renews its pay-by). */
  async onPayable(d: EventData<typeof eventEntryPayable>): Promise<void> {
    await this.d.charges.save({
      _id: d.entryId,
      eventId: d.eventId,
      userId: d.userId,
      description: d.description,
      amountPaise: d.amountPaise,
      payBy: new Date(d.payBy),
      open: true,
      updatedAt: new Date(),
    });
  }

  /** community.event_entry.withdrawn: no new order for it (an order already open may still be paid: community then asks the money back). */
  async onWithdrawn(d: EventData<typeof eventEntryWithdrawn>): Promise<void> {
    await this.d.charges.change(d.entryId, { open: false, updatedAt: new Date() }, []);
  }

  /**
   * community.event_entry.refund_requested: the entry's paid order goes back through the gateway
   * (refunded); when the gateway refuses, it is recorded as refund due for staff. Either way community
   * is told, with the charge's write. A replay tells the same outcome again and refunds nothing twice.
   */
  async onRefundRequested(d: EventData<typeof eventEntryRefundRequested>, now = new Date()): Promise<void> {
    // an entry paid twice (two tabs) has two paid orders: each request settles one not settled yet, else tells the last outcome again
    const paid = await this.d.repo.paidForEntry(d.entryId);
    const order = paid.find((o) => !o.refundedAt && !o.refundDueAt) ?? paid[0];
    if (!order) {
      this.d.logger.error({ entryId: d.entryId }, 'refund asked for an event entry with no paid order');
      return;
    }
    let outcome: 'refunded' | 'refund_due';
    let refundId: string | null = order.refundId ?? null;
    if (order.refundedAt) outcome = 'refunded';
    else if (order.refundDueAt) outcome = 'refund_due';
    else {
      try {
        if (!order.providerPaymentId) throw new Error('no payment id');
        ({ refundId } = await providerOf(this.d).refund({
          paymentId: order.providerPaymentId,
          amountPaise: order.amountPaise,
          notes: { entryId: d.entryId, reason: d.reason },
        }));
        await this.d.repo.set(order._id, { refundedAt: now, refundId });
        outcome = 'refunded';
      } catch (err) {
        await this.d.repo.set(order._id, { refundDueAt: now, refundReason: 'gateway_refused' });
        this.d.logger.warn(
          { err, entryId: d.entryId, orderId: order._id.toString(), amountPaise: order.amountPaise },
          'the gateway refused an event entry refund: refund due',
        );
        outcome = 'refund_due';
      }
    }
    await this.d.charges.change(d.entryId, { updatedAt: now }, [
      recordEvent(eventEntryRefundSettled, {
        entryId: d.entryId,
        userId: order.userId,
        outcome,
        amountPaise: order.amountPaise,
        refundId,
        at: now.toISOString(),
      }),
    ]);
  }
}
