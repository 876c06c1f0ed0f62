import { searchTerm, WORD } from './search-text.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * HTML-escapes `text` and wraps every word the search matched in `<mark>`. `terms` are the index
 * terms the hit matched (in the index's form, searchTerm); a word matches when its form is one of them.
 */
export function highlight(text: string, terms: Set<string>): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    out += escapeHtml(text.slice(last, m.index));
    const word = m[0];
    out += terms.has(searchTerm(word)) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word);
    last = m.index + word.length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * A window of about `size` characters of `text` around the first matched word, cut at word
 * boundaries with an ellipsis where text was left out, then highlighted.
 */
export function snippet(text: string, terms: Set<string>, size = 180): string {
  let first = -1;
  for (const m of text.matchAll(WORD)) {
    if (terms.has(searchTerm(m[0]))) {
      first = m.index;
      break;
    }
  }
  if (text.length <= size) return highlight(text, terms);
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(size / 3));
  let end = Math.min(text.length, start + size);
  if (end === text.length) start = Math.max(0, end - size);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < (first < 0 ? end : first)) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && (first < 0 || space > first)) end = space;
  }
  return `${start > 0 ? '…' : ''}${highlight(text.slice(start, end), terms)}${end < text.length ? '…' : ''}`;
}
