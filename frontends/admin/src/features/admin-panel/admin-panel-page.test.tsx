import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, stubResizeObserver } from '@trap/ui/testing/index.ts';
import AdminPanelPage from './admin-panel-page.tsx';
import { bannerOff as banner, bannerSection } from './banner/test-fixtures.ts';

const server = setupApiServer();
// the Show switch measures itself
stubResizeObserver();
const open = () => renderScreen(<AdminPanelPage />, bannerSection);

describe('the admin panel', () => {
  it('names its sections, the chosen one marked', async () => {
    server.use(mockRoute(settingsApi.getBanner, banner));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('button')).toHaveLength(13);
    expect(within(nav).getByRole('button', { name: 'Banner' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('The banner is off: visitors see nothing.')).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi', async () => {
      server.use(mockRoute(settingsApi.getBanner, banner));
      open();
      expect(screen.getByRole('heading', { level: 1, name: 'एडमिन पैनल' })).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: 'एडमिन सेक्शन' });
      expect(within(nav).getByRole('button', { name: 'बैनर' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('button', { name: 'इक्विपमेंट कैटेगरी' })).toBeTruthy();
      expect(await screen.findByText('बैनर बंद है: विज़िटर को कुछ नहीं दिखता।')).toBeTruthy();
    });
  });
});
