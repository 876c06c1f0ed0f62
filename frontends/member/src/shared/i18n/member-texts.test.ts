// @vitest-environment node
// (reads the app's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { MEMBER_NS } from './member-texts.ts';
import en from './en/member.json';
import hi from './hi/member.json';

describeAppTexts('the member app’s texts', { ns: MEMBER_NS, en, hi, srcDir: fileURLToPath(new URL('../..', import.meta.url)) });
