import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import { ConsentBanner } from './consent-banner.tsx';

setupApiServer();

const banner = (name: string) => screen.getByRole('region', { name });

describe('the cookie banner', () => {
  it('reads in English on an English page, its policy link inside the sentence', () => {
    renderScreen(<ConsentBanner />, { path: '/' });
    const region = banner('Cookie consent');
    expect(region.textContent).toContain('We use essential cookies to keep you signed in and secure.');
    expect(within(region).getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    expect(region.querySelector('p')!.textContent).toMatch(/preference cookies\. Read our Cookie Policy\.$/);
    for (const name of ['Preferences', 'Reject All', 'Accept All', 'Close cookie banner']) expect(within(region).getByRole('button', { name })).toBeTruthy();
    expect(region.getAttribute('lang')).toBeNull();
  });

  describe('on a Hindi page', () => {
    inLanguage('hi');

    it('reads in Hindi: its name, its sentence with the policy link, its buttons', () => {
      renderScreen(<ConsentBanner />, { path: '/' });
      const region = banner('कुकी की सहमति');
      expect(region.querySelector('p')!.textContent).toMatch(/^आपको लॉग इन और सुरक्षित रखने के लिए .* हमारी कुकी नीति पढ़ें।$/);
      expect(within(region).getByRole('link', { name: 'कुकी नीति' }).getAttribute('href')).toBe('/cookie-policy');
      for (const name of ['पसंद', 'सब नामंज़ूर करें', 'सब मंज़ूर करें', 'कुकी बैनर बंद करें']) expect(within(region).getByRole('button', { name })).toBeTruthy();
      expect(screen.queryByText(/We use essential cookies/)).toBeNull();
      // in the page's language, so no lang of its own
      expect(region.getAttribute('lang')).toBeNull();
      expect(document.documentElement.lang).toBe('hi');
    });
  });
});
