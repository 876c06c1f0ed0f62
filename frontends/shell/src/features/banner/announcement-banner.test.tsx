import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import { AnnouncementBanner } from './announcement-banner.tsx';

setupApiServer(mockRoute(settingsApi.getBanner, { enabled: true, message: 'Range closed on Monday', type: 'info', dismissible: true }));

afterEach(() => localStorage.clear());

describe('the announcement banner’s Dismiss button', () => {
  it('is named in English on an English page and hides the banner', async () => {
    renderScreen(<AnnouncementBanner />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
  });

  describe('on a Hindi page', () => {
    inLanguage('hi');

    it('is named in Hindi (the message itself is the admin’s own)', async () => {
      renderScreen(<AnnouncementBanner />);
      const dismiss = await screen.findByRole('button', { name: 'घोषणा बंद करें' });
      expect(screen.getByText('Range closed on Monday')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Dismiss announcement' })).toBeNull();
      expect(dismiss.getAttribute('lang')).toBeNull();
    });
  });
});
