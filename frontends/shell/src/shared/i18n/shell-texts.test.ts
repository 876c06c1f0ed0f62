import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkTranslations, usedKeys } from '@trap/ui/i18n/check-translations.ts';
import en from './en/shell.json';
import hi from './hi/shell.json';

const SHELL_SRC = fileURLToPath(new URL('../..', import.meta.url));

describe('the shell’s texts', () => {
  const problems = checkTranslations(en, hi, usedKeys([SHELL_SRC]));

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
});
