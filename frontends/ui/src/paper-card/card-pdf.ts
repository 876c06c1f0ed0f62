import QRCode from 'qrcode';
import { cardLayout, PAGE, type CardSpec } from './card-layout.ts';

/**
 * A squad's score cards as one PDF, a card a page, drawn from the same layout the photo reader
 * reads (card-layout.ts). jsPDF is loaded only when someone prints (it is ~350 KB).
 * Text uses the PDF's built-in Helvetica: names in Latin letters print as typed; others print
 * as the font can (the boxes, markers and QR code, which the reader uses, are unaffected).
 */
export async function scoreCardsPdf(cards: CardSpec[]): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  cards.forEach((spec, i) => {
    if (i > 0) doc.addPage('a4', 'portrait');
    const layout = cardLayout(spec);
    doc.setFillColor(0, 0, 0);
    for (const m of [...layout.markers, layout.orientation]) doc.rect(m.x, m.y, m.w, m.h, 'F');
    doc.setDrawColor(0, 0, 0);
    doc.setLineWidth(0.3);
    for (const b of layout.boxes) doc.rect(b.x, b.y, b.w, b.h, 'S');
    doc.setDrawColor(120, 120, 120);
    doc.setLineWidth(0.2);
    for (const r of layout.rules) doc.line(r.x1, r.y1, r.x2, r.y2);
    doc.setTextColor(0, 0, 0);
    layout.labels.forEach((l, n) => {
      doc.setFont('helvetica', n < 3 ? 'bold' : 'normal');
      doc.setFontSize(l.size);
      // the title stops short of the top-right marker
      const text = n === 0 ? fit(doc, l.text, PAGE.width - l.x - 30) : l.text;
      doc.text(text, l.x, l.y, { align: l.align });
    });
    const qr = QRCode.create(spec.qrValue, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const cell = layout.qr.w / size;
    doc.setFillColor(0, 0, 0);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) if (qr.modules.get(x, y)) doc.rect(layout.qr.x + x * cell, layout.qr.y + y * cell, cell, cell, 'F');
    doc.setFontSize(7);
    doc.setFont('helvetica', 'normal');
    doc.text(spec.code, layout.qr.x + layout.qr.w / 2, layout.qr.y + layout.qr.h + 4, { align: 'center' });
  });
  return doc.output('blob');
}

function fit(doc: { getTextWidth(t: string): number }, text: string, width: number): string {
  if (doc.getTextWidth(text) <= width) return text;
  let t = text;
  while (t.length > 1 && doc.getTextWidth(`${t}…`) > width) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

/** Saves the PDF under a file name (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
