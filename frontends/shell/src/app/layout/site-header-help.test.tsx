import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { SiteHeader } from './site-header.tsx';

// a member's header reads their unread count
setupApiServer(mockRoute(notificationsApi.countUnread, { count: 0 }));

const helpButton = (name: string) => within(screen.getByRole('banner')).getByRole('button', { name });

describe('the header’s Help button on a member page', () => {
  it('is named Help on an English page', () => {
    renderScreen(<SiteHeader />, { path: '/practice', user: testUser() });
    expect(helpButton('Help').getAttribute('lang')).toBeNull();
  });

  describe('on a Hindi page', () => {
    inLanguage('hi');

    it('is named in Hindi (the shell’s start-up texts), with no English left', () => {
      renderScreen(<SiteHeader />, { path: '/practice', user: testUser() });
      expect(helpButton('मदद').getAttribute('lang')).toBeNull();
      expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Help' })).toBeNull();
    });
  });
});
