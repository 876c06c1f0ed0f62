/**
 * How a word of the site's text and a word of a query are compared in search: one form for both,
 * so a Hindi word is found however the writer's and the searcher's keyboards spelled it.
 *
 * - Unicode NFC: the same letters typed as one code point or as a base and its mark are one word
 *   (a Devanagari नुक़्ता letter such as ज़ may arrive as U+095B or as ज + ़; NFC gives the second).
 * - The nukta is dropped: many Hindi writers type ज for ज़ and फ for फ़, so "जरूरी" and "ज़रूरी" or
 *   "सिर्फ" and "सिर्फ़" are the same word to a searcher.
 * - Chandrabindu is read as anusvara: "हाँ" and "हां", "पहुँच" and "पहुंच" are both common spellings.
 * - Zero-width joiner and non-joiner (they choose how a conjunct is drawn, not which word it is) and
 *   the soft hyphen are dropped.
 * - Lower case, as before.
 *
 * A word in NFC without these marks (every English word) comes out exactly as `toLowerCase()` gives it,
 * so English search is unchanged.
 */
const IGNORED = /\u00AD|\u200C|\u200D|\u093C/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = '\u0902';

/** Printable ASCII: nothing to normalise. */
const PLAIN_ASCII = /^[\u0020-\u007E]*$/;

export function searchTerm(word: string): string {
  // most words of the site are English: no normalising to do (and none of the cost, at index build)
  if (PLAIN_ASCII.test(word)) return word.toLowerCase();
  // NFD first, so a letter NFC keeps composed with its nukta (ऩ, ऱ, ऴ) gives its nukta up too
  return word.normalize('NFD').replace(IGNORED, '').replace(CHANDRABINDU, ANUSVARA).normalize('NFC').toLowerCase();
}

/**
 * A word of displayed text as the highlighter finds it: letters with their combining marks (a
 * Devanagari vowel sign, virama or nukta is a mark, \p{M}, not a letter: without it "निशाना" would
 * fall apart into "न", "श", "न") and digits, joiners inside a word kept.
 */
export const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;
