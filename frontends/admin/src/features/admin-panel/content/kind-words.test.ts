// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { englishT } from '@trap/ui/core';
import { KIND_WORDS, sayInEnglish } from './kind-words.ts';
import { CONTENT_NS } from './texts/texts.ts';

describe('the kinds’ words', () => {
  it('reads every listed word in English exactly as the kinds write it', () => {
    for (const [english, { textKey }] of Object.entries(KIND_WORDS)) {
      const values = Object.fromEntries([...english.matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1]!, `<${m[1]}>`]));
      expect(englishT(CONTENT_NS, textKey, values), textKey).toBe(sayInEnglish(english, values));
    }
  });
});
