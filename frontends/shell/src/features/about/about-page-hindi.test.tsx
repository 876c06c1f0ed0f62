import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@trap/contracts';
import { inLanguage, renderScreen, setupApiServer, switchLanguage } from '@trap/ui/testing/index.ts';
import AboutPage from './about-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

describe('the about page in Hindi', () => {
  inLanguage('hi');

  it('when a visitor reads /about in Hindi, then its headings, links and button read in Hindi with the site’s name and e-mail as set', async () => {
    renderScreen(<AboutPage />, { path: '/about' });
    const name = DEFAULT_SETTINGS.general.siteName;
    expect(screen.getByRole('heading', { level: 1, name: `${name} के बारे में` })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'हर टारगेट का हिसाब रखें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'यह किसके लिए है' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'संपर्क करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: DEFAULT_SETTINGS.general.contactEmail })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेंबरशिप के विकल्प देखें' })).toBeTruthy();
  });

  it('when a visitor reads /about in English, then it reads as before', async () => {
    await switchLanguage('en');
    renderScreen(<AboutPage />, { path: '/about' });
    const email = DEFAULT_SETTINGS.general.contactEmail;
    expect(screen.getByRole('heading', { level: 1, name: `About ${DEFAULT_SETTINGS.general.siteName}` })).toBeTruthy();
    expect((await screen.findByText(/Questions or ideas\?/)).textContent).toBe(`Questions or ideas? Contact us or write to ${email}.`);
  });
});
