import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SiteSettings } from '@trap/contracts';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { SuperAdminSettings } from './superadmin-pages.tsx';

const settings = DEFAULT_SETTINGS as SiteSettings;
const server = setupApiServer();
const open = () => renderScreen(<SuperAdminSettings />, { path: '/superadmin/settings', user: testUser({ role: 'superadmin' }) });

describe('the super-admin settings', () => {
  it('shows each section with its fields and their defaults', async () => {
    server.use(mockRoute(settingsApi.getSiteSettings, settings));
    open();
    expect(await screen.findByRole('heading', { level: 3, name: 'Appearance' })).toBeTruthy();
    expect(screen.getByLabelText('Site Name')).toBeTruthy();
    expect(screen.getByLabelText('Enable Two Factor Auth')).toBeTruthy();
    expect(screen.getByLabelText('Session timeout (minutes)')).toBeTruthy();
    expect(screen.getByText('Default 120')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi', async () => {
      server.use(mockRoute(settingsApi.getSiteSettings, settings));
      open();
      expect(await screen.findByRole('heading', { level: 2, name: 'सेटिंग्स' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 3, name: 'दिखावट' })).toBeTruthy();
      expect(screen.getByLabelText('साइट का नाम')).toBeTruthy();
      expect(screen.getByLabelText('सेशन टाइमआउट (मिनट)')).toBeTruthy();
      expect(screen.getByText('डिफ़ॉल्ट 120')).toBeTruthy();
      expect(screen.getByRole('option', { name: 'हर हफ़्ते' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'बदलाव छोड़ें' })).toBeTruthy();
      const primary = screen.getByLabelText('प्राइमरी रंग');
      await userEvent.clear(primary);
      await userEvent.type(primary, 'blue');
      await userEvent.click(screen.getByRole('button', { name: 'सेटिंग्स सेव करें' }));
      expect(await screen.findByText('#0F3460 जैसा hex रंग लिखें')).toBeTruthy();
    });
  });
});
