import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forumApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ForumNewPage from './forum-new-page.tsx';

setupApiServer(
  mockRoute(forumApi.listForumCategories, [
    { id: 'c1', name: 'Technique & Training', description: '', iconName: 'bullseye', topicCount: 0, replyCount: 0, lastActivityAt: null },
  ]),
);

describe('a new forum topic in Hindi', () => {
  inLanguage('hi');

  it('when a member posts a topic with nothing filled in, then the form and the contract’s messages read in Hindi', async () => {
    const user = userEvent.setup();
    renderScreen(<ForumNewPage />, { path: '/forum/new', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'नया टॉपिक' })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'कैटेगरी' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'टॉपिक पोस्ट करें' }));
    expect(await screen.findByText('शीर्षक ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('मैसेज ज़रूरी है')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'प्रीव्यू' }));
    expect(screen.getByText('अभी प्रीव्यू के लिए कुछ नहीं है।')).toBeTruthy();
  });
});
