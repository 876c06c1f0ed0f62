import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { mockRoute, renderScreen, setupApiServer, stubResizeObserver, switchLanguage } from '@trap/ui/testing/index.ts';
import { BannerEditor } from './banner-editor.tsx';
import { bannerSection, shownBanner as banner } from './test-fixtures.ts';

const server = setupApiServer();
// the Show switch measures itself
stubResizeObserver();
const open = () => renderScreen(<BannerEditor />, bannerSection);

describe('the banner editor', () => {
  it('shows the banner as visitors will see it', async () => {
    server.use(mockRoute(settingsApi.getBanner, banner));
    open();
    expect(await screen.findByRole('form', { name: 'Announcement banner' })).toBeTruthy();
    expect(screen.getByTestId('banner-preview').textContent).toContain('Range closed on Sunday');
    expect((screen.getByRole('option', { name: 'Warning' }) as HTMLOptionElement).selected).toBe(true);
    expect(screen.getByRole('button', { name: 'Save banner' })).toBeTruthy();
  });

  it('reads in Hindi when the page is in Hindi', async () => {
    server.use(mockRoute(settingsApi.getBanner, banner));
    await switchLanguage('hi');
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'घोषणा बैनर' })).toBeTruthy();
    expect((screen.getByRole('option', { name: 'चेतावनी' }) as HTMLOptionElement).selected).toBe(true);
    expect(screen.getByText('लाइव प्रीव्यू')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रीसेट करें' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/मैसेज/));
    expect(screen.getByText('बैनर देखने के लिए मैसेज लिखें।')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'बैनर सेव करें' }));
    expect(await screen.findByText('बैनर चालू रहते मैसेज ज़रूरी है')).toBeTruthy();
  });
});
