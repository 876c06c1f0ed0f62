/**
 * Texts in English and Hindi (docs/decisions.md, "Hindi and English").
 *
 * Each app owns a namespace (the shell `shell`, the member app `member`, ...; @trap/ui itself `common`)
 * and registers it once with `registerNamespace(ns, english, loadHindi)`: English is bundled (the
 * start-up language and every missing key's fallback), Hindi is a dynamic import, so it is fetched
 * only by a visitor who reads Hindi. Components read texts with `useT(ns)`, or `<Trans>` (trans.tsx,
 * from `@trap/ui`) for a text with markup inside.
 *
 * The translation engine is i18next (runtime.ts, with react-i18next for `<Trans>`). It is not in the
 * start-up JavaScript: an English page reads its bundled English directly (`englishT`, the same
 * lookup, `{{placeholders}}` and `_one`/`_other` plurals as i18next, which a test checks key by key);
 * i18next is fetched with the Hindi texts, by a page shown in Hindi, by the server for every render,
 * and by a screen that uses `<Trans>`.
 *
 * This module is part of `@trap/ui/core`, a federation singleton: the shell and its remotes share one
 * language and one registry. The server renders each page with an instance of its own
 * (`TextsProvider`), as requests for two languages may overlap.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  languageCookieWrite,
  languageFromQuery,
  resolveLanguage,
  type Language,
} from '@trap/contracts/language';
import { readCookie } from '../consent/consent.ts';

export { LANGUAGES, type Language } from '@trap/contracts/language';

/** A namespace's texts: nested objects of strings (keys like `header.memberLogin`). */
export interface Messages {
  [key: string]: string | Messages;
}
type HindiLoader = () => Promise<{ default: Messages }>;
/** Interpolation values (`{{name}}`) and `count` for plurals. */
export type TextOptions = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, options?: TextOptions) => string;

/** What runtime.ts (i18next) provides once loaded. */
export interface TextsEngine {
  t(language: Language, ns: string, key: string, options?: TextOptions): string;
  addTexts(language: Language, ns: string, messages: Messages): void;
  /** the i18next instance itself (for react-i18next's `<Trans>`) */
  instance: I18n;
  /** links the self-hosted Devanagari font in the browser's page (nothing on the server) */
  linkFont(): void;
}

interface Namespace {
  en: Messages;
  hi: HindiLoader;
  hiLoaded?: Messages;
}
const namespaces = new Map<string, Namespace>();
let engine: TextsEngine | null = null;
let current: Language = 'en';
/** Changes whenever what `t` returns may change (language, texts arriving): re-renders the readers. */
let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  for (const l of listeners) l();
};

/** `<html lang>` per language (index.html starts in en-IN, the site being Indian English). */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** Every namespace's texts loaded so far, per language (what an i18next instance is given). */
export function loadedTexts(): Record<Language, Record<string, Messages>> {
  const texts: Record<Language, Record<string, Messages>> = { en: {}, hi: {} };
  for (const [ns, entry] of namespaces) {
    texts.en[ns] = entry.en;
    if (entry.hiLoaded) texts.hi[ns] = entry.hiLoaded;
  }
  return texts;
}

/**
 * The page's engine, made from every text loaded so far (and given each one added later). Nothing
 * re-renders when it arrives: English reads the same with it as without it.
 */
export function pageTextsEngine(create: (texts: Record<Language, Record<string, Messages>>) => TextsEngine): TextsEngine {
  engine ??= create(loadedTexts());
  return engine;
}

/** The page's engine, fetched the first time it is needed (the server: before its first render). */
export async function loadTextsEngine(): Promise<TextsEngine> {
  if (engine) return engine;
  const { createTextsEngine } = await import(/* webpackChunkName: "i18n-engine" */ './runtime.ts');
  return pageTextsEngine(createTextsEngine);
}

/** An app's texts: English now, Hindi when a visitor first reads Hindi. */
export function registerNamespace(ns: string, en: Messages, hi: HindiLoader): void {
  if (namespaces.has(ns)) return;
  namespaces.set(ns, { en, hi });
  engine?.addTexts('en', ns, en);
  // A namespace registered while the page is in Hindi (a remote loading later) fetches its Hindi now.
  if (current === 'hi') void loadLanguage('hi').then(notify);
}

/** Fetches every registered namespace's texts in `language`, and i18next with them (nothing for English). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all([
    // with it, in the browser, the Devanagari font's stylesheet (a server-rendered Hindi page has it already)
    loadTextsEngine().then((e) => e.linkFont()),
    ...[...namespaces.values()].map(async (entry) => {
      entry.hiLoaded ??= (await entry.hi()).default;
    }),
  ]);
  for (const [ns, entry] of namespaces) if (entry.hiLoaded) engine!.addTexts('hi', ns, entry.hiLoaded);
}

const lookup = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const englishPlural = new Intl.PluralRules('en');

/** English from the bundled texts, without i18next (what i18next would return for the same key). */
export function englishT(ns: string, key: string, options?: TextOptions): string {
  const messages = namespaces.get(ns)?.en ?? {};
  const count = options?.count;
  const text =
    (typeof count === 'number'
      ? (lookup(messages, `${key}_${englishPlural.select(count)}`) ?? lookup(messages, `${key}_other`))
      : undefined) ?? lookup(messages, key);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (options && name in options ? String(options[name]) : whole));
}

