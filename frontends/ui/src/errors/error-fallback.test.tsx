import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../testing/language.ts';
import { renderScreen } from '../testing/render.tsx';
import { ErrorFallback } from './error-fallback.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error screen', () => {
  it('says something went wrong, with an engine error’s text hidden, and Try Again, as before', () => {
    renderScreen(<ErrorFallback error={new TypeError('x is not a function')} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(alert.textContent).toContain('An unexpected error occurred');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says a page whose code did not arrive could not be loaded', () => {
    renderScreen(<ErrorFallback error={Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })} />);
    expect(screen.getByText('This page could not be loaded. Please check your connection and try again.')).toBeTruthy();
  });

  it('reads in Hindi when the page is in Hindi', async () => {
    await switchLanguage('hi');
    renderScreen(<ErrorFallback error={new TypeError('x is not a function')} />);
    expect(await screen.findByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeTruthy();
    expect(screen.getByText('एक अनचाही गड़बड़ी हुई')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeTruthy();
  });

  it('says in Hindi that the device is offline, and still offline after Try Again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await switchLanguage('hi');
    renderScreen(<ErrorFallback error={new Error('Failed to fetch')} />);
    expect(await screen.findByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeTruthy();
    expect(screen.getByText(/आपका डिवाइस इंटरनेट से जुड़ा नहीं है/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'फिर कोशिश करें' }));
    expect(screen.getByText('अभी भी ऑफ़लाइन। अपना Wi-Fi या मोबाइल डेटा जाँचें।')).toBeTruthy();
  });
});
