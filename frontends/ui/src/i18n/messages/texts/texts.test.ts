// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandColourProblem, DATE_WINDOWS, httpUrl, MESSAGES } from '@trap/contracts';
import { describeAppTexts } from '../../../testing/app-texts-suite.ts';
import { contractSchemaMessages } from '../contract-messages-scan.ts';
import { CONTRACT_MESSAGES } from '../contract-messages.ts';
import { findMessage, messageText, MESSAGES_NS, registerMessageTexts, type MessageTable } from '../message-text.ts';
import en from './en.json';
import hi from './hi.json';

registerMessageTexts();
describeAppTexts('the contracts’ messages’ texts (uiMessages)', { ns: MESSAGES_NS, en, hi, srcDir: fileURLToPath(new URL('..', import.meta.url)) });

const contractsSrc = fileURLToPath(new URL('../../../../../../contracts/src', import.meta.url));

describe('the catalogue of contracts’ messages', () => {
  /*
   * How the messages are found (contract-messages-scan.ts): contracts/src is parsed with TypeScript and
   * every text in a message's place of a zod check is taken (`.min(n, '…')`, `.refine(fn, '…')`,
   * `.email('…')`, `{ message: '…' }`, `{ error: '…' }`), a constant there read as its text
   * (`MESSAGES.email`, `LICENCE_NUMBER_REQUIRED`), a template's `${…}` as a sample value. Messages a helper
   * builds at run time are asked of the helpers themselves: every date window's too early and too
   * late (with a label), httpUrl's refusal. A new message in a schema with no entry here fails this test.
   */
  const scanned = contractSchemaMessages(contractsSrc);
  const fromHelpers = [
    ...Object.values(MESSAGES),
    ...Object.values(DATE_WINDOWS).flatMap((w) => [w.tooEarly('Shooting since'), w.tooLate('Shooting since')]),
    ...['not a url', 'ftp://x'].flatMap((bad) => [
      ...(httpUrl('Website').safeParse(bad).error?.issues.map((i) => i.message) ?? []),
      ...(httpUrl('Item link', { sitePath: true }).safeParse(bad).error?.issues.map((i) => i.message) ?? []),
    ]),
    // a brand colour's text too faint in dark mode, in light mode, in both (the settings form, the service)
    ...[brandColourProblem('#0000FF', 'primary'), brandColourProblem('#0077DD', 'primary'), brandColourProblem('#EE0033', 'secondary')].filter(
      (m): m is string => m !== null,
    ),
  ];

  it('finds the schemas’ messages (the scan still reads contracts as they are written)', () => {
    expect(scanned.size).toBeGreaterThan(300);
    for (const known of ['Licence number is required', 'Enter the brand', 'Enter whole days', 'At least 1 day', MESSAGES.email])
      expect([...scanned.keys()], known).toContain(known);
    expect(fromHelpers).toContain('Shooting since cannot be in the future');
    expect(fromHelpers).toContain('Website must be an http(s) URL');
    expect(fromHelpers.filter((m) => m.startsWith('Text on this colour reads at '))).toHaveLength(3);
  });

  it('has an entry for every message contracts’ schemas write', () => {
    const missing = [...new Set([...scanned.keys(), ...fromHelpers])].filter((m) => !findMessage(m, CONTRACT_MESSAGES));
    expect(missing, 'messages with no entry in contract-messages.ts').toEqual([]);
  });

  it('has each entry’s placeholders as its pattern’s named groups, and every text in Devanagari', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
    const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], hi) as string;
    for (const { message, textKey } of CONTRACT_MESSAGES) {
      const groups = typeof message === 'string' ? [] : [...message.source.matchAll(/\(\?<(\w+)>/g)].map((m) => m[1]!).sort();
      expect(placeholders(lookup(textKey)), textKey).toEqual(groups);
      expect(lookup(textKey), textKey).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('messageText', () => {
  const table: MessageTable = [
    { message: 'Name is required', textKey: 'a.required' },
    { message: /^At most (?<max>\d+) days$/, textKey: 'a.max' },
  ];
  const t = (key: string, options?: Record<string, unknown>) => `${key}${options && Object.keys(options).length ? JSON.stringify(options) : ''}`;

  it('is the message itself in English, whatever the table knows', () => {
    expect(messageText(t, 'en', 'Name is required', table)).toBe('Name is required');
    expect(messageText(t, 'en', undefined, table)).toBeUndefined();
  });

  it('reads a known message’s text, a pattern’s named groups as its placeholders, and shows an unknown one as it came', () => {
    expect(messageText(t, 'hi', 'Name is required', table)).toBe('a.required');
    expect(messageText(t, 'hi', 'At most 30 days', table)).toBe('a.max{"max":"30"}');
    expect(messageText(t, 'hi', 'Something else', table)).toBe('Something else');
  });

  it('puts a field’s own wording before its family’s', () => {
    expect(findMessage('Licence number is required', CONTRACT_MESSAGES)?.textKey).toBe('messages.licenceNumberRequired');
    expect(findMessage('Colour is required', CONTRACT_MESSAGES)?.textKey).toBe('messages.fieldRequired');
    expect(findMessage('Name must be at most 80 characters', CONTRACT_MESSAGES)).toEqual({ textKey: 'messages.nameLong', values: { max: '80' } });
  });
});
