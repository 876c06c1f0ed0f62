import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shootsApi } from '@trap/contracts/api/route-paths';
import { apiError, inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ScorePage from './score-page.tsx';
import { PaperCard } from './paper-card.tsx';
import { ScorerCard } from './scorer-card.tsx';
import type { Card, Shoot } from './score-api.ts';

const SHOOT_ID = '6750a1b2c3d4e5f6a7b8c9d1';
const squad = (n: number, over: Partial<Card['squad']> = {}): Card['squad'] => ({
  id: `sq${n}`,
  name: `Squad ${n}`,
  discipline: 'olympic-trap',
  startsAt: '2026-12-20T04:00:00.000Z',
  startOrder: n,
  shooters: [
    { id: `s${n}a`, name: 'Asha Rao', userId: null, category: 'open', position: 1 },
    { id: `s${n}b`, name: 'Vikram Singh', userId: null, category: 'open', position: 2 },
  ],
  scorerName: null,
  hasScorer: false,
  scoredByYou: false,
  locked: false,
  ...over,
});
const shoot: Shoot = {
  id: SHOOT_ID,
  eventId: '6750a1b2c3d4e5f6a7b8c9d0',
  title: 'December Club Shoot',
  status: 'live',
  disciplines: [{ discipline: 'olympic-trap', rounds: 2 }],
  squads: [squad(1, { hasScorer: true, scorerName: 'Ravi' }), squad(2)],
  code: 'DEC123',
  isOrganiser: false,
  createdAt: '2026-12-01T04:00:00.000Z',
  finishedAt: null,
};
const card: Card = {
  shootId: SHOOT_ID,
  squadId: 'sq2',
  squad: squad(2, { hasScorer: true, scoredByYou: true, scorerName: 'Priya Kapoor' }),
  rounds: 2,
  targets: [],
  corrections: [],
  lockedAt: null,
  isScorer: true,
  isOrganiser: false,
};

const server = setupApiServer(mockRoute(shootsApi.findShootByCode, shoot), mockRoute(shootsApi.getShootCard, card));
const openPicker = () => renderScreen(<ScorePage />, { path: '/score/DEC123', pattern: '/score/:code', user: testUser() });
const openCard = () => renderScreen(<ScorerCard shoot={shoot} squadId="sq2" />, { user: testUser() });

describe('the scorer’s pad', () => {
  it('offers the squads with no scorer and shows the taken one as taken', async () => {
    openPicker();
    expect(screen.getByRole('heading', { level: 1, name: 'Score a squad' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Choose the squad you score' })).toBeTruthy();
    const taken = screen.getByTestId('squad-1');
    expect(within(taken).getByText('Taken: Ravi scores this squad')).toBeTruthy();
    const free = screen.getByTestId('squad-2');
    expect(within(free).getByText('ISSF Olympic Trap · starts 9:30 am · Asha Rao, Vikram Singh')).toBeTruthy();
    expect(within(free).getByText('No scorer yet')).toBeTruthy();
    expect(within(free).getByRole('button', { name: 'Score Squad 2' })).toBeTruthy();
  });

  it('shows the squad’s card with its rounds, shooters and the sync state', async () => {
    openCard();
    expect(await screen.findByRole('heading', { name: 'Squad 2 · ISSF Olympic Trap' })).toBeTruthy();
    expect(screen.getByTestId('sync-status').textContent).toBe('All targets synced');
    expect(within(screen.getByRole('group', { name: 'Rounds' })).getByRole('button', { name: 'Round 1' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Shooters' })).getByRole('button', { name: '1. Asha Rao · 0/0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refused (counts as lost)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lock card' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe(`/shoots/${SHOOT_ID}/leaderboard`);
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi: the squads, the card and the paper card, the start time too', async () => {
      const picker = openPicker();
      expect(await screen.findByRole('heading', { level: 1, name: 'स्क्वॉड स्कोर करें' })).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'वह स्क्वॉड चुनें जिसे आप स्कोर करेंगे' })).toBeTruthy();
      expect(within(screen.getByTestId('squad-1')).getByText('लिया जा चुका: Ravi यह स्क्वॉड स्कोर कर रहे हैं')).toBeTruthy();
      const free = screen.getByTestId('squad-2');
      expect(within(free).getByText('ISSF Olympic Trap · 9:30 am पर शुरू · Asha Rao, Vikram Singh')).toBeTruthy();
      expect(within(free).getByRole('button', { name: 'Squad 2 स्कोर करें' })).toBeTruthy();
      picker.unmount();

      server.use(mockRoute(shootsApi.findShootByCode, () => apiError(404, 'Not found')));
      const missing = openPicker();
      expect(await screen.findByText('इस कोड का कोई शूट नहीं है। आयोजक से कोड जाँच लें।')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'शूट खोलें' })).toBeTruthy();
      expect(screen.getByLabelText('जॉइन कोड')).toBeTruthy();
      missing.unmount();

      const pad = openCard();
      expect(await screen.findByRole('heading', { name: 'Squad 2 · ISSF Olympic Trap' })).toBeTruthy();
      expect(screen.getByTestId('sync-status').textContent).toBe('सभी टारगेट सिंक हो गए');
      expect(within(screen.getByRole('group', { name: 'राउंड' })).getByRole('button', { name: 'राउंड 2' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'रिफ़्यूज़्ड (लॉस्ट गिना जाता है)' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'कार्ड लॉक करें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'पेपर कार्ड पढ़ें' })).toBeTruthy();
      pad.unmount();

      renderScreen(<PaperCard shoot={shoot} card={card} targets={[]} round={1} onClose={() => {}} />, { user: testUser() });
      expect(screen.getByRole('heading', { name: 'पेपर कार्ड पढ़ें · राउंड 1' })).toBeTruthy();
      expect(screen.getByText(/^कार्ड DEC123-S2-R1: इसे अच्छी रोशनी में सीधा रखें/)).toBeTruthy();
      expect(screen.getByLabelText('कार्ड की फ़ोटो लें')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    });
  });
});
