import { formatDate as formatDateIn } from '@trap/ui';

/** An English date on India's clock (@trap/ui's formatDate); SPEC 2.9: an invalid date shows TBD. */
export function formatDate(value: string | null | undefined): string {
  return (value && formatDateIn(value, 'en')) || 'TBD';
}

/** A character that continues the letter before it: a mark, a zero-width (non-)joiner, the second half of a surrogate pair. */
const INSIDE_A_LETTER = /\p{M}|\u200C|\u200D|[\uDC00-\uDFFF]/u;
/** A character that joins the letter after it to the one before: the virama (a conjunct), a zero-width (non-)joiner. */
const JOINS_NEXT = /\u094D|\u200C|\u200D/;

/**
 * Where to cut `text` at or before `at` without tearing a letter apart: a mark (a Devanagari vowel sign,
 * virama or nukta, an accent) stays with its letter, a conjunct (consonant, virama, consonant) stays
 * whole, and a character outside the BMP keeps both halves. Latin text without marks is cut at `at`.
 */
export function letterBoundary(text: string, at: number): number {
  let end = Math.min(at, text.length);
  while (end > 0 && end < text.length && (INSIDE_A_LETTER.test(text[end]!) || JOINS_NEXT.test(text[end - 1]!))) end--;
  return end;
}

/** SPEC 9: featured-card blog excerpts are 120 characters plus an ellipsis (fewer when the 120th is inside a letter). */
export function excerpt(text: string | null | undefined, max = 120): string {
  const plain = (text ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, letterBoundary(plain, max))}...` : plain;
}

/** Picks n random items (SPEC 9: 4 randomly chosen public members). */
export function pickRandom<T>(items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** SPEC 2.9: player times as mm:ss (minutes keep counting past 59). */
export function clock(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds ?? NaN) ? (seconds as number) : 0));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A blog post's excerpt from its markdown (the server's own excerpt is cut at 250 without an ellipsis). */
export function postExcerpt(post: { excerpt?: string | null; content?: string | null }, max = 120): string {
  if (!post.content) return excerpt(post.excerpt, max);
  const plain = post.content
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]/g, '');
  return excerpt(plain, max);
}
