import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@trap/contracts';
import { practiceApi, practiceLogsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, stubResizeObserver, testUser } from '@trap/ui/testing/index.ts';
import JournalPage from './journal-page.tsx';

const entry: JournalEntry = {
  id: '6750a1b2c3d4e5f6a7b8c9d1',
  userId: 'u-priya',
  date: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  title: 'Station 4 again',
  content: 'Lifting my head on the right-hand targets.',
  tags: ['technique'],
  audioNoteUrl: null,
  transcribedText: '',
  isPrivate: true,
  sessionId: null,
  equipmentIds: [],
};

const server = setupApiServer(
  mockRoute(practiceLogsApi.journalEntries.list, { items: [entry], total: 1 }),
  mockRoute(practiceApi.listSessions, { items: [], total: 0 }),
  // the effects beside performance are the shared panel's own test
  mockRoutePending(practiceLogsApi.wellbeingEffects),
);
// the form's Private switch measures itself
stubResizeObserver();
const open = () => renderScreen(<JournalPage />, { path: '/journal', user: testUser() });

describe('Shooting Journal', () => {
  it('lists the entries with their tags and offers the search', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Shooting Journal' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Journal' }).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    const article = within(list).getByRole('article', { name: 'Station 4 again' });
    expect(within(article).getByText('Private')).toBeTruthy();
    expect(within(article).getByText('Tue, 1 Dec, 2026')).toBeTruthy();
    expect(within(article).getByLabelText('Tags').textContent).toBe('#technique');
    expect(within(screen.getByRole('search', { name: 'Search entries' })).getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('says so when the search finds nothing', async () => {
    server.use(mockRoute(practiceLogsApi.journalEntries.list, ({ request }) => (new URL(request.url).searchParams.get('q') ? { items: [], total: 0 } : { items: [entry], total: 1 })));
    open();
    await screen.findByRole('article', { name: 'Station 4 again' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'crosswind');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No entries match crosswind.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the entry’s date and its form too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'शूटिंग जर्नल' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'कॉम्पिटिशन' })).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'जर्नल एंट्री' });
      const article = within(list).getByRole('article', { name: 'Station 4 again' });
      expect(within(article).getByText('प्राइवेट')).toBeTruthy();
      expect(within(article).getByText('मंगल, 1 दिस॰ 2026')).toBeTruthy();
      const search = screen.getByRole('search', { name: 'एंट्री सर्च करें' });
      expect(within(search).getByRole('button', { name: 'सर्च करें' })).toBeTruthy();
      expect(within(search).getByPlaceholderText('शब्द, या #टैग')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'जर्नल एंट्री जोड़ें' }));
      const form = screen.getByRole('form', { name: 'जर्नल एंट्री लिखें' });
      expect(within(form).getByLabelText('शीर्षक')).toBeTruthy();
      expect(within(form).getByRole('switch', { name: 'प्राइवेट' }).getAttribute('aria-checked')).toBe('true');
    });
  });
});
