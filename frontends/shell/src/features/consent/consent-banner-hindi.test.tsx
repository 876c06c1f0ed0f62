import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@trap/ui';
import { renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import { ConsentBanner } from './consent-banner.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

describe('the cookie banner on a Hindi page', () => {
  beforeEach(async () => {
    await act(async () => {
      await changeLanguage('hi', { remember: false });
    });
  });
  afterEach(async () => {
    // the page's language is shared by every test file of this worker: leave it in English
    await act(async () => {
      await changeLanguage('en', { remember: false });
    });
  });

  it('when a visitor reads a Hindi page, then the banner (English, start-up code) says it is in English', () => {
    renderScreen(<ConsentBanner />, { path: '/' });
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner.getAttribute('lang')).toBe('en-IN');
    expect(document.documentElement.lang).toBe('hi');
  });
});
