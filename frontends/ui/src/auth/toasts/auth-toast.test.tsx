import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../testing/language.ts';
import { renderScreen } from '../../testing/render.tsx';
import { authToast } from './auth-toast.ts';

describe('the session’s toasts', () => {
  it('say login and logout in English on an English page', async () => {
    renderScreen(<p>Page</p>);
    authToast('loggedIn', { name: 'Asha' });
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome back, Asha!')).toBeTruthy();
    authToast('loggedOut');
    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(screen.getByText('You have been successfully logged out.')).toBeTruthy();
  });

  it('say them in Hindi on a Hindi page, the server’s own message kept as it is', async () => {
    await switchLanguage('hi');
    renderScreen(<p>Page</p>);
    authToast('loggedIn', { name: 'Asha' });
    expect(await screen.findByText('लॉगिन हो गया')).toBeTruthy();
    expect(screen.getByText('फिर से स्वागत है, Asha!')).toBeTruthy();
    authToast('logoutFailed');
    expect(await screen.findByText('लॉग आउट नहीं हो सका', { selector: '[data-title]' })).toBeTruthy();
    authToast('loginFailed', { description: 'Too many attempts' });
    expect(await screen.findByText('लॉगिन नहीं हो सका')).toBeTruthy();
    expect(screen.getByText('Too many attempts')).toBeTruthy();
    authToast('loggedOut');
    expect(await screen.findByText('लॉग आउट हो गया')).toBeTruthy();
    expect(screen.getByText('आप सफलतापूर्वक लॉग आउट हो गए हैं।')).toBeTruthy();
  });

  it('count the trial’s days in the page’s language', async () => {
    renderScreen(<p>Page</p>);
    authToast('trialEnding', { count: 1 });
    expect(await screen.findByText('Your trial membership ends in 1 day. Upgrade to keep your member benefits.')).toBeTruthy();
    authToast('trialEnding', { count: 3 });
    expect(await screen.findByText('Your trial membership ends in 3 days. Upgrade to keep your member benefits.')).toBeTruthy();
  });
});
