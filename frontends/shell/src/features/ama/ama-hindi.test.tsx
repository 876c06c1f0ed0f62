import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Ama, AmaQuestion } from '@trap/contracts';
import { amaRoomApi, contentApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import AmaPage from './ama-page.tsx';
import AmaSessionPage from './ama-session-page.tsx';
import '../../shared/i18n/shell-texts.ts';

const ama = (id: string, status: Ama['status'], overrides: Partial<Ama> = {}): Ama => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: `Pressure on the last round ${id}`,
  description: 'What to think on station 5.',
  shooterId: null,
  shooterName: 'Asha Rao',
  status,
  scheduledFor: '2026-12-10T13:00:00.000Z',
  transcript: status === 'completed' ? 'Q: How do you breathe?\n\nA: Slowly.' : null,
  imageUrl: null,
  streamUrl: null,
  featured: false,
  ...overrides,
});
const question: AmaQuestion = {
  id: 'q1',
  amaId: 'a1',
  text: 'How do you reset after a miss?',
  votes: 3,
  mine: false,
  upvotedByMe: false,
  answered: false,
  answeredAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const server = setupApiServer(
  mockRoute(contentApi.liveAmas, []),
  mockRoute(contentApi.upcomingAmas, [ama('a2', 'upcoming')]),
  mockRoute(contentApi.pastAmas, [ama('a3', 'completed')]),
  mockRoute(contentApi.listAmaReminders, []),
);

describe('the AMA pages in Hindi', () => {
  inLanguage('hi');

  it('when a visitor opens /ama in Hindi, then its sections, cards, buttons and dates read in Hindi', async () => {
    renderScreen(<AmaPage />, { path: '/ama' });
    expect(screen.getByRole('heading', { level: 1, name: 'AMA: कुछ भी पूछें' })).toBeTruthy();
    expect(await screen.findByText('अभी कोई लाइव सेशन नहीं है।')).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: 'आने वाले सेशन' });
    expect(await within(upcoming).findByText('आने वाला')).toBeTruthy();
    expect(within(upcoming).getByText('Asha Rao · शूटिंग एक्सपर्ट')).toBeTruthy();
    expect(within(upcoming).getByText('10 दिस॰ 2026')).toBeTruthy();
    expect(within(upcoming).getByRole('button', { name: 'रिमाइंडर सेट करें' })).toBeTruthy();
    expect(within(upcoming).getByRole('link', { name: 'सेशन की जानकारी: Pressure on the last round a2' })).toBeTruthy();
    const past = screen.getByRole('region', { name: 'पिछले सेशन' });
    expect(await within(past).findByRole('link', { name: 'ट्रांसक्रिप्ट देखें' })).toBeTruthy();
  });

  it('when a visitor reads a past session in Hindi, then its date, labels and transcript headings read in Hindi, the transcript as written', async () => {
    server.use(mockRoute(contentApi.amas.get, ama('a3', 'completed')));
    renderScreen(<AmaSessionPage />, { path: '/ama/a3', pattern: '/ama/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pressure on the last round a3' })).toBeTruthy();
    expect(screen.getByText('पूरा हुआ')).toBeTruthy();
    expect(screen.getByTestId('ama-date').textContent).toBe('10 दिस॰ 2026');
    expect(screen.getByRole('heading', { level: 2, name: 'ट्रांसक्रिप्ट' })).toBeTruthy();
    expect(screen.getByText('सवाल:')).toBeTruthy();
    expect(screen.getByText(/How do you breathe\?/)).toBeTruthy();
  });

  it('when a member is in a live session in Hindi, then the question queue, votes and its buttons read in Hindi', async () => {
    server.use(
      mockRoute(contentApi.amas.get, ama('a1', 'live')),
      mockRoute(amaRoomApi.listAmaQuestions, { items: [question] }),
    );
    renderScreen(<AmaSessionPage />, { path: '/ama/a1', pattern: '/ama/:id', user: testUser() });
    expect(await screen.findByText('यह सेशन अभी लाइव है।')).toBeTruthy();
    const queue = await screen.findByRole('list', { name: 'सवालों की कतार' });
    expect(within(queue).getByText('वोट')).toBeTruthy();
    expect(within(queue).getByRole('button', { name: 'अपवोट करें' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'सवाल पूछें' }));
    expect(await screen.findByText('सवाल लिखना ज़रूरी है')).toBeTruthy();
  });

  it('when an upcoming session is read in Hindi, then its time says IST', async () => {
    server.use(mockRoute(contentApi.amas.get, ama('a2', 'upcoming')));
    renderScreen(<AmaSessionPage />, { path: '/ama/a2', pattern: '/ama/:id' });
    expect(await screen.findByTestId('ama-date')).toBeTruthy();
    expect(screen.getByTestId('ama-date').textContent).toBe('10 दिस॰ 2026 · 6:30 pm IST');
  });
});
