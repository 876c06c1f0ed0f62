/**
 * The site's languages and how a visitor's is chosen, one home for the browser (@trap/ui i18n) and the
 * bff (which renders a page in the visitor's language and sets `<html lang>`). Zod-free: it is on the
 * shell's start-up path.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The guest's chosen language. Strictly necessary (set only when the visitor picks a language, to show
 * the site in the language they asked for), so it needs no consent; the cookie texts name it.
 */
export const LANGUAGE_COOKIE = 'trap_lang';
export const LANGUAGE_MAX_AGE_DAYS = 365;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * A page's address names its language with `?lang=hi` (or `?lang=en`): a shared link opens in that
 * language whatever the visitor's cookie, account or browser says, and each language of a page has an
 * address of its own for search engines (hreflang). The address without it is the x-default: shown in
 * the visitor's own language (docs/decisions.md, "Addresses per language").
 */
export const LANGUAGE_PARAM = 'lang';

/** The language a URL's query names (`?lang=hi`), or null; a search string (the browser) or a parsed query (the bff). */
export function languageFromQuery(query: string | Record<string, unknown> | null | undefined): Language | null {
  const value = typeof query === 'string' ? new URLSearchParams(query).get(LANGUAGE_PARAM) : query?.[LANGUAGE_PARAM];
  return isLanguage(value) ? value : null;
}

/** A BCP 47 tag ("hi", "hi-IN") names Hindi. */
const isHindiTag = (tag: string | undefined): boolean => /^hi(?:-|$)/i.test(tag?.trim() ?? '');

/** The browser's first language is Hindi: `navigator.languages` in the browser, `Accept-Language` on the server. */
export function browserPrefersHindi(languages: readonly string[] | string | undefined | null): boolean {
  if (!languages) return false;
  if (typeof languages !== 'string') return isHindiTag(languages[0]);
  // Accept-Language: the tag of highest q (the first among equals)
  let best: { tag: string; q: number } | undefined;
  for (const part of languages.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    if (tag.trim() && !Number.isNaN(q) && (!best || q > best.q)) best = { tag: tag.trim(), q };
  }
  return isHindiTag(best?.tag);
}

/**
 * The language a page is shown in: the language its address names (`?lang=hi`, a shared link), else a
 * signed-in member's own (their account), else the guest's choice (the cookie), else Hindi for a browser
 * whose first language is Hindi, else the site's default (site settings, general.defaultLanguage), else English.
 */
export function resolveLanguage(input: {
  url?: string | null;
  account?: string | null;
  chosen?: string | null;
  browser?: readonly string[] | string | null;
  siteDefault?: string | null;
}): Language {
  if (isLanguage(input.url)) return input.url;
  if (isLanguage(input.account)) return input.account;
  if (isLanguage(input.chosen)) return input.chosen;
  if (browserPrefersHindi(input.browser)) return 'hi';
  return isLanguage(input.siteDefault) ? input.siteDefault : 'en';
}

/** The cookie that keeps a choice; a `document.cookie` assignment and a `Set-Cookie` value alike. */
export function languageCookieWrite(language: Language, secure = false): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_MAX_AGE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
