import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkTranslations, usedKeys } from './check-translations.ts';
import en from './locales/en/common.json';
import hi from './locales/hi/common.json';

describe('@trap/ui’s own texts (common)', () => {
  it('has every key in both languages, a text for every key used, and no unused key', () => {
    const problems = checkTranslations(
      en,
      hi,
      usedKeys([fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../components', import.meta.url))]),
    );
    expect(problems).toEqual({ missingInHindi: [], missingInEnglish: [], usedButMissing: [], unused: [] });
  });

  it('finds a key missing in Hindi, a key named in code but in no file, and a key nobody uses', () => {
    const problems = checkTranslations({ a: { b: 'B', c: 'C' } }, { a: { b: 'बी' } }, new Set(['a.b', 'a.x']));
    expect(problems).toEqual({ missingInHindi: ['a.c'], missingInEnglish: [], usedButMissing: ['a.x'], unused: ['a.c'] });
  });
});
