import { useLocation } from 'react-router';
import { BRAND, DEFAULT_SETTINGS, DEFAULT_TITLE, TAGLINE } from '@trap/contracts';
import { LANGUAGE_PARAM, languageFromQuery, type Language } from '@trap/contracts/language';
import { useAppConfig } from '../config/app-config.tsx';
import { useSiteSettings } from '../config/site-settings.ts';
import { COMMON_NS } from '../i18n/common.ts';
import { useT } from '../i18n/i18n.ts';

export interface PageHeadProps {
  /** Page title; the document title becomes `${title} | ${site name}`. Omit for the default title. */
  title?: string;
  /** Use this exact document title (no site-name suffix). */
  fullTitle?: string;
  description?: string;
  keywords?: string[];
  /** Path for the canonical URL; defaults to the current path. */
  path?: string;
  noindex?: boolean;
  type?: 'website' | 'article' | 'profile';
  image?: string;
  /** Structured data (JSON-LD) for this page. */
  jsonLd?: Record<string, unknown>;
}

const DEFAULT_KEYWORDS = ['trap shooting', 'India', 'shotgun', 'ISSF trap', 'practice tracking', 'shooting ranges', 'shooting community'];

export function canonicalUrl(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, '');
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return `${base}${clean}`;
}

/** A canonical URL as the address of one language's version (`https://site/blog?lang=hi`). */
export function urlInLanguage(url: string, language: Language): string {
  const u = new URL(url);
  u.searchParams.set(LANGUAGE_PARAM, language);
  return u.toString();
}

/**
 * The alternates of a page (docs/decisions.md, "Addresses per language"): each language's own address
 * (`?lang=en`, `?lang=hi`) and the bare address as x-default, which shows the visitor's own language.
 */
export function languageAlternates(url: string): { hreflang: 'en' | 'hi' | 'x-default'; href: string }[] {
  return [
    { hreflang: 'en', href: urlInLanguage(url, 'en') },
    { hreflang: 'hi', href: urlInLanguage(url, 'hi') },
    { hreflang: 'x-default', href: url },
  ];
}

const OG_LOCALE: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * JSON-LD as the text of a data block. Text a user wrote (a topic's title, a reply) ends up inside the
 * <script> element: with every `<` written as \u003c no `</script>` or `<!--` in it can end the element
 * early, and JSON.parse reads the same value back. A data block is never executed, so the CSP's
 * script-src does not apply to it.
 */
export const jsonLdText = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A schema.org structured-data block (in the head via PageHead, or beside the content it describes). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/**
 * The page head of SPEC 2.5 with React 19's native hoisting of <title>, <meta> and <link>:
 * title, description, keywords, canonical URL (fixed origin, no trailing slash), social cards,
 * JSON-LD and robots.
 */
export function PageHead({
  title,
  fullTitle,
  description,
  keywords,
  path,
  noindex = false,
  type = 'website',
  image,
  jsonLd,
}: PageHeadProps) {
  const location = useLocation();
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();
  const { t, language } = useT(COMMON_NS);
  const siteName = settings.general.siteName || BRAND;
  // the site's own title and description are read in the page's language while they are the defaults
  // (what a super-admin wrote instead is shown as written)
  const defaultTitle = language === 'en' ? DEFAULT_TITLE.replace(BRAND, siteName) : t('head.defaultTitle', { siteName });
  const siteDescription = settings.general.siteDescription;
  const defaultDescription =
    language !== 'en' && (!siteDescription || siteDescription === DEFAULT_SETTINGS.general.siteDescription)
      ? t('head.defaultDescription')
      : siteDescription || TAGLINE;
  const docTitle = fullTitle ?? (title ? `${title} | ${siteName}` : defaultTitle);
  const desc = description ?? defaultDescription;
  const bareUrl = canonicalUrl(siteOrigin, path ?? location.pathname);
  // a page whose address names its language (`?lang=hi`) is that language's own page: its canonical says so
  const named = languageFromQuery(location.search);
  const url = named ? urlInLanguage(bareUrl, named) : bareUrl;
  const img = image ?? `${siteOrigin.replace(/\/+$/, '')}/images/social-share.png`;
  const robots = noindex ? 'noindex, nofollow' : 'index, follow';
  return (
    <>
      <title>{docTitle}</title>
      <meta name="description" content={desc} />
      <meta name="keywords" content={(keywords ?? DEFAULT_KEYWORDS).join(', ')} />
      <meta name="robots" content={robots} />
      <link rel="canonical" href={url} />
      {noindex
        ? null
        : languageAlternates(bareUrl).map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={docTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={img} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[language === 'en' ? 'hi' : 'en']} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={docTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={img} />
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}
