import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@trap/ui';
import { renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import AuthPage from './auth-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();
// the tier picker's radios measure themselves (jsdom has no ResizeObserver)
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

describe('registering in Hindi', () => {
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

  it('when a visitor registers in Hindi with empty fields, then the form and SPEC’s validation messages read in Hindi and prices are in rupees', async () => {
    const user = userEvent.setup();
    renderScreen(<AuthPage />, { path: '/auth?tab=register', pattern: '/auth' });
    expect(screen.getByRole('heading', { level: 1, name: 'क्लब से जुड़ें' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'रजिस्टर करें' });
    expect(within(form).getByText('₹6,000 प्रति वर्ष', { exact: false })).toBeTruthy();
    expect(within(form).getByText('आपके पासवर्ड में ज़रूरी है:')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'अकाउंट बनाएँ' }));

    expect(await within(form).findByText('यूज़रनेम कम से कम 3 कैरेक्टर का होना चाहिए')).toBeTruthy();
    expect(within(form).getByText('ईमेल पता सही नहीं है')).toBeTruthy();
    expect(within(form).getByText('दिखने वाला नाम कम से कम 2 कैरेक्टर का होना चाहिए')).toBeTruthy();
    expect(within(form).getByText('पासवर्ड कम से कम 6 कैरेक्टर का होना चाहिए')).toBeTruthy();
  });
});
