import { TIER_LABELS, formatPaise } from '@trap/contracts';
import type { InvoiceRecord } from './payments.model.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const istDate = (d: Date) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(d);

/** The printable GST invoice (prices inclusive: taxable value + GST = total). A print stylesheet, no PDF library. */
export function invoiceHtml(inv: InvoiceRecord): string {
  const m = inv.member;
  const label = inv.description ?? TIER_LABELS[inv.tier];
  const rows: [string, string][] = [
    ['Taxable value', formatPaise(inv.taxablePaise)],
    [`GST @ ${inv.ratePercent}%`, formatPaise(inv.taxPaise)],
  ];
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${esc(inv.number)} · Trap India</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1a1a; margin: 0; padding: 1.5rem; background: #f4f5f7; }
  .sheet { max-width: 44rem; margin: 0 auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.1); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .muted { color: #5b6270; }
  .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; margin: 1.5rem 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  th, td { text-align: left; padding: .5rem 0; border-bottom: 1px solid #e3e5e8; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  tr.total td { font-weight: 700; border-bottom: 2px solid #1a1a1a; }
  .actions { margin-top: 1.5rem; }
  .actions a { color: #0b5cad; }
  @media print { body { background: #fff; padding: 0; } .sheet { box-shadow: none; padding: 0; } .actions { display: none; } }
</style>
</head>
<body>
<main class="sheet">
  <h1>Tax invoice</h1>
  <p class="muted">Trap India · Invoice <strong data-testid="invoice-number">${esc(inv.number)}</strong> · ${esc(istDate(inv.issuedAt))}</p>
  <div class="grid">
    <section>
      <h2 style="font-size:1rem">Billed to</h2>
      <div>${esc(m.displayName)} (${esc(m.username)})</div>
      <div>${esc(m.email)}</div>
      ${m.mobileNumber ? `<div>${esc(m.mobileNumber)}</div>` : ''}
      ${m.location ? `<div>${esc(m.location)}</div>` : ''}
    </section>
    <section>
      <h2 style="font-size:1rem">Payment</h2>
      <div>Order ${esc(inv.providerOrderId)}</div>
      <div>Payment ${esc(inv.providerPaymentId)}</div>
    </section>
  </div>
  <table>
    <thead><tr><th>Description</th><th class="amount">Amount</th></tr></thead>
    <tbody>
      <tr><td>${inv.description ? esc(inv.description) : `${esc(label)} membership, ${esc(istDate(inv.membershipStartDate))} to ${esc(istDate(inv.membershipEndDate))}`}</td><td class="amount">${formatPaise(inv.amountPaise)}</td></tr>
      ${rows.map(([k, v]) => `<tr><td class="muted">${esc(k)}</td><td class="amount muted">${v}</td></tr>`).join('\n      ')}
      <tr class="total"><td>Total (GST inclusive)</td><td class="amount">${formatPaise(inv.amountPaise)}</td></tr>
    </tbody>
  </table>
  <p class="muted">Prices include GST. This invoice was issued electronically.</p>
  <p class="actions">Use your browser's Print to save it as PDF.</p>
</main>
</body>
</html>`;
}
