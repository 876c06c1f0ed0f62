import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActiveSession } from '@trap/contracts';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import SecurityPage from './security-page.tsx';

const here: ActiveSession = {
  id: 's-here',
  current: true,
  createdAt: '2026-11-20T04:30:00.000Z',
  lastSeenAt: '2026-12-07T06:40:00.000Z',
  device: 'Chrome on Android',
  ip: '203.0.113.7',
};
const laptop: ActiveSession = {
  id: 's-laptop',
  current: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  lastSeenAt: '2026-11-02T12:00:00.000Z',
  device: null,
  ip: null,
};

const server = setupApiServer(mockRoute(authAccountApi.listSessions, { items: [here, laptop] }));
const open = () => renderScreen(<SecurityPage />, { path: '/profile/security', user: testUser() });

describe('Account security', () => {
  it('shows a spinner while the sessions load', async () => {
    server.use(mockRoutePending(authAccountApi.listSessions));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account security' })).toBeTruthy();
    expect(await screen.findByText('Loading sessions...')).toBeTruthy();
  });

  it('lists the sessions with their times in India, this device marked', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const mine = within(list).getByRole('listitem', { name: 'Chrome on Android (this device)' });
    expect(within(mine).getByText(/Signed in 20 Nov 2026, 10:00 am · Last active 7 Dec 2026, 12:10 pm/)).toBeTruthy();
    const other = within(list).getByRole('listitem', { name: 'Unknown browser' });
    expect(within(other).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeTruthy();
  });

  it('says when the new passwords differ', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Current password'), 'old-Secret1!');
    await userEvent.type(screen.getByLabelText('New password'), 'new-Secret1!');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-Secret2!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('offers Try again when the server fails, and lists the sessions once it answers', () =>
    expectRetryableError(server, {
      route: authAccountApi.listSessions,
      open,
      error: 'Internal server error',
      answer: { items: [here] },
      recovered: () => screen.findByText('No other sessions: you are signed in only here.'),
    }));

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the times and the form’s messages too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'अकाउंट सुरक्षा' })).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'एक्टिव सेशन' });
      const mine = within(list).getByRole('listitem', { name: 'Chrome on Android (यह डिवाइस)' });
      expect(within(mine).getByText(/20 नव॰ 2026, 10:00 am को लॉग इन/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'बाकी सभी सेशन लॉग आउट करें' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
      expect(await screen.findByText('मौजूदा पासवर्ड ज़रूरी है')).toBeTruthy();
    });
  });
});
