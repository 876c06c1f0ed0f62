import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrainingGoal } from '@trap/contracts';
import { trainingApi } from '@trap/contracts/api/route-paths';
import { mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { GoalsPanel } from './goals-panel.tsx';

const goal: TrainingGoal = {
  id: '6750a1b2c3d4e5f6a7b8c9a1',
  userId: 'u-member',
  title: '',
  metric: 'average-per-round',
  target: 23,
  discipline: null,
  deadline: '2027-01-31',
  baseline: 20.5,
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  progress: { current: 21.5, percent: 40, status: 'in-progress', sessions: 1, daysLeft: 12, windowFrom: '2026-11-01', windowTo: '2026-12-01' },
};

setupApiServer(mockRoute(trainingApi.listGoals, { items: [goal] }));
const open = () => renderScreen(<GoalsPanel />, { path: '/training-progress', user: testUser() });

describe('the goals panel', () => {
  it('shows a goal with its progress, as before', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Your goals' });
    expect(await within(list).findByRole('heading', { name: 'Average per round: 23 per round' })).toBeTruthy();
    expect(within(list).getByText('40% · now 21.5 per round of 23 per round over the last 30 days (1 session) · In progress · 12 days left')).toBeTruthy();
    expect(within(list).getByText('When you set it: 20.5 per round')).toBeTruthy();
    // the deadline in Indian English on India's clock, not the browser's locale
    expect(within(list).getByText('by 31 Jan 2027')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'New goal' })).toBeTruthy();
  });

  it('reads in Hindi when the page is in Hindi, the deadline too', async () => {
    await switchLanguage('hi');
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'लक्ष्य' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'आपके लक्ष्य' });
    expect(await within(list).findByRole('heading', { name: 'प्रति राउंड औसत: 23 प्रति राउंड' })).toBeTruthy();
    expect(within(list).getByText('31 जन॰ 2027 तक')).toBeTruthy();
    expect(within(list).getByText(/^40% · पिछले 30 दिनों में अभी 23 प्रति राउंड में से 21.5 प्रति राउंड \(1 सेशन\) · जारी · 12 दिन बाकी$/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'एडिट करें' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'नया लक्ष्य' });
    expect(within(form).getByRole('button', { name: 'लक्ष्य तय करें' })).toBeTruthy();
  });
});
