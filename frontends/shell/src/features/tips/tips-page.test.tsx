import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser, SavedTip, ShootingTip } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ShootingTipsPage from './tips-page.tsx';

const tip: ShootingTip = {
  id: 't1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  category: 'Stance',
  difficulty: 'beginner',
  tipText: 'Keep your weight on the front foot.',
  imageUrl: null,
  tags: ['stance'],
  sourceUrl: 'https://example.com/stance',
  author: 'Coach Rao',
};
const savedTip: SavedTip = { tipId: 't1', savedAt: '2026-12-01T10:00:00.000Z', notes: 'Try at station 3', tip };

const server = setupApiServer(mockRoute(contentApi.tips.list, [tip]), mockRoute(contentApi.listSavedTips, [savedTip]));
const open = (user: CurrentUser | null = testUser()) => renderScreen(<ShootingTipsPage />, { path: '/shooting-tips', user });

describe('the shooting tips page', () => {
  it('reads in English as before: the category as named, the level capitalised', async () => {
    open(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Shooting Tips' })).toBeTruthy();
    const card = await screen.findByTestId('tip-card');
    expect(within(card).getByText('Stance')).toBeTruthy();
    expect(within(card).getByText('Beginner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to save tips' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');

    it('reads its heading, filters, badges, tabs and buttons in Hindi; the tip as written', async () => {
      open();
      expect(screen.getByRole('heading', { level: 1, name: 'शूटिंग टिप्स' })).toBeTruthy();
      const category = screen.getByLabelText('कैटेगरी');
      expect(within(category).getByRole('option', { name: 'सेफ़्टी' })).toBeTruthy();
      expect(within(screen.getByLabelText('लेवल')).getByRole('option', { name: 'एडवांस्ड' })).toBeTruthy();
      expect(await screen.findByRole('tab', { name: 'सेव किए (1)' })).toBeTruthy();
      const card = await screen.findByTestId('tip-card');
      expect(within(card).getByText('स्टांस')).toBeTruthy();
      expect(within(card).getByText('शुरुआती')).toBeTruthy();
      expect(within(card).getByText('Keep your weight on the front foot.')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'नोट एडिट करें' })).toBeTruthy();
      server.use(mockRoute(contentApi.unsaveTip, undefined as never));
      await userEvent.click(within(card).getByRole('button', { name: 'सेव से हटाएँ' }));
      expect(await screen.findByText('टिप आपके सेव किए टिप्स से हटाया गया')).toBeTruthy();
    });
  });
});
