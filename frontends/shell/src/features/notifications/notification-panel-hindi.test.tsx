import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import type { Notification } from '@trap/contracts';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { NotificationPanel } from './notification-panel.tsx';
import '../../shared/i18n/shell-texts.ts';

// what the notifications service writes for a member whose account is in Hindi
const practice: Notification = {
  id: 'n1',
  type: 'practice_session',
  title: 'प्रैक्टिस सेशन दर्ज हुआ',
  message: 'आपका प्रैक्टिस सेशन 20/25 के स्कोर के साथ सेव हो गया।',
  priority: 'low',
  isRead: false,
  isSnoozed: false,
  snoozeUntil: null,
  actionUrl: '/practice',
  relatedEntityType: 'practice_session',
  relatedEntityId: 's1',
  createdAt: '2026-12-07T20:00:00.000Z',
  expiresAt: null,
};

setupApiServer(mockRoute(notificationsApi.listNotifications, [practice]), mockRoute(notificationsApi.countUnread, { count: 1 }));

describe('the notification panel in Hindi', () => {
  inLanguage('hi');

  it('when a Hindi member opens the panel, then its title, actions, tabs and each item’s type and time read in Hindi (India’s clock)', async () => {
    renderScreen(<NotificationPanel count={1} live={false} />, { path: '/', user: testUser() });
    const panel = await screen.findByRole('dialog', { name: 'नोटिफ़िकेशन' });
    expect(within(panel).getByRole('button', { name: 'सब पढ़ा हुआ मार्क करें' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'सब हटाएँ' })).toBeTruthy();
    expect(within(panel).getByRole('tab', { name: 'बिना पढ़े' })).toBeTruthy();
    expect(within(panel).getByRole('tab', { name: 'ज़रूरी' })).toBeTruthy();
    const item = await within(panel).findByTestId('notification-item');
    expect(within(item).getByText('प्रैक्टिस सेशन दर्ज हुआ')).toBeTruthy();
    expect(within(item).getByText('(बिना पढ़ा)')).toBeTruthy();
    // 20:00 UTC is the 8th, 1:30 am, in India
    expect(within(item).getByText(/^प्रैक्टिस सेशन · 8 दिस॰ 2026/)).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'प्रैक्टिस सेशन दर्ज हुआ के लिए एक्शन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नोटिफ़िकेशन, 1 बिना पढ़े' })).toBeTruthy();
  });
});
