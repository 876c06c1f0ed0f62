import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';
import {
  MEMBERSHIP_STATUSES,
  TIERS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  type MembershipStatus,
  type OrderStatus,
  type Tier,
} from '@trap/contracts';

/** payment_orders: one purchase attempt of a tier by a member (amounts in paise). */
export interface OrderRecord {
  _id: Types.ObjectId;
  userId: string;
  tier: Tier;
  amountPaise: number;
  taxPaise: number;
  taxablePaise: number;
  ratePercent: number;
  status: OrderStatus;
  provider: 'test' | 'razorpay';
  providerOrderId: string;
  providerPaymentId: string | null;
  /** the tier and status the member holds while this order is open: what a failure or cancellation restores */
  previousTier: Tier;
  previousStatus: MembershipStatus;
  invoiceId: Types.ObjectId | null;
  invoiceNumber: string | null;
  /** purchase: a year of the tier; upgrade: the prorated difference to a higher tier, same end date; renewal: a year charged by the member's subscription */
  kind?: 'purchase' | 'upgrade' | 'renewal' | 'event_entry';
  /** event_entry: the club event entry paid (community's id) and what the receipt names */
  entryId?: string | null;
  description?: string | null;
  /** a refund through the gateway: when, and the gateway's id */
  refundedAt?: Date | null;
  refundId?: string | null;
  /** a renewal's subscription (Razorpay's sub_… id) */
  subscriptionId?: string | null;
  /** the price before the promo code or proration */
  basePaise?: number;
  promoCode?: string | null;
  promoId?: string | null;
  discountPaise?: number;
  /** the order holds one use of its promo code (given back when it fails, is cancelled or abandoned) */
  promoHeld?: boolean;
  /** paid, the member not updated yet: a crash here is finished by the next confirmation or the start-up sweep */
  granting?: boolean;
  grantedAt?: Date | null;
  /** a payment captured after the order closed, while the member held a higher tier: granted nothing, to be refunded */
  refundDueAt?: Date | null;
  /** why the refund is due: a higher tier held (the order was closed), or the order's price basis changed or its quote ran out */
  refundReason?: 'higher_tier' | 'stale_quote' | 'gateway_refused' | null;
  /**
   * What the price was worked out from, beside previousTier/previousStatus: the term's end date and
   * trial flag. A payment is granted only while these still hold (a renewal meanwhile moves the end date).
   */
  basisEndDate?: Date | null;
  basisTrial?: boolean;
  /** the price holds until then; a payment after it grants nothing */
  quoteExpiresAt?: Date | null;
  /** the buyer's "Renew automatically" choice at checkout (null: none made) */
  autoRenew?: boolean | null;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
}

/** invoices: the GST invoice of a paid order; `number` from a gap-free series per financial year. */
export interface InvoiceRecord {
  _id: Types.ObjectId;
  number: string;
  series: string;
  seq: number;
  userId: string;
  orderId: Types.ObjectId;
  providerOrderId: string;
  providerPaymentId: string;
  tier: Tier;
  amountPaise: number;
  taxPaise: number;
  taxablePaise: number;
  ratePercent: number;
  member: { displayName: string; username: string; email: string; mobileNumber: string | null; location: string | null };
  membershipStartDate: Date;
  membershipEndDate: Date;
  issuedAt: Date;
  /** what was sold when it is not a membership (a club event entry) */
  description?: string | null;
}

/** counters: `invoice-<financial year>` → the last number taken (only when a payment is confirmed). */
export interface CounterRecord {
  _id: string;
  seq: number;
}

/** payment_webhook_events: the gateway event ids already handled (a replay changes nothing). */
export interface WebhookEventRecord {
  _id: string;
  kind: string;
  providerOrderId: string | null;
  receivedAt: Date;
}

/**
 * payment_plans: the gateway's plan of a tier at a price (Razorpay plans cannot change), created once:
 * `_id` = `<tier>:<amount in paise>:yearly`.
 */
export interface PlanRecord {
  _id: string;
  tier: Tier;
  amountPaise: number;
  planId: string;
  createdAt: Date;
}

export const SUBSCRIPTION_LIVE = ['created', 'authenticated', 'active', 'pending'] as const;

