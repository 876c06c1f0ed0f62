import { describe, expect, it } from 'vitest';
import { browserPrefersHindi, languageFromQuery, resolveLanguage } from '../src/language.ts';

describe('which language a page is shown in', () => {
  it('takes the visitor’s own choice over everything else', () => {
    expect(resolveLanguage({ chosen: 'en', browser: ['hi-IN'], siteDefault: 'hi' })).toBe('en');
    expect(resolveLanguage({ chosen: 'hi', browser: ['en-IN'], siteDefault: 'en' })).toBe('hi');
  });

  it('shows Hindi to a new visitor whose browser’s first language is Hindi, else the site’s default, else English', () => {
    expect(resolveLanguage({ browser: ['hi-IN', 'en'], siteDefault: 'en' })).toBe('hi');
    expect(resolveLanguage({ browser: ['en-IN', 'hi'], siteDefault: 'hi' })).toBe('hi');
    expect(resolveLanguage({ browser: ['en-IN', 'hi'], siteDefault: 'en' })).toBe('en');
    // an unknown choice or default (a stale cookie, a language the site does not have) is ignored
    expect(resolveLanguage({ chosen: 'ta', browser: [], siteDefault: 'fr' })).toBe('en');
  });

  it('reads Accept-Language by its weights', () => {
    expect(browserPrefersHindi('hi-IN,hi;q=0.9,en-US;q=0.8')).toBe(true);
    expect(browserPrefersHindi('en-IN,en;q=0.9,hi;q=0.8')).toBe(false);
    expect(browserPrefersHindi('en;q=0.5, hi;q=0.9')).toBe(true);
    expect(browserPrefersHindi('hif')).toBe(false); // Fiji Hindi's own tag is not Hindi's
    expect(browserPrefersHindi(undefined)).toBe(false);
  });

  it('opens a shared link in the language its address names, over the account, the cookie, the browser and the default', () => {
    expect(resolveLanguage({ url: 'hi', account: 'en', chosen: 'en', browser: ['en-IN'], siteDefault: 'en' })).toBe('hi');
    expect(resolveLanguage({ url: 'en', account: 'hi', chosen: 'hi', browser: ['hi-IN'], siteDefault: 'hi' })).toBe('en');
    expect(languageFromQuery('?lang=hi')).toBe('hi');
    expect(languageFromQuery('page=2&lang=en')).toBe('en');
    expect(languageFromQuery({ lang: 'hi' })).toBe('hi');
    // a language the site does not have, two of them, none: no language named
    expect(languageFromQuery('?lang=ta')).toBeNull();
    expect(languageFromQuery({ lang: ['hi', 'en'] })).toBeNull();
    expect(languageFromQuery('')).toBeNull();
  });

  it('gives a signed-in member their account’s language over the guest cookie and the browser (a URL’s still wins)', () => {
    expect(resolveLanguage({ account: 'hi', chosen: 'en', browser: ['en-IN'], siteDefault: 'en' })).toBe('hi');
    expect(resolveLanguage({ account: 'en', chosen: 'hi', browser: ['hi-IN'], siteDefault: 'hi' })).toBe('en');
    expect(resolveLanguage({ account: null, chosen: 'hi' })).toBe('hi');
  });
});
