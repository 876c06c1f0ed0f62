import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SiteSettings } from '@trap/contracts';
import { inLanguage, renderScreen, setupApiServer, switchLanguage } from '@trap/ui/testing/index.ts';
import MaintenancePage from './maintenance-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

const withMessage = (maintenanceMessage: string): SiteSettings => ({
  ...DEFAULT_SETTINGS,
  general: { ...DEFAULT_SETTINGS.general, maintenanceMessage },
});

describe('the maintenance page in Hindi', () => {
  inLanguage('hi');

  it('when the site is in maintenance with SPEC’s message, then the page reads in Hindi with the year and support e-mail', async () => {
    renderScreen(<MaintenancePage />, { path: '/maintenance', settings: withMessage('') });
    expect(screen.getByRole('heading', { level: 1, name: 'साइट का तय मेंटेनेंस चल रहा है...' })).toBeTruthy();
    expect(screen.getByText('कब तक पूरा होगा: जल्द ही')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेंबर लॉगिन' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: DEFAULT_SETTINGS.general.supportEmail })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} ${DEFAULT_SETTINGS.general.siteName}. सर्वाधिकार सुरक्षित।`)).toBeTruthy();
  });

  it('when the admin wrote their own message, then it shows as written', () => {
    renderScreen(<MaintenancePage />, { path: '/maintenance', settings: withMessage('Back at 6 pm after the new traps go in.') });
    expect(screen.getByRole('heading', { level: 1, name: 'Back at 6 pm after the new traps go in.' })).toBeTruthy();
  });

  it('when the page is in English, then SPEC’s words read as before', async () => {
    await switchLanguage('en');
    renderScreen(<MaintenancePage />, { path: '/maintenance', settings: withMessage('') });
    expect(screen.getByRole('heading', { level: 1, name: "We're performing scheduled maintenance..." })).toBeTruthy();
    expect((await screen.findByText(/^Need help\?/)).textContent).toBe(`Need help? Contact ${DEFAULT_SETTINGS.general.supportEmail}`);
  });
});
