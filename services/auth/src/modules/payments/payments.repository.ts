import { Types, type Connection, type Model } from 'mongoose';
import { documentStore, isDuplicateKeyError, type OutboxStore } from '@trap/kit';
import type { OrderStatus } from '@trap/contracts';
import {
  counterModel,
  invoiceModel,
  orderModel,
  planModel,
  subscriptionModel,
  webhookEventModel,
  type CounterRecord,
  type InvoiceRecord,
  type OrderRecord,
  type PlanRecord,
  type SubscriptionRecord,
  type WebhookEventRecord,
} from './payments.model.ts';

const oid = (id: string | Types.ObjectId): Types.ObjectId | null =>
  typeof id === 'string' ? (Types.ObjectId.isValid(id) && /^[a-f0-9]{24}$/i.test(id) ? new Types.ObjectId(id) : null) : id;

/** Orders, invoices, the invoice counter and the handled webhook ids; a member's reads are filtered by their id. */
export class PaymentsRepository {
  readonly orders: OutboxStore<OrderRecord>;
  private readonly invoices: Model<InvoiceRecord>;
  private readonly counters: OutboxStore<CounterRecord>;
  private readonly webhookEvents: Model<WebhookEventRecord>;
  private readonly plans: Model<PlanRecord>;
  private readonly subscriptions: Model<SubscriptionRecord>;

  constructor(conn: Connection) {
    this.orders = documentStore(orderModel(conn));
    this.invoices = invoiceModel(conn);
    this.counters = documentStore(counterModel(conn));
    this.webhookEvents = webhookEventModel(conn);
    this.plans = planModel(conn);
    this.subscriptions = subscriptionModel(conn);
  }

  async init(): Promise<void> {
    await Promise.all([this.orders.model.init(), this.invoices.init(), this.subscriptions.init()]);
  }

  /**
   * An order, or the one already stored under its provider order id (a renewal's key is its
   * subscription and payment ids: a replayed charge finds the first one's order).
   */
  async insertOrderOnce(order: OrderRecord): Promise<OrderRecord> {
    try {
      await this.orders.insert(order);
      return order;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const first = await this.findByProviderOrderId(order.providerOrderId);
      if (!first) throw err;
      return first;
    }
  }

  async findPlan(key: string): Promise<PlanRecord | null> {
    return this.plans.findById(key).lean<PlanRecord>();
  }

  /** The first plan stored under a key wins (a racing creation reads it back). */
  async savePlan(plan: PlanRecord): Promise<PlanRecord> {
    try {
      await this.plans.create(plan);
      return plan;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      return (await this.findPlan(plan._id))!;
    }
  }

  async insertSubscription(sub: SubscriptionRecord): Promise<void> {
    await this.subscriptions.create(sub);
  }

  async findSubscription(id: string): Promise<SubscriptionRecord | null> {
    return this.subscriptions.findById(id).lean<SubscriptionRecord>();
  }

  async updateSubscription(id: string, set: Partial<SubscriptionRecord>): Promise<SubscriptionRecord | null> {
    return this.subscriptions.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' }).lean<SubscriptionRecord>();
  }

  async insertOrder(order: OrderRecord): Promise<void> {
    await this.orders.insert(order);
  }

  async findOwnOrder(userId: string, id: string): Promise<OrderRecord | null> {
    const _id = oid(id);
    return _id ? this.orders.model.findOne({ _id, userId }).lean<OrderRecord>() : null;
  }

  async findByProviderOrderId(providerOrderId: string): Promise<OrderRecord | null> {
    return this.orders.model.findOne({ providerOrderId }).lean<OrderRecord>();
  }

  async findById(id: Types.ObjectId): Promise<OrderRecord | null> {
    return this.orders.findById(id);
  }

  /** The member's open orders, oldest first (a member's own small slice, indexed). */
  async openOrders(userId: string): Promise<OrderRecord[]> {
    // an event entry's order holds no membership term
    return this.orders.model
      .find({ userId, status: 'created', kind: { $ne: 'event_entry' } })
      .sort({ _id: 1 })
      .lean<OrderRecord[]>();
  }

  /**
   * Compare-and-set of an order's status: applies `set` only while the order is still in `from`
   * (under the document's lock; in the filter on MongoDB). Null when another request changed it first.
   */
  async transition(id: Types.ObjectId, from: OrderStatus, set: Partial<OrderRecord>): Promise<OrderRecord | null> {
    return this.orders.update(id, (cur) => (cur.status === from ? { set, events: [] } : null), { status: from });
  }

  /** The paid orders of a club event entry, oldest first (normally one). */
  async paidForEntry(entryId: string): Promise<OrderRecord[]> {
    return this.orders.model.find({ entryId, status: 'paid' }).sort({ _id: 1 }).limit(10).lean<OrderRecord[]>();
  }

  /** Paid orders whose member was not updated (a crash between the two writes). */
  async ungranted(): Promise<OrderRecord[]> {
    return this.orders.model.find({ granting: true }).limit(500).lean<OrderRecord[]>();
  }

  /** Open orders holding a use of a promo code since before `before` (abandoned checkouts). */
  async staleHolders(promoId: string, before: Date): Promise<OrderRecord[]> {
    return this.orders.model
      .find({ promoId, status: 'created', createdAt: { $lt: before } })
      .limit(100)
      .lean<OrderRecord[]>();
  }

  async set(
    id: Types.ObjectId,
    set: Partial<OrderRecord>,
    guard: Record<string, string | number | boolean | null> = {},
  ): Promise<OrderRecord | null> {
    return this.orders.update(id, () => ({ set, events: [] }), guard);
  }

  async setInvoice(id: Types.ObjectId, invoice: Pick<InvoiceRecord, '_id' | 'number'>): Promise<void> {
    await this.orders.update(id, () => ({ set: { invoiceId: invoice._id, invoiceNumber: invoice.number }, events: [] }));
  }

  /** Takes the next number of a series (called only once a payment is confirmed, so the series has no gaps). */
  async nextInSeries(series: string): Promise<number> {
    const doc = await this.counters.increment(series, { inc: { seq: 1 } }, { upsert: true });
    return doc!.seq;
  }

  async insertInvoice(invoice: InvoiceRecord): Promise<void> {
    await this.invoices.create(invoice);
  }

  async findOwnInvoice(userId: string, id: string): Promise<InvoiceRecord | null> {
    const _id = oid(id);
    return _id ? this.invoices.findOne({ _id, userId }).lean<InvoiceRecord>() : null;
  }

  async findInvoiceByOrder(orderId: Types.ObjectId): Promise<InvoiceRecord | null> {
    return this.invoices.findOne({ orderId }).lean<InvoiceRecord>();
  }

  async webhookSeen(eventId: string): Promise<boolean> {
    return (await this.webhookEvents.exists({ _id: eventId })) !== null;
  }

  async rememberWebhook(event: WebhookEventRecord): Promise<void> {
    try {
      await this.webhookEvents.create(event);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}
