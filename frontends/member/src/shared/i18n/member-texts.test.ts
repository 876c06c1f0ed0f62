// @vitest-environment node
// (reads the app's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishT, pageTextsEngine } from '@trap/ui/core';
import { checkTranslations, flattenKeys, usedKeys } from '@trap/ui/i18n/check-translations.ts';
import { createTextsEngine } from '@trap/ui/i18n/runtime.ts';
import { MEMBER_NS } from './member-texts.ts';
import en from './en/member.json';
import hi from './hi/member.json';

const MEMBER_SRC = fileURLToPath(new URL('../..', import.meta.url));

describe('the member app’s texts', () => {
  const problems = checkTranslations(en, hi, usedKeys([MEMBER_SRC]));

  it('has every key in both English and Hindi', () => {
    expect(problems.missingInHindi, 'keys with no Hindi text').toEqual([]);
    expect(problems.missingInEnglish, 'keys with no English text').toEqual([]);
  });

  it('has a text for every key the code names, and no key the code never uses', () => {
    expect(problems.usedButMissing, 'keys the code names that neither file has').toEqual([]);
    expect(problems.unused, 'keys no code uses').toEqual([]);
  });

  it('keeps every placeholder of a text in its translation', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const walk = (a: object, b: object, at: string): string[] =>
      Object.entries(a).flatMap(([k, v]) => {
        const other = (b as Record<string, unknown>)[k];
        if (typeof v === 'string')
          return typeof other === 'string' && placeholders(v).join() === placeholders(other).join() ? [] : [`${at}${k}`];
        return other && typeof other === 'object' ? walk(v as object, other, `${at}${k}.`) : [];
      });
    expect(walk(en, hi, '')).toEqual([]);
  });

  it('reads every English text without i18next exactly as i18next reads it (the start-up path and the server agree)', () => {
    const textsEngine = pageTextsEngine(createTextsEngine);
    const sample = (text: string) => Object.fromEntries([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1], `<${m[1]}>`]));
    const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
    for (const key of flattenKeys(en)) {
      const plural = /_(one|other)$/.exec(key);
      const base = plural ? key.slice(0, plural.index) : key;
      for (const count of plural ? [0, 1, 2, 21] : [undefined]) {
        const options = { ...sample(lookup(key)), ...(count === undefined ? {} : { count }) };
        expect(englishT(MEMBER_NS, base, options), `${base} ${JSON.stringify(options)}`).toBe(
          textsEngine.t('en', MEMBER_NS, base, options),
        );
      }
    }
    // a key with no text reads as the key in both
    expect(englishT(MEMBER_NS, 'no.such.key')).toBe(textsEngine.t('en', MEMBER_NS, 'no.such.key'));
  });
});
