/**
 * Texts in English and Hindi through i18next and react-i18next (docs/decisions.md, "Hindi and English").
 *
 * Each app owns a namespace (the shell `shell`, the member app `member`, ...; @trap/ui itself `common`)
 * and registers it once with `registerNamespace(ns, english, loadHindi)`: English is bundled (the
 * start-up language and every missing key's fallback), Hindi is a dynamic import, so it is fetched
 * only by a visitor who reads Hindi. Components read texts with `useT(ns)` or `<Trans>`.
 *
 * One instance per page in the browser (this module is part of `@trap/ui/core`, a federation
 * singleton, so the remotes register into the shell's instance); the server renders each page with
 * an instance of its own (`createI18n`), as requests for two languages may overlap.
 */
import { useEffect } from 'react';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next, Trans, useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE, languageCookieWrite, resolveLanguage, type Language } from '@trap/contracts/language';
import { readCookie } from '../consent/consent.ts';

export { I18nextProvider, Trans };
export type { I18n };

/** A namespace's texts: nested objects of strings (keys like `header.memberLogin`). */
export interface Messages {
  [key: string]: string | Messages;
}
type HindiLoader = () => Promise<{ default: Messages }>;

const namespaces = new Map<string, { en: Messages; hi: HindiLoader; hiLoaded?: Messages }>();

/** `<html lang>` per language (index.html starts in en-IN, the site being Indian English). */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

function options(lng: Language, resources: Resource) {
  return {
    lng,
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi'],
    resources,
    // every resource is added before it is needed: init and language changes finish synchronously
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
    // re-render when a namespace's texts arrive (a remote registering after the shell started)
    react: { useSuspense: false, bindI18nStore: 'added' },
  } as const;
}

function loadedResources(): Resource {
  const resources: Resource = { en: {}, hi: {} };
  for (const [ns, entry] of namespaces) {
    resources.en![ns] = entry.en;
    if (entry.hiLoaded) resources.hi![ns] = entry.hiLoaded;
  }
  return resources;
}

/** The browser's one instance (English from the start; what `useT` reads when no provider is above it). */
export const i18n: I18n = createInstance();
void i18n.use(initReactI18next).init(options('en', loadedResources()));

/** An app's texts: English now, Hindi when a visitor first reads Hindi. */
export function registerNamespace(ns: string, en: Messages, hi: HindiLoader): void {
  if (namespaces.has(ns)) return;
  namespaces.set(ns, { en, hi });
  i18n.addResourceBundle('en', ns, en, true, true);
  // A namespace registered while the page is in Hindi (a remote loading later) fetches its Hindi now.
  if (i18n.language === 'hi') void loadLanguage('hi');
}

/** Fetches every registered namespace's texts in `language` (nothing for English, which is bundled). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all(
    [...namespaces].map(async ([ns, entry]) => {
      entry.hiLoaded ??= (await entry.hi()).default;
      if (!i18n.hasResourceBundle('hi', ns)) i18n.addResourceBundle('hi', ns, entry.hiLoaded, true, true);
    }),
  );
}

/** An instance of its own for one server render (load the language first with `loadLanguage`). */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  // no initReactI18next: that would make it the page-wide instance; the render's I18nextProvider hands it down
  void instance.init(options(language, loadedResources()));
  return instance;
}

/** The guest's stored choice, or null when they have not chosen. */
export function chosenLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const value = readCookie(document.cookie, LANGUAGE_COOKIE);
  return value === 'en' || value === 'hi' ? value : null;
}

/** The language to start in: the choice, a Hindi browser, the site's default (docs/decisions.md). */
export function startLanguage(siteDefault?: string | null): Language {
  return resolveLanguage({ chosen: chosenLanguage(), browser: typeof navigator === 'undefined' ? null : navigator.languages, siteDefault });
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

/**
 * Shows the page in `language`: its texts are fetched first (so nothing flashes as keys), then every
 * component re-renders and `<html lang>` follows. `remember` keeps a visitor's own choice in the
 * language cookie; the site's default is followed without one.
 */
export async function changeLanguage(language: Language, { remember }: { remember: boolean }, instance: I18n = i18n): Promise<void> {
  await loadLanguage(language);
  if (remember && typeof document !== 'undefined') document.cookie = languageCookieWrite(language, location.protocol === 'https:');
  await instance.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** The first language of the page, before React renders (bootstrap): texts loaded, `<html lang>` set. */
export async function startInLanguage(language: Language): Promise<void> {
  await changeLanguage(language, { remember: false });
}

/**
 * A namespace's `t` and the page's language. `t` falls back to English for a key missing in Hindi.
 * The keys test (`checkTranslations`) fails on a key missing in either language or used nowhere.
 */
export function useT(ns: string) {
  const { t, i18n: instance } = useTranslation(ns);
  const language: Language = instance.language === 'hi' ? 'hi' : 'en';
  return { t, language, setLanguage: (next: Language) => changeLanguage(next, { remember: true }, instance) };
}

/**
 * A visitor who has not chosen, whose browser is not in Hindi, sees the site's default language
 * (site settings, general.defaultLanguage) once the settings are read. A page the server rendered
 * was already rendered in it, so nothing changes there.
 */
export function useSiteDefaultLanguage(siteDefault: string | undefined, settingsRead: boolean): void {
  const { i18n: instance } = useTranslation();
  useEffect(() => {
    if (!settingsRead || chosenLanguage() !== null) return;
    const wanted = startLanguage(siteDefault);
    if (wanted !== instance.language) void changeLanguage(wanted, { remember: false }, instance);
  }, [siteDefault, settingsRead, instance]);
}
