// @vitest-environment node
// (reads the feature's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { SUPERADMIN_LAYOUT_NS } from './texts.ts';
import en from './en.json';
import hi from './hi.json';

// the layout's keys (layout.*) in the folder it shares with the pages
describeAppTexts('the super-admin layout’s texts', {
  ns: SUPERADMIN_LAYOUT_NS,
  en,
  hi,
  srcDir: fileURLToPath(new URL('../..', import.meta.url)),
  keys: (key) => key.startsWith('layout.'),
});
