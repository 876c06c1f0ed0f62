import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@trap/contracts';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import VerifyEmailPage from './verify-email-page.tsx';
import '../../shared/i18n/shell-texts.ts';

const server = setupApiServer();

describe('the account pages in Hindi', () => {
  inLanguage('hi');

  it('when a visitor asks for a reset link in Hindi, then the form, its check and the service’s answer read in Hindi', async () => {
    server.use(mockRoute(authAccountApi.forgotPassword, { success: true, message: ACCOUNT_MESSAGES.resetRequested }));
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeTruthy();
    const email = screen.getByLabelText('ईमेल');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByText('ईमेल पता सही नहीं है')).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.type(email, 'asha@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^अगर कोई अकाउंट इस ईमेल पते/);
    expect(screen.getByRole('link', { name: 'लॉगिन पर वापस जाएँ' })).toBeTruthy();
  });

  it('when a visitor opens a reset link without its token in Hindi, then it says so in Hindi with a way to a new one', () => {
    renderScreen(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड रीसेट करें' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('पासवर्ड रीसेट का यह लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक माँगें।');
    expect(screen.getByRole('link', { name: 'नया लिंक माँगें' })).toBeTruthy();
  });

  it('when a member chooses passwords that differ in Hindi, then the form says so in Hindi', async () => {
    renderScreen(<ResetPasswordPage />, { path: '/reset-password?token=abc', pattern: '/reset-password' });
    await userEvent.type(screen.getByLabelText('नया पासवर्ड'), 'Range-day-2026');
    await userEvent.type(screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), 'Range-day-2025');
    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    expect(await screen.findByText('पासवर्ड मेल नहीं खाते')).toBeTruthy();
  });

  it('when a member opens the verification link in Hindi, then the service’s answer and the link read in Hindi', async () => {
    server.use(mockRoute(authAccountApi.verifyEmail, { success: true, message: ACCOUNT_MESSAGES.emailVerified }));
    renderScreen(<VerifyEmailPage />, { path: '/verify-email?token=abc', pattern: '/verify-email' });
    expect(screen.getByRole('heading', { level: 1, name: 'ईमेल वेरिफ़ाई करें' })).toBeTruthy();
    expect(await screen.findByText('धन्यवाद! आपका ईमेल पता वेरिफ़ाई हो गया है।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपने डैशबोर्ड पर जाएँ' })).toBeTruthy();
  });
});
