import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, setupApiServer, switchLanguage } from '@trap/ui/testing/index.ts';
import { NotFoundPage } from './not-found-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

describe('the 404 page in Hindi', () => {
  inLanguage('hi');

  it('when a visitor opens an unknown address in Hindi, then the heading, text and way home read in Hindi', () => {
    renderScreen(<NotFoundPage />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByText('क्या आप पेज को राउटर में जोड़ना भूल गए?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeTruthy();
  });

  it('when a visitor opens an unknown address in English, then SPEC’s words read as before', async () => {
    await switchLanguage('en');
    renderScreen(<NotFoundPage />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });
});
