import { TIER_LABELS, formatPaise } from '@trap/contracts';
import type { InvoiceRecord } from './payments.model.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const istDate = (d: Date) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(d);
const istDateHindi = (d: Date) => new Intl.DateTimeFormat('hi-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(d);

/**
 * Every label in English and Hindi, side by side (Indian GST invoices usually carry both): one document
 * whoever reads it. Hindi by the site's glossary (frontends/ui/src/i18n/glossary.md).
 */
const LABELS = {
  taxInvoice: ['Tax invoice', 'कर बीजक'],
  invoice: ['Invoice', 'बीजक'],
  billedTo: ['Billed to', 'बिल प्राप्तकर्ता'],
  payment: ['Payment', 'भुगतान'],
  order: ['Order', 'ऑर्डर'],
  description: ['Description', 'विवरण'],
  amount: ['Amount', 'राशि'],
  taxableValue: ['Taxable value', 'कर योग्य मूल्य'],
  total: ['Total (GST inclusive)', 'कुल (GST सहित)'],
  pricesIncludeGst: [
    'Prices include GST. This invoice was issued electronically.',
    'कीमतों में GST शामिल है। यह बीजक इलेक्ट्रॉनिक रूप से जारी किया गया है।',
  ],
  print: ["Use your browser's Print to save it as PDF.", 'PDF के रूप में सेव करने के लिए अपने ब्राउज़र का प्रिंट इस्तेमाल करें।'],
} as const satisfies Record<string, readonly [string, string]>;
/** "English / हिन्दी", the Hindi marked as Hindi for screen readers and fonts. */
const both = ([en, hi]: readonly [string, string]) => `${esc(en)} / <span lang="hi">${esc(hi)}</span>`;

/** The printable GST invoice (prices inclusive: taxable value + GST = total), in English and Hindi. A print stylesheet, no PDF library. */
export function invoiceHtml(inv: InvoiceRecord): string {
  const m = inv.member;
  const label = inv.description ?? TIER_LABELS[inv.tier];
  // amounts in rupees with Indian grouping (formatPaise: Intl en-IN, INR), the same in both languages
  const rows: [string, string][] = [
    [both(LABELS.taxableValue), formatPaise(inv.taxablePaise)],
    [esc(`GST @ ${inv.ratePercent}%`), formatPaise(inv.taxPaise)],
  ];
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice / बीजक ${esc(inv.number)} · Trap India</title>
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
  <h1>${both(LABELS.taxInvoice)}</h1>
  <p class="muted">Trap India · ${both(LABELS.invoice)} <strong data-testid="invoice-number">${esc(inv.number)}</strong> · ${esc(istDate(inv.issuedAt))}</p>
  <div class="grid">
    <section>
      <h2 style="font-size:1rem">${both(LABELS.billedTo)}</h2>
      <div>${esc(m.displayName)} (${esc(m.username)})</div>
      <div>${esc(m.email)}</div>
      ${m.mobileNumber ? `<div>${esc(m.mobileNumber)}</div>` : ''}
      ${m.location ? `<div>${esc(m.location)}</div>` : ''}
    </section>
    <section>
      <h2 style="font-size:1rem">${both(LABELS.payment)}</h2>
      <div>${both(LABELS.order)} ${esc(inv.providerOrderId)}</div>
      <div>${both(LABELS.payment)} ${esc(inv.providerPaymentId)}</div>
    </section>
  </div>
  <table>
    <thead><tr><th>${both(LABELS.description)}</th><th class="amount">${both(LABELS.amount)}</th></tr></thead>
    <tbody>
      <tr><td>${inv.description ? esc(inv.description) : `${esc(label)} membership, ${esc(istDate(inv.membershipStartDate))} to ${esc(istDate(inv.membershipEndDate))}<br><span lang="hi">${esc(label)} मेंबरशिप, ${esc(istDateHindi(inv.membershipStartDate))} से ${esc(istDateHindi(inv.membershipEndDate))} तक</span>`}</td><td class="amount">${formatPaise(inv.amountPaise)}</td></tr>
      ${rows.map(([k, v]) => `<tr><td class="muted">${k}</td><td class="amount muted">${v}</td></tr>`).join('\n      ')}
      <tr class="total"><td>${both(LABELS.total)}</td><td class="amount">${formatPaise(inv.amountPaise)}</td></tr>
    </tbody>
  </table>
  <p class="muted">${both(LABELS.pricesIncludeGst)}</p>
  <p class="actions">${both(LABELS.print)}</p>
</main>
</body>
</html>`;
}
