import { documentStore } from '@trap/kit';
import {
  counterModel,
  invoiceModel,
  orderModel,
  type InvoiceRecord,
  type OrderRecord,
} from '@trap/auth/src/modules/payments/payments.model.ts';
import { financialYear, invoiceNumberOf } from '@trap/auth/src/modules/payments/payments.rules.ts';
import { FULL, range } from './plan.ts';
import { objectIdOf } from './practice.ts';
import { insertTimed, type SeedContext, type Timing } from './seed-context.ts';

const DAY_MS = 86_400_000;
const PRICE_PAISE = 299_900;
const RATE = 18;

/**
 * A yearly renewal per member: invoice `i` is member `i mod 300`'s, `⌊i ÷ 300⌋` years back, each
 * with its paid order (the stored shape of a confirmed test-gateway payment). Numbers run in each
 * financial year's series from 50,001 upwards and each series' counter starts past them, so a
 * payment during the bench takes the next free number as the service would.
 */
export async function seedInvoices(ctx: SeedContext): Promise<Timing[]> {
  const orders: OrderRecord[] = [];
  const invoices: InvoiceRecord[] = [];
  const lastOfSeries = new Map<string, number>();
  for (const i of range(ctx.from.invoices, ctx.to.invoices)) {
    const member = ctx.members[i % ctx.members.length]!;
    const paidAt = new Date(ctx.now - Math.floor(i / ctx.members.length) * 365 * DAY_MS - (i % ctx.members.length) * DAY_MS);
    const orderId = objectIdOf('order', i);
    const taxable = Math.round((PRICE_PAISE * 100) / (100 + RATE));
    const fy = financialYear(paidAt);
    const seq = 50_000 + (FULL.invoices - i);
    lastOfSeries.set(fy, Math.max(lastOfSeries.get(fy) ?? 0, seq));
    const invoiceId = objectIdOf('invoice', i);
    const number = invoiceNumberOf(fy, seq);
    orders.push({
      _id: orderId,
      userId: member.id,
      tier: 'shooters_circle',
      amountPaise: PRICE_PAISE,
      taxPaise: PRICE_PAISE - taxable,
      taxablePaise: taxable,
      ratePercent: RATE,
      status: 'paid',
      provider: 'test',
      providerOrderId: `club_order_${i}`,
      providerPaymentId: `club_pay_${i}`,
      previousTier: 'range_pass',
      previousStatus: 'active',
      invoiceId,
      invoiceNumber: number,
      kind: 'renewal',
      createdAt: paidAt,
      updatedAt: paidAt,
      paidAt,
      closedAt: paidAt,
    });
    invoices.push({
      _id: invoiceId,
      number,
      series: `invoice-${fy}`,
      seq,
      userId: member.id,
      orderId,
      providerOrderId: `club_order_${i}`,
      providerPaymentId: `club_pay_${i}`,
      tier: 'shooters_circle',
      amountPaise: PRICE_PAISE,
      taxPaise: PRICE_PAISE - taxable,
      taxablePaise: taxable,
      ratePercent: RATE,
      member: {
        displayName: member.displayName,
        username: member.username,
        email: `${member.username}@example.com`,
        mobileNumber: null,
        location: null,
      },
      membershipStartDate: paidAt,
      membershipEndDate: new Date(paidAt.getTime() + 365 * DAY_MS),
      issuedAt: paidAt,
    });
  }
  const out = [
    await insertTimed('payment_orders', orders, (c) => documentStore(orderModel(ctx.conn.auth)).insertMissing(c)),
    await insertTimed('invoices', invoices, (c) => documentStore(invoiceModel(ctx.conn.auth)).insertMissing(c)),
  ];
  // Each step adds older invoices with lower numbers, so a series' counter stored by an earlier step is
  // already past them: only new series' counters are stored (inserts, no locked update).
  await documentStore(counterModel(ctx.conn.auth)).insertMissing([...lastOfSeries].map(([fy, seq]) => ({ _id: `invoice-${fy}`, seq })));
  return out;
}

/** The id of member `index`'s newest invoice (the bench reads it as that member). */
export const newestInvoiceOf = (index: number) => objectIdOf('invoice', index).toHexString();