/** A text in the page's language outside a component (a toast from a callback): what `useT(ns).t` gives. */
export const pageText = (ns: string, key: string, options?: TextOptions): string =>
  current === 'en' || !engine ? englishT(ns, key, options) : engine.t(current, ns, key, options);

/** A server render's own language and engine (render-page.tsx); the browser has none and uses the page's. */
const RenderTexts = createContext<{ language: Language; engine: TextsEngine } | null>(null);
export function TextsProvider({
  language,
  engine: renderEngine,
  children,
}: {
  language: Language;
  engine: TextsEngine;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, engine: renderEngine }), [language, renderEngine]);
  return createElement(RenderTexts.Provider, { value }, children);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}
const getVersion = () => version;

/** The guest's stored choice, or null when they have not chosen. */
export function chosenLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const value = readCookie(document.cookie, LANGUAGE_COOKIE);
  return value === 'en' || value === 'hi' ? value : null;
}

/** The language the page's address names (`?lang=hi`, a shared link), or null. */
export const urlLanguage = (): Language | null => (typeof location === 'undefined' ? null : languageFromQuery(location.search));

/** The signed-in member's language (their account), set by the session (AuthProvider); null for a guest. */
let accountLanguage: Language | null = null;

/** The language to start in: the address's, the member's, the choice, a Hindi browser, the site's default (docs/decisions.md). */
export function startLanguage(siteDefault?: string | null): Language {
  return resolveLanguage({
    url: urlLanguage(),
    account: accountLanguage,
    chosen: chosenLanguage(),
    browser: typeof navigator === 'undefined' ? null : navigator.languages,
    siteDefault,
  });
}

/**
 * The session tells the page the member's language (null once they sign out): a member who signs in,
 * or opens the site signed in, reads it in their account's language, unless the address names another.
 */
export function followAccountLanguage(language: Language | null): void {
  accountLanguage = language;
  if (language && !urlLanguage() && language !== current) void changeLanguage(language, { remember: false });
}

/** What the session does with a language the visitor picks (a member's account keeps it); one at a time. */
let languageChosen: ((language: Language) => void) | undefined;
export function setLanguageChosenHandler(handler: (language: Language) => void): () => void {
  languageChosen = handler;
  return () => {
    if (languageChosen === handler) languageChosen = undefined;
  };
}

/**
 * The visitor picks a language: the page changes, the cookie keeps it, a member's account is told, and
 * an address that named the other language (`?lang=`) stops saying so (a reload keeps the choice).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language, { remember: true });
  if (typeof location !== 'undefined' && urlLanguage()) {
    const url = new URL(location.href);
    url.searchParams.delete(LANGUAGE_PARAM);
    history.replaceState(history.state, '', url);
  }
  languageChosen?.(language);
}

/** The page's language now. */
export const pageLanguage = (): Language => current;

/**
 * Shows the page in `language`: its texts are fetched first (so nothing flashes as keys), then every
 * reader re-renders and `<html lang>` follows. `remember` keeps a visitor's own choice in the
 * language cookie; the site's default is followed without one.
 */
export async function changeLanguage(language: Language, { remember }: { remember: boolean }): Promise<void> {
  await loadLanguage(language);
  if (remember && typeof document !== 'undefined') document.cookie = languageCookieWrite(language, location.protocol === 'https:');
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
  notify();
  // A page's code that arrived while these texts were on their way registered its namespace with the page
  // still in English, after the load above had listed the namespaces: its Hindi is fetched now (a visitor
  // who switched and at once followed a link saw the next page in English).
  if (language === 'hi' && [...namespaces.values()].some((entry) => !entry.hiLoaded)) await loadLanguage('hi').then(notify);
}

/** The first language of the page, before React renders (bootstrap): texts loaded, `<html lang>` set. */
export async function startInLanguage(language: Language): Promise<void> {
  await changeLanguage(language, { remember: false });
}

/**
 * A namespace's `t` and the page's language. `t` falls back to English for a key missing in Hindi.
 * The keys test (`checkTranslations`) fails on a key missing in either language or used nowhere.
 */
export function useT(ns: string): { t: TFunction; language: Language; setLanguage: (next: Language) => Promise<void> } {
  const render = useContext(RenderTexts);
  const seen = useSyncExternalStore(subscribe, getVersion, getVersion);
  const language = render?.language ?? current;
  const t = useMemo<TFunction>(() => {
    const e = render?.engine ?? engine;
    if (language === 'en' || !e) return (key, options) => englishT(ns, key, options);
    return (key, options) => e.t(language, ns, key, options);
    // `seen`: texts or the engine arrived, so `t` is made anew for the readers to re-render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ns, language, render, seen]);
  return { t, language, setLanguage: chooseLanguage };
}

/**
 * A visitor who has not chosen, whose browser is not in Hindi, sees the site's default language
 * (site settings, general.defaultLanguage) once the settings are read. A page the server rendered
 * was already rendered in it, so nothing changes there.
 */
export function useSiteDefaultLanguage(siteDefault: string | undefined, settingsRead: boolean): void {
  useEffect(() => {
    if (!settingsRead || chosenLanguage() !== null || urlLanguage() || accountLanguage) return;
    const wanted = startLanguage(siteDefault);
    if (wanted !== current) void changeLanguage(wanted, { remember: false });
  }, [siteDefault, settingsRead]);
}
