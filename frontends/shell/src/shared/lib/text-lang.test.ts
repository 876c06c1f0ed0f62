import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang.ts';

/** Posts carry no language: the page marks a text's language from its letters, for screen readers and line breaking. */
describe('the language of a text', () => {
  it('when most letters are Devanagari, then it is Hindi, English words and numbers in it notwithstanding', () => {
    expect(textLang('स्टेशन 3 पर सीधे टारगेट पर निशाना क्यों चूकता है? (Olympic Trap)')).toBe('hi');
  });

  it('when most letters are Latin, then it is English, a Hindi word in it notwithstanding', () => {
    expect(textLang('Namaste! Station 3 practice, or as we say, अभ्यास.')).toBe('en');
  });

  it('when it has no letters, then it has no language of its own', () => {
    expect(textLang('25/25 !!! 🎯')).toBeUndefined();
  });
});
