import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { flattenKeys } from '@trap/ui/i18n/check-translations.ts';
import { SHELL_PAGES_KEY_PREFIXES, SHELL_PAGES_NS } from './page-texts.ts';
import en from './en/shell-pages.json';
import hi from './hi/shell-pages.json';

const ofPages = (key: string) => SHELL_PAGES_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

describeAppTexts('the shell pages’ texts', {
  ns: SHELL_PAGES_NS,
  en,
  hi,
  srcDir: fileURLToPath(new URL('../..', import.meta.url)),
  keys: ofPages,
});

describe('the shell pages’ namespace', () => {
  it('holds only keys under its prefixes, so the keys tests split the shell’s sources between the two namespaces', () => {
    expect(flattenKeys(en).filter((key) => !ofPages(key))).toEqual([]);
  });
});