/** payment_subscriptions: a member's gateway subscription (auto-renew), `_id` = the gateway's id. */
export interface SubscriptionRecord {
  _id: string;
  userId: string;
  tier: Tier;
  provider: 'test' | 'razorpay';
  planId: string;
  /** the yearly charge (GST inclusive) */
  amountPaise: number;
  /** the gateway's status: created, authenticated, active, pending, halted, cancelled, completed */
  status: string;
  /** the member turned auto-renew off: it ends at the cycle end and charges no more */
  cancelAtCycleEnd: boolean;
  /** where the member authorises the mandate */
  shortUrl: string | null;
  startAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const orderSchema = new Schema<OrderRecord>(
  {
    userId: { type: String, required: true },
    tier: { type: String, enum: TIERS, required: true },
    amountPaise: { type: Number, required: true },
    taxPaise: { type: Number, required: true },
    taxablePaise: { type: Number, required: true },
    ratePercent: { type: Number, required: true },
    status: { type: String, enum: ORDER_STATUSES, default: 'created' },
    provider: { type: String, enum: PAYMENT_PROVIDERS, required: true },
    providerOrderId: { type: String, required: true },
    providerPaymentId: { type: String, default: null },
    previousTier: { type: String, enum: TIERS, required: true },
    previousStatus: { type: String, enum: MEMBERSHIP_STATUSES, required: true },
    invoiceId: { type: Schema.Types.ObjectId, default: null },
    invoiceNumber: { type: String, default: null },
    paidAt: { type: Date, default: null },
    closedAt: { type: Date, default: null },
    kind: { type: String, default: 'purchase' },
    subscriptionId: { type: String, default: null },
    basePaise: Number,
    promoCode: { type: String, default: null },
    promoId: { type: String, default: null },
    discountPaise: { type: Number, default: 0 },
    promoHeld: { type: Boolean, default: false },
    granting: { type: Boolean, default: false },
    grantedAt: { type: Date, default: null },
    refundDueAt: { type: Date, default: null },
    refundReason: { type: String, default: null },
    basisEndDate: { type: Date, default: null },
    basisTrial: { type: Boolean, default: false },
    quoteExpiresAt: { type: Date, default: null },
    autoRenew: { type: Boolean, default: null },
    entryId: { type: String, default: null },
    description: { type: String, default: null },
    refundedAt: { type: Date, default: null },
    refundId: { type: String, default: null },
  },
  { collection: 'payment_orders', timestamps: true, versionKey: false },
);
orderSchema.index({ providerOrderId: 1 }, { unique: true });
orderSchema.index({ userId: 1, status: 1 });
orderSchema.index({ promoId: 1, status: 1 });
orderSchema.index({ granting: 1 });
orderSchema.index({ entryId: 1 }, { sparse: true });

const invoiceSchema = new Schema<InvoiceRecord>(
  {
    number: { type: String, required: true },
    series: { type: String, required: true },
    seq: { type: Number, required: true },
    userId: { type: String, required: true },
    orderId: { type: Schema.Types.ObjectId, required: true },
    providerOrderId: String,
    providerPaymentId: String,
    tier: { type: String, enum: TIERS },
    amountPaise: Number,
    taxPaise: Number,
    taxablePaise: Number,
    ratePercent: Number,
    member: { type: Schema.Types.Mixed },
    membershipStartDate: Date,
    membershipEndDate: Date,
    issuedAt: Date,
    description: { type: String, default: null },
  },
  { collection: 'invoices', versionKey: false },
);
invoiceSchema.index({ number: 1 }, { unique: true });
invoiceSchema.index({ orderId: 1 }, { unique: true });
invoiceSchema.index({ userId: 1 });

const planSchema = new Schema<PlanRecord>(
  { _id: String, tier: String, amountPaise: Number, planId: String, createdAt: Date },
  { collection: 'payment_plans', versionKey: false },
);
const subscriptionSchema = new Schema<SubscriptionRecord>(
  {
    _id: String,
    userId: { type: String, required: true },
    tier: { type: String, enum: TIERS, required: true },
    provider: { type: String, enum: PAYMENT_PROVIDERS, required: true },
    planId: String,
    amountPaise: Number,
    status: String,
    cancelAtCycleEnd: { type: Boolean, default: false },
    shortUrl: { type: String, default: null },
    startAt: { type: Date, default: null },
    createdAt: Date,
    updatedAt: Date,
  },
  { collection: 'payment_subscriptions', versionKey: false },
);
subscriptionSchema.index({ userId: 1 });

const counterSchema = new Schema<CounterRecord>({ _id: String, seq: Number }, { collection: 'counters', versionKey: false });
const webhookEventSchema = new Schema<WebhookEventRecord>(
  { _id: String, kind: String, providerOrderId: String, receivedAt: Date },
  { collection: 'payment_webhook_events', versionKey: false },
);

/**
 * event_entry_charges: what community said a club event entry costs (community.event_entry.payable),
 * `_id` = the entry's id; an event-entry order is made only from an open one. Its writes record
 * auth's answers (paid, refund settled) through the outbox.
 */
export interface EventEntryChargeRecord {
  _id: string;
  eventId: string;
  userId: string;
  description: string;
  amountPaise: number;
  payBy: Date;
  /** false once community withdrew it (cancelled, expired) */
  open: boolean;
  /** the order that paid it, when one did */
  paidOrderId: string | null;
  updatedAt: Date;
}

const chargeSchema = new Schema<EventEntryChargeRecord>(
  {
    _id: String,
    eventId: { type: String, required: true },
    userId: { type: String, required: true },
    description: { type: String, required: true },
    amountPaise: { type: Number, required: true },
    payBy: { type: Date, required: true },
    open: { type: Boolean, default: true },
    paidOrderId: { type: String, default: null },
    updatedAt: { type: Date, required: true },
    ...outboxSchemaFields,
  },
  { collection: 'event_entry_charges', versionKey: false },
);
chargeSchema.index({ userId: 1 });

const modelOf = <T>(conn: Connection, name: string, schema: Schema<T>): Model<T> =>
  (conn.models[name] as Model<T>) ?? conn.model<T>(name, schema);

export const orderModel = (conn: Connection) => modelOf(conn, 'PaymentOrder', orderSchema);
export const invoiceModel = (conn: Connection) => modelOf(conn, 'Invoice', invoiceSchema);
export const counterModel = (conn: Connection) => modelOf(conn, 'Counter', counterSchema);
export const planModel = (conn: Connection) => modelOf(conn, 'PaymentPlan', planSchema);
export const subscriptionModel = (conn: Connection) => modelOf(conn, 'PaymentSubscription', subscriptionSchema);
export const webhookEventModel = (conn: Connection) => modelOf(conn, 'PaymentWebhookEvent', webhookEventSchema);
export const eventEntryChargeModel = (conn: Connection) => modelOf(conn, 'EventEntryCharge', chargeSchema);
