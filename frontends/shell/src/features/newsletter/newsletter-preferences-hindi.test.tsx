import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_INVALID_LINK, type NewsletterSubscription } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRouteError, renderScreen, setupApiServer, stubResizeObserver, switchLanguage } from '@trap/ui/testing/index.ts';
import NewsletterPreferencesPage from './newsletter-preferences-page.tsx';
import '../../shared/i18n/shell-texts.ts';

const subscription: NewsletterSubscription = {
  id: 'n1',
  email: 'asha@example.org',
  name: null,
  status: 'active',
  userId: null,
  subscriptionDate: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-20T10:05:00.000Z',
  unsubscribedAt: null,
  preferences: { topics: ['news', 'tips'], frequency: 'weekly', digest: true },
  lastEmailSentAt: null,
};

const server = setupApiServer();
// the frequency's radios and the digest switch measure themselves
stubResizeObserver();

describe('the newsletter preferences in Hindi', () => {
  inLanguage('hi');

  it('when a subscriber opens their link in Hindi, then the status, topics, frequency and buttons read in Hindi', async () => {
    server.use(mockRoute(notificationsApi.getPreferences, subscription));
    renderScreen(<NewsletterPreferencesPage />, { path: '/newsletter-preferences?token=abc&confirmed=1', pattern: '/newsletter-preferences' });
    expect(await screen.findByRole('heading', { level: 1, name: 'न्यूज़लेटर की पसंद' })).toBeTruthy();
    expect((await screen.findByTestId('subscription-status')).textContent).toBe('सब्सक्राइब किया हुआ');
    expect(screen.getByText('asha@example.org')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^धन्यवाद! आपका सब्सक्रिप्शन कन्फ़र्म हो गया है।/);
    const topics = screen.getByRole('group', { name: 'टॉपिक' });
    expect(within(topics).getByRole('checkbox', { name: 'शूटिंग टिप्स' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'हर हफ़्ते' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पसंद सेव करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अनसब्सक्राइब करें' })).toBeTruthy();
  });

  it('when the link has expired, then the service’s answer and the form for a new link read in Hindi', async () => {
    server.use(mockRouteError(notificationsApi.getPreferences, 400, NEWSLETTER_INVALID_LINK));
    renderScreen(<NewsletterPreferencesPage />, { path: '/newsletter-preferences?token=old', pattern: '/newsletter-preferences' });
    expect(await screen.findByText('लिंक गलत है या इसकी समय-सीमा खत्म हो गई है')).toBeTruthy();
    expect(screen.getByLabelText('ईमेल')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'मुझे लिंक भेजें' }));
    expect(await screen.findByText('कृपया अपना ईमेल पता डालें।')).toBeTruthy();
  });

  it('when the page is in English, then the status reads as before', async () => {
    await switchLanguage('en');
    server.use(mockRoute(notificationsApi.getPreferences, subscription));
    renderScreen(<NewsletterPreferencesPage />, { path: '/newsletter-preferences?token=abc', pattern: '/newsletter-preferences' });
    expect((await screen.findByTestId('subscription-status')).textContent).toBe('Subscribed');
    expect(screen.getByTestId('subscription-status').parentElement?.textContent).toBe('Subscription for asha@example.org: Subscribed');
  });
});
