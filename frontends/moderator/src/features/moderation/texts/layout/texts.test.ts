// @vitest-environment node
// (reads the feature's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { MODERATOR_LAYOUT_NS } from './texts.ts';
import en from './en.json';
import hi from './hi.json';

// the layout's keys (layout.*, screens.*) in the folder it shares with the screens
describeAppTexts('the moderator layout’s texts', {
  ns: MODERATOR_LAYOUT_NS,
  en,
  hi,
  srcDir: fileURLToPath(new URL('../..', import.meta.url)),
  keys: (key) => key.startsWith('layout.') || key.startsWith('screens.'),
});
