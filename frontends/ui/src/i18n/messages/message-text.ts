import { useCallback } from 'react';
import { registerNamespace, useT, type TFunction } from '@trap/ui/core';
import en from './texts/en.json';
import { CONTRACT_MESSAGES } from './contract-messages.ts';

/**
 * A table of English messages (as contracts, SPEC and the services write them) and the key of each
 * one's text. A RegExp entry's named groups are the text's placeholders
 * (`/^Password must be at least (?<min>\d+) characters$/` → `{{min}}`).
 */
export type MessageTable = readonly { message: string | RegExp; textKey: string }[];

/** The entry that fits the message, with the values of its named groups; none when no entry fits. */
export function findMessage(message: string, table: MessageTable): { textKey: string; values: Record<string, string> } | undefined {
  for (const { message: known, textKey } of table) {
    if (typeof known === 'string') {
      if (known === message) return { textKey, values: {} };
      continue;
    }
    const m = known.exec(message);
    if (m) return { textKey, values: { ...m.groups } };
  }
  return undefined;
}

/**
 * A message in the page's language: English is always the message itself, a message the table knows
 * is its text, and one it does not know shows as it came.
 */
export function messageText(t: TFunction, language: string, message: string, table: MessageTable): string;
export function messageText(t: TFunction, language: string, message: string | undefined, table: MessageTable): string | undefined;
export function messageText(t: TFunction, language: string, message: string | undefined, table: MessageTable): string | undefined {
  if (!message || language === 'en') return message;
  const known = findMessage(message, table);
  return known ? t(known.textKey, known.values) : message;
}

/** The catalogue's own texts: a namespace of their own, its Hindi a chunk fetched with the first form that reads it. */
export const MESSAGES_NS = 'uiMessages';

/**
 * Registers them where a form first needs them (in the hook, not at module level: @trap/ui is free of
 * side effects for the bundler). Registering twice changes nothing.
 */
export function registerMessageTexts(): void {
  registerNamespace(MESSAGES_NS, en, () => import(/* webpackChunkName: "i18n-ui-messages-hi" */ './texts/hi.json'));
}

/** A message of contracts' catalogue in the page's language (see messageText). */
export function contractMessageText(t: TFunction, language: string, message: string): string;
export function contractMessageText(t: TFunction, language: string, message: string | undefined): string | undefined;
export function contractMessageText(t: TFunction, language: string, message: string | undefined): string | undefined {
  return messageText(t, language, message, CONTRACT_MESSAGES);
}

export type MessageTextFn = {
  (message: string): string;
  (message: string | undefined): string | undefined;
};

/**
 * For a form: `const messageText = useMessageText()`, then `error={messageText(errors.name?.message)}`.
 * A feature with messages of its own (its own check's words, a service answer only it shows) passes
 * them with its texts' `t`: they are looked up first, then contracts' catalogue; a message neither
 * knows shows as it came, and English is always the message itself.
 */
export function useMessageText(own?: { t: TFunction; table: MessageTable }): MessageTextFn {
  registerMessageTexts();
  const { t, language } = useT(MESSAGES_NS);
  const ownT = own?.t;
  const ownTable = own?.table;
  return useCallback(
    (message: string | undefined) => {
      if (!message || language === 'en') return message;
      const mine = ownT && ownTable ? findMessage(message, ownTable) : undefined;
      if (mine && ownT) return ownT(mine.textKey, mine.values);
      return contractMessageText(t, language, message);
    },
    [t, language, ownT, ownTable],
  ) as MessageTextFn;
}
