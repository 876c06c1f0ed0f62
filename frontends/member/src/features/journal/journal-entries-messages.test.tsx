import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { practiceApi, practiceLogsApi } from '@trap/contracts/api/route-paths';
import { mockRoute, renderScreen, setupApiServer, stubResizeObserver, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { JournalEntriesPanel } from './journal-entries.tsx';

setupApiServer(
  mockRoute(practiceLogsApi.journalEntries.list, { items: [], total: 0 }),
  mockRoute(practiceApi.listSessions, { items: [], total: 0 }),
);
// the form's Private switch measures itself
stubResizeObserver();
const open = () => renderScreen(<JournalEntriesPanel />, { path: '/journal', user: testUser() });

describe('the journal form’s contract messages', () => {
  it('in English: an entry with no title is refused in the contract’s words', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add journal entry' }));
    const form = screen.getByRole('form', { name: 'Write a journal entry' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Give the entry a title')).toBeTruthy();
  });

  it('in Hindi: the same refusal reads in Hindi', async () => {
    await switchLanguage('hi');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'जर्नल एंट्री जोड़ें' }));
    const form = screen.getByRole('form', { name: 'जर्नल एंट्री लिखें' });
    await userEvent.click(within(form).getByRole('button', { name: 'सेव करें' }));
    expect(await within(form).findByText('एंट्री का शीर्षक दें')).toBeTruthy();
    expect(within(form).queryByText('Give the entry a title')).toBeNull();
  });
});
