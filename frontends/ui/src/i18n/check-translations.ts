/**
 * For each app's keys test: every key of a namespace is in both languages, every key the code names
 * exists, and every key is used somewhere. Keys are found in the sources as they are written: a call of t,
 * Trans's i18nKey and a property whose name ends in Key (a table of links naming its label's key).
 * Node only (reads files).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from './i18n.ts';

export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`)));
}

/** A folder below the one checked that keeps texts of its own (`texts/en.json`: a feature's namespace). */
const hasOwnTexts = (dir: string) => existsSync(join(dir, 'texts', 'en.json'));

/** The sources under `dir`, leaving out folders with texts of their own: their own keys test reads them. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || hasOwnTexts(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const KEY_PATTERNS = [/\bt\(\s*['"`]([\w.-]+)['"`]/g, /\bi18nKey=\{?['"`]([\w.-]+)['"`]/g, /\b\w*Key:\s*['"`]([\w.-]+)['"`]/g];

/** Keys named in the sources under `dirs` (plural forms ask for `key_one`/`key_other`: the base counts). */
export function usedKeys(dirs: string[]): Set<string> {
  const used = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) for (const m of text.matchAll(pattern)) used.add(m[1]!);
  }
  return used;
}

export interface TranslationProblems {
  missingInHindi: string[];
  missingInEnglish: string[];
  usedButMissing: string[];
  unused: string[];
}

export function checkTranslations(en: Messages, hi: Messages, used: Set<string>): TranslationProblems {
  const enKeys = new Set(flattenKeys(en));
  const hiKeys = new Set(flattenKeys(hi));
  const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
  return {
    missingInHindi: [...enKeys].filter((k) => !hiKeys.has(k)),
    missingInEnglish: [...hiKeys].filter((k) => !enKeys.has(k)),
    usedButMissing: [...used].filter((k) => !enKeys.has(k) && ![...enKeys].some((e) => base(e) === k)),
    unused: [...enKeys].filter((k) => !used.has(k) && !used.has(base(k))),
  };
}
