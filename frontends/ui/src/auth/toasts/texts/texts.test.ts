// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTranslations, flattenKeys } from '../../../i18n/check-translations.ts';
import en from './en.json';
import hi from './hi.json';

// The keys are named by authToast's callers as AuthToastKey (the type checks them against en.json), so
// every key has its title and description in both languages with the same placeholders.
describe('the session’s toasts’ texts', () => {
  it('has every key in both languages, each with a title and a description', () => {
    const problems = checkTranslations(en, hi, new Set(flattenKeys(en)));
    expect(problems).toEqual({ missingInHindi: [], missingInEnglish: [], usedButMissing: [], unused: [] });
    for (const [key, texts] of Object.entries(en)) {
      expect(Object.keys(texts).sort(), key).toEqual(expect.arrayContaining(['title']));
      expect(Object.keys(texts).some((k) => k.startsWith('description')), key).toBe(true);
    }
  });

  it('keeps every placeholder of a text in its translation', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).join();
    const hiTexts = hi as Record<string, Record<string, string>>;
    for (const [key, texts] of Object.entries(en as Record<string, Record<string, string>>))
      for (const [part, text] of Object.entries(texts)) expect(placeholders(hiTexts[key]![part]!), `${key}.${part}`).toBe(placeholders(text));
  });
});
