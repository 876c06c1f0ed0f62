import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, testUser } from '@trap/ui/testing/index.ts';
import ModeratorLayout from './moderator-layout.tsx';

const open = (role: 'moderator' | 'admin') =>
  renderScreen(<ModeratorLayout />, { path: '/moderator/forum', user: testUser({ role }) });

describe('the moderator area’s layout', () => {
  it('names the screen and links the screens the moderator may open', () => {
    open('moderator');
    expect(screen.getByRole('heading', { level: 1, name: 'Forum Moderation' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Moderator navigation' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Forum Moderation', 'Reported Content']);
    expect(screen.getByRole('link', { name: 'Back to Website' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi', async () => {
      open('admin');
      expect(screen.getByRole('heading', { level: 1, name: 'फ़ोरम मॉडरेशन' })).toBeTruthy();
      expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
        'डैशबोर्ड',
        'फ़ोरम मॉडरेशन',
        'ब्लॉग मैनेजमेंट',
        'रिपोर्ट किया गया कंटेंट',
        'वेबसाइट पर वापस जाएँ',
      ]);
      expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    });
  });
});
