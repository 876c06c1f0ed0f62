import { describe, expect, it } from 'vitest';
import { englishT, pageTextsEngine } from '../core.ts';
import { checkTranslations, flattenKeys, usedKeys } from '../i18n/check-translations.ts';
import { createTextsEngine } from '../i18n/runtime.ts';
import type { Messages } from '../i18n/i18n.ts';

type Texts = Messages;

/**
 * The checks every app's texts pass (the shell's, the member app's, …): every key in both languages,
 * a text for every key the app's code names and none it never uses, every placeholder kept in the
 * translation, and English read without i18next exactly as i18next reads it.
 */
/**
 * `keys`: when an app's sources read two namespaces (the shell's start-up texts and its pages' texts),
 * which of the keys they name are this namespace's.
 */
export function describeAppTexts(
  title: string,
  opts: { ns: string; en: Texts; hi: Texts; srcDir: string; keys?: (key: string) => boolean },
): void {
  const { ns, en, hi, srcDir, keys = () => true } = opts;
  describe(title, () => {
    const problems = checkTranslations(en, hi, new Set([...usedKeys([srcDir])].filter(keys)));

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
          expect(englishT(ns, base, options), `${base} ${JSON.stringify(options)}`).toBe(textsEngine.t('en', ns, base, options));
        }
      }
      // a key with no text reads as the key in both
      expect(englishT(ns, 'no.such.key')).toBe(textsEngine.t('en', ns, 'no.such.key'));
    });
  });
}
