import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_TITLE } from '@trap/contracts';
import { PageHead } from '@trap/ui';
import { renderScreen, setupApiServer, switchLanguage } from '@trap/ui/testing/index.ts';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();
const config = { siteOrigin: 'https://trap.example' };

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
    l.getAttribute('hreflang'),
    l.getAttribute('href'),
  ]),
  locale: document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
});

describe('a page’s head in each language', () => {
  it('when a page is read at its bare address in English, then it names its English, Hindi and x-default addresses', () => {
    const view = renderScreen(<PageHead path="/blog" />, { path: '/blog', config });
    expect(head()).toEqual({
      title: DEFAULT_TITLE,
      description: DEFAULT_SETTINGS.general.siteDescription,
      canonical: 'https://trap.example/blog',
      alternates: [
        ['en', 'https://trap.example/blog?lang=en'],
        ['hi', 'https://trap.example/blog?lang=hi'],
        ['x-default', 'https://trap.example/blog'],
      ],
      locale: 'en_IN',
    });
    view.unmount();
  });

  it('when a shared Hindi link is read, then its title and description are Hindi and its canonical is the Hindi address', async () => {
    await switchLanguage('hi');
    const view = renderScreen(<PageHead />, { path: '/?lang=hi', pattern: '/', config });
    const h = head();
    expect(h.title).toBe('भारत में ट्रैप शूटिंग | परफ़ॉर्मेंस ट्रैकिंग प्लेटफ़ॉर्म | Trap India');
    expect(h.description).toMatch(/^अपनी ट्रैप शूटिंग प्रैक्टिस लॉग करें/);
    expect(h.canonical).toBe('https://trap.example/?lang=hi');
    expect(h.alternates).toContainEqual(['x-default', 'https://trap.example']);
    expect(h.locale).toBe('hi_IN');
    view.unmount();
  });

  it('when a super-admin wrote their own description, then a Hindi page shows it as written; a noindex page names no alternates', async () => {
    await switchLanguage('hi');
    const settings = { ...DEFAULT_SETTINGS, general: { ...DEFAULT_SETTINGS.general, siteDescription: 'Our own words' } };
    const view = renderScreen(<PageHead noindex />, { path: '/auth', settings, config });
    expect(head().description).toBe('Our own words');
    expect(head().alternates).toEqual([]);
    view.unmount();
  });
});
