// @vitest-environment node
// (reads the feature's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { EVENTS_NS } from './texts.ts';
import en from './en.json';
import hi from './hi.json';

describeAppTexts('the events screens’ texts', { ns: EVENTS_NS, en, hi, srcDir: fileURLToPath(new URL('..', import.meta.url)) });
