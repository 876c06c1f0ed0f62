import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@trap/contracts';
import { inLanguage, renderScreen, setupApiServer, switchLanguage } from '@trap/ui/testing/index.ts';
import { LegalPage } from './legal-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

describe('the legal pages in Hindi', () => {
  inLanguage('hi');

  it('when a visitor reads the privacy policy in Hindi, then its headings, date, text and link read in Hindi with the support e-mail as set', async () => {
    renderScreen(<LegalPage id="privacy-policy" />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(screen.getByText('आखिरी बार अपडेट: 1 जनवरी 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'आपकी पसंद' })).toBeTruthy();
    expect(screen.getByText(new RegExp(DEFAULT_SETTINGS.general.supportEmail.replace('.', '\\.')))).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'संपर्क करें' })).toBeTruthy();
  });

  it('when a visitor reads the terms in English, then the date and text read as before', async () => {
    await switchLanguage('en');
    renderScreen(<LegalPage id="terms-of-use" />, { path: '/terms-of-use' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Last updated: 1 January 2026')).toBeTruthy();
    expect(screen.getByText(`${DEFAULT_SETTINGS.general.siteName} may update these terms; we will announce material changes on the site.`)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Contact us' })).parentElement?.textContent).toBe('Questions? Contact us.');
  });
});
