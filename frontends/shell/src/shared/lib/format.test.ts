import { describe, expect, it } from 'vitest';
import { excerpt, postExcerpt } from './format.ts';

/**
 * SPEC 9's 120-character blog card excerpt, for a post in Hindi: a Devanagari letter is a consonant
 * with its vowel sign, and a conjunct is consonants joined by a virama; cutting through one shows a
 * dangling sign or a half letter on the card. English is cut at 120 as before.
 */
describe('blog card excerpts', () => {
  it('when an English text is longer than 120 characters, then it is cut at the 120th with an ellipsis', () => {
    const text =
      'Stand with your front foot pointing slightly left of where you expect to break the target, weight on the front leg, knees soft.';
    expect(excerpt(text)).toBe(`${text.slice(0, 120)}...`);
  });

  it('when a Hindi text would be cut between a consonant and its vowel sign, then the cut comes before the consonant', () => {
    // 119 characters, then निशाना: न (119) ि (120) श…; a cut at 120 would show न without its ि
    expect(excerpt(`${'अ'.repeat(119)}निशाना साधें`)).toBe(`${'अ'.repeat(119)}...`);
    // after a whole letter the cut is at 120 as for English
    expect(excerpt(`${'अ'.repeat(118)}नि शाना साधें`)).toBe(`${'अ'.repeat(118)}नि...`);
  });

  it('when the cut would fall inside a conjunct, before or after its virama, then the conjunct is left out whole', () => {
    // अभ्यास is अ भ ् य ा स: the conjunct भ्य must not show as a full भ nor as a half भ्
    expect(excerpt(`${'क'.repeat(118)}अभ्यास कीजिए`)).toBe(`${'क'.repeat(118)}अ...`);
    expect(excerpt(`${'क'.repeat(117)}अभ्यास कीजिए`)).toBe(`${'क'.repeat(117)}अ...`);
  });

  it("when a Hindi post's markdown makes the card, then its excerpt ends on a whole letter", () => {
    const post = {
      content:
        '## स्टेशन 3\n\nस्टेशन 3 ट्रैप हाउस के ठीक पीछे है, इसलिए नए शूटर इसे सबसे आसान स्टेशन मानते हैं। तुगलकाबाद में मेरे अभ्यास सत्रों की डायरी कुछ और कहती है।',
    };
    const full = post.content.replace(/^## /, '').replace(/\n+/g, ' ');
    const card = postExcerpt(post);
    expect(card.endsWith('...')).toBe(true);
    const shown = card.slice(0, -3);
    expect(shown.length).toBeLessThanOrEqual(120);
    expect(full.startsWith(shown)).toBe(true);
    // what follows the cut starts a letter of its own, and nothing shown waits for a consonant
    expect(full[shown.length]).not.toMatch(/\p{M}/u);
    expect(shown.at(-1)).not.toBe('\u094D');
  });
});
