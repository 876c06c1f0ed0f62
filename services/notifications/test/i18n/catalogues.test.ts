import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPE_LABELS } from '@trap/contracts';
import { en, type Messages } from '../../src/i18n/en.ts';
import { hi } from '../../src/i18n/hi.ts';

/** Every text's key, as `a.b.c`. */
const keysOf = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The keys the service's code asks for: t('a.b.c', ...). */
const used = new Set(
  sources(join(import.meta.dirname, '../../src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!),
  ),
);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const text = (messages: Messages, key: string) =>
  key.split('.').reduce<Messages | string>((m, k) => (m as Messages)[k]!, messages) as string;
const base = (key: string) => key.replace(/_(one|other)$/, '');

describe("the notifications service's texts in English and Hindi", () => {
  const enKeys = keysOf(en);
  const hiKeys = keysOf(hi);

  it('when a text is in one language, then it is in the other, with the same placeholders', () => {
    expect(enKeys.filter((k) => !hiKeys.includes(k))).toEqual([]);
    expect(hiKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    for (const key of enKeys) expect(placeholders(text(hi, key)), key).toEqual(placeholders(text(en, key)));
  });

  it('when the code names a text, then it exists; and every text is used somewhere', () => {
    expect([...used].filter((k) => !enKeys.some((e) => base(e) === k))).toEqual([]);
    expect(enKeys.filter((k) => !used.has(base(k)))).toEqual([]);
  });

  it("when the digest names a notification's type in English, then it is SPEC's label", () => {
    expect(en.digest.types).toEqual(NOTIFICATION_TYPE_LABELS);
  });
});
