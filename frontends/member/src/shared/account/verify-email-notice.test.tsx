import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

const server = setupApiServer();
const unverified = () => testUser({ email: 'priya@example.in', emailVerified: false });
const open = () => renderScreen(<VerifyEmailNotice />, { path: '/profile', user: unverified() });

describe('the verify-e-mail notice', () => {
  it('shows nothing once the address is verified', () => {
    const { container } = renderScreen(<VerifyEmailNotice />, { path: '/profile', user: testUser({ emailVerified: true }) });
    expect(container.querySelector('.verify-email-notice')).toBeNull();
  });

  it('asks an unverified member to open the link, and resends it', async () => {
    server.use(mockRoute(authAccountApi.resendEmailVerification, { success: true, message: 'Check your inbox' }));
    open();
    expect(screen.getByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Verify your e-mail' }).textContent).toContain(
      'We sent a link to priya@example.in. Open it to confirm the address is yours, so you can reset your password if you ever forget it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('Verification e-mail sent')).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi', async () => {
      server.use(mockRoute(authAccountApi.resendEmailVerification, { success: true, message: 'Check your inbox' }));
      open();
      expect(await screen.findByRole('heading', { name: 'अपना ईमेल वेरिफ़ाई करें' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'अपना ईमेल वेरिफ़ाई करें' }).textContent).toContain('हमने priya@example.in पर एक लिंक भेजा है।');
      await userEvent.click(screen.getByRole('button', { name: 'वेरिफ़िकेशन ईमेल फिर से भेजें' }));
      expect(await screen.findByText('वेरिफ़िकेशन ईमेल भेज दिया गया')).toBeTruthy();
    });
  });
});
