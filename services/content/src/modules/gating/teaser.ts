/** What a visitor without the tier reads of a gated text: its first words (content-gate.ts). */
const TEASER_CHARS = 280;

/** Markdown -> plain text for excerpts and search (no HTML ever comes out of here). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A character that continues the letter before it: a mark (a Devanagari vowel sign, virama, nukta), a zero-width (non-)joiner, a surrogate's second half. */
const INSIDE_A_LETTER = /\p{M}|\u200C|\u200D|[\uDC00-\uDFFF]/u;
/** The virama and the zero-width (non-)joiner join the letter after them to the one before (a conjunct). */
const JOINS_NEXT = /\u094D|\u200C|\u200D/;

/**
 * The first `max` characters of `text`, fewer when the cut would tear a letter apart (a consonant
 * from its vowel sign, a conjunct in two): a Hindi excerpt never ends in a dangling sign or a half
 * letter. Text without marks (English) is cut at `max` as before.
 */
export function headAtLetter(text: string, max: number): string {
  let end = Math.min(max, text.length);
  while (end > 0 && end < text.length && (INSIDE_A_LETTER.test(text[end]!) || JOINS_NEXT.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}

/** At most `max` characters of a one-line text, cut after a whole word and ending in an ellipsis when cut. */
function firstWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first words of a text, up to TEASER_CHARS, ending in an ellipsis when cut. */
export function teaserOf(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= TEASER_CHARS) return plain;
  const cut = plain.slice(0, TEASER_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > TEASER_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const isHeading = (block: string) => /^#{1,6}\s/.test(block);
const ROOM_FOR_A_PART = 40;

/**
 * The teaser of a markdown text (a post's body), still markdown: its first whole blocks (paragraphs,
 * headings, lists) up to TEASER_CHARS, so the page's markdown renderer draws them as it draws the
 * full post. Squeezing the text onto one line would leave a heading's `##` in mid-paragraph, where
 * it shows as typed. The block that no longer fits is given as plain words (a cut through its markup
 * would show the markup), a heading left with nothing under it is dropped, and a cut text ends in
 * an ellipsis.
 */
export function markdownTeaserOf(markdown: string): string {
  const blocks = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const kept: string[] = [];
  let used = 0;
  let cut = false;
  for (const block of blocks) {
    const gap = kept.length ? 2 : 0;
    if (!block.startsWith('```') && used + gap + block.length <= TEASER_CHARS) {
      kept.push(block);
      used += gap + block.length;
      continue;
    }
    cut = true;
    const room = TEASER_CHARS - used - gap;
    if (!block.startsWith('```') && !isHeading(block) && room >= ROOM_FOR_A_PART) {
      const part = firstWords(plainText(block), room);
      if (part) kept.push(part.endsWith('…') ? part : `${part}…`);
    }
    break;
  }
  while (kept.length && isHeading(kept[kept.length - 1]!)) kept.pop();
  if (!kept.length) return firstWords(plainText(markdown), TEASER_CHARS);
  if (cut && !kept[kept.length - 1]!.endsWith('…')) {
    // the ellipsis as a paragraph of its own: after a list or a quote it would join its last line
    if (used + 3 <= TEASER_CHARS) kept.push('…');
  }
  return kept.join('\n\n');
}
