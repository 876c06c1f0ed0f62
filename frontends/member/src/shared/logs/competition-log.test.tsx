import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Competition } from '@trap/contracts';
import { practiceLogsApi } from '@trap/contracts/api/route-paths';
import { mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { CompetitionLogPanel } from './competition-log.tsx';

const routes = practiceLogsApi.competitions;
const stored: Competition = {
  id: '6750a1b2c3d4e5f6a7b8c9e1',
  userId: 'u-member',
  date: '2026-11-15T00:00:00.000Z',
  createdAt: '2026-11-15T08:00:00.000Z',
  updatedAt: '2026-11-15T08:00:00.000Z',
  name: 'North Zone Championship',
  location: 'Patiala',
  discipline: 'olympic-trap',
  level: 'state',
  score: 112,
  maxScore: 125,
  placing: 3,
  notes: '',
};

setupApiServer(mockRoute(routes.list, { items: [stored], total: 1 }));
const open = () => renderScreen(<CompetitionLogPanel />, { path: '/journal', user: testUser() });

describe('the competition log', () => {
  it('lists a result with its level and placing, and the Add competition form has its fields', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Competitions' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Competitions' });
    expect(within(list).getByText(/State level · Patiala · placed 3rd/)).toBeTruthy();
    // the day on India's clock in Indian English, not the browser's locale
    expect(within(list).getByText(/^Sun, 15 Nov, 2026 · /)).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^Delete competition of / })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add competition' }));
    const form = screen.getByRole('form', { name: 'Log a competition' });
    expect(within(form).getByPlaceholderText('e.g. State Shooting Championship')).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'International' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('reads in Hindi when the page is in Hindi: the heading, the form, the level, the placing and the date', async () => {
    await switchLanguage('hi');
    open();
    expect(screen.getByRole('heading', { name: 'कॉम्पिटिशन' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'कॉम्पिटिशन' });
    expect(within(list).getByText(/^रवि, 15 नव॰ 2026 · ISSF Olympic Trap · स्टेट लेवल · Patiala · स्थान: 3/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^कॉम्पिटिशन डिलीट करें \(.*15 नव॰ 2026\)$/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'कॉम्पिटिशन जोड़ें' }));
    const form = screen.getByRole('form', { name: 'कॉम्पिटिशन लॉग करें' });
    expect(within(form).getByLabelText(/^स्थान/)).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'इंटरनेशनल' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'सेव करें' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
