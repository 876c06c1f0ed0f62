/**
 * The self-hosted Devanagari font for a page that turns Hindi in the browser (a server-rendered Hindi
 * page has it in its head already, from the bff). Loaded with the Hindi texts, never by an English page.
 */
import { DEVANAGARI_FONT } from '@trap/contracts/devanagari-font';

export function linkDevanagariFont(doc: Document = document): void {
  if (doc.querySelector('link[data-devanagari-font]')) return;
  const preload = doc.createElement('link');
  preload.rel = 'preload';
  preload.as = 'font';
  preload.type = 'font/woff2';
  preload.href = DEVANAGARI_FONT.preload;
  preload.crossOrigin = 'anonymous';
  const stylesheet = doc.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = DEVANAGARI_FONT.stylesheet;
  stylesheet.setAttribute('data-devanagari-font', '');
  doc.head.append(preload, stylesheet);
}
