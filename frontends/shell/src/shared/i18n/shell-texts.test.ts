import { fileURLToPath } from 'node:url';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { SHELL_NS } from './shell-texts.ts';
import en from './en/shell.json';
import hi from './hi/shell.json';

describeAppTexts('the shell’s texts', { ns: SHELL_NS, en, hi, srcDir: fileURLToPath(new URL('../..', import.meta.url)) });
