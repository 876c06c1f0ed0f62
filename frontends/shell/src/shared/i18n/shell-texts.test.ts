import { fileURLToPath } from 'node:url';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { SHELL_NS } from './shell-texts.ts';
import { SHELL_PAGES_KEY_PREFIXES } from './page-texts.ts';
import en from './en/shell.json';
import hi from './hi/shell.json';

// the pages' keys are their namespace's (page-texts.test.ts)
const ofPages = (key: string) => SHELL_PAGES_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

describeAppTexts('the shell’s texts', {
  ns: SHELL_NS,
  en,
  hi,
  srcDir: fileURLToPath(new URL('../..', import.meta.url)),
  keys: (key) => !ofPages(key),
});
