import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shootsApi } from '@trap/contracts/api/route-paths';
import type { ShootTargetInput } from '@trap/contracts';
import { fixtureMarks, fixturePhoto } from '@trap/ui/paper-card/fixture-photo.ts';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { PaperCard } from './paper-card.tsx';
import type { Card, Shoot } from './score-api.ts';

const SHOOT_ID = '6750a1b2c3d4e5f6a7b8c9d1';
const NAMES = ['Asha Rao', 'Vikram Singh', 'Meera Pillai', 'Kabir Das', 'Nisha Iyer', 'Arjun Mehta'];
const squad: Card['squad'] = {
  id: 'sq1',
  name: 'Squad 1',
  discipline: 'olympic-trap',
  startsAt: '2026-12-20T04:00:00.000Z',
  startOrder: 1,
  shooters: NAMES.map((name, i) => ({ id: `s${i + 1}`, name, userId: null, category: 'open' as const, position: i + 1 })),
  scorerName: 'Scorer',
  hasScorer: true,
  scoredByYou: true,
  locked: false,
};
const shoot: Shoot = {
  id: SHOOT_ID,
  eventId: '6750a1b2c3d4e5f6a7b8c9d0',
  title: 'Paper Card Shoot',
  status: 'live',
  disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
  squads: [squad],
  code: 'PAPER1',
  isOrganiser: false,
  createdAt: '2026-12-20T04:00:00.000Z',
  finishedAt: null,
};
// Vikram Singh already has a target of round 1 scored on the pad
const padTarget = { id: 'pad00001', shooterId: 's2', round: 1, outcome: 'first' as const, direction: null, station: null, deleted: false };
const card: Card = {
  shootId: SHOOT_ID,
  squadId: 'sq1',
  squad,
  rounds: 1,
  targets: [padTarget],
  corrections: [],
  lockedAt: null,
  isScorer: true,
  isOrganiser: false,
};

const server = setupApiServer();
const PHOTO = 'card-straight.png';

describe('reading a paper card on the scorer’s phone', () => {
  it('shows the marks read from the photo, flips a tapped box, and saves the targets through the queue, once each and in order', async () => {
    const sent: ShootTargetInput[] = [];
    server.use(
      mockRoute(shootsApi.scoreShootTarget, async ({ request }) => {
        const body = (await request.json()) as ShootTargetInput;
        sent.push(body);
        return { target: { ...body, direction: null, station: null, deleted: false }, created: true };
      }),
    );
    const onClose = vi.fn();
    const marks = fixtureMarks(PHOTO);
    renderScreen(
      <PaperCard shoot={shoot} card={card} targets={card.targets} round={1} onClose={onClose} photoPixels={async () => fixturePhoto(PHOTO)} />,
      { user: testUser() },
    );
    expect(screen.getByText(/Card PAPER1-S1-R1:/).textContent).toContain('photograph it whole');
    await userEvent.upload(screen.getByLabelText('Photograph the card'), new File(['x'], 'card.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByTestId('paper-status', {}, { timeout: 10_000 })).textContent).toBe('Card read: check the marks, tap a box to change it.');

    const kills = (i: number) => [...marks].filter((k) => k.startsWith(`${i}:`)).length;
    expect(screen.getByTestId('paper-total-0').textContent).toBe(`${kills(0)}/25`);
    // the shooter scored on the pad keeps the pad's targets
    expect(screen.getByTestId('paper-total-1').textContent).toBe('on the pad');
    expect((screen.getByTestId('paper-box-1-1-1') as HTMLButtonElement).disabled).toBe(true);
    for (const key of ['0:1:1', '0:1:2', '3:7:1', '5:25:2'])
      expect(screen.getByTestId(`paper-box-${key.replace(/:/g, '-')}`).getAttribute('aria-pressed')).toBe(String(marks.has(key)));

    // the scorer corrects Asha Rao's target 1: the first-barrel box flips
    const box = screen.getByRole('button', { name: 'Asha Rao, target 1, first barrel' });
    const before = box.getAttribute('aria-pressed') === 'true';
    await userEvent.click(box);
    expect(box.getAttribute('aria-pressed')).toBe(String(!before));
    expect(screen.getByTestId('paper-total-0').textContent).toBe(`${kills(0) + (before ? -1 : 1)}/25`);

    await userEvent.click(screen.getByRole('button', { name: 'Save 125 targets' }));
    expect(onClose).toHaveBeenCalledWith(125);
    await waitFor(() => expect(sent).toHaveLength(125), { timeout: 20_000 });
    expect(sent.some((t) => t.shooterId === 's2')).toBe(false);
    expect(new Set(sent.map((t) => t.id)).size).toBe(125);
    const outcome = (shooter: number, target: number, flipped = false) => {
      const first = marks.has(`${shooter}:${target}:1`) !== flipped;
      return first ? 'first' : marks.has(`${shooter}:${target}:2`) ? 'second' : 'lost';
    };
    const asha = sent.filter((t) => t.shooterId === 's1');
    expect(asha.map((t) => t.outcome)).toEqual(Array.from({ length: 25 }, (_, t) => outcome(0, t + 1, t === 0)));
    expect(asha.every((t) => t.round === 1)).toBe(true);
    const arjun = sent.filter((t) => t.shooterId === 's6');
    expect(arjun.map((t) => t.outcome)).toEqual(Array.from({ length: 25 }, (_, t) => outcome(5, t + 1)));
  });

  it('refuses the photo of another squad’s card when the browser reads its QR code', async () => {
    vi.stubGlobal('ImageData', class {
      constructor(
        public data: Uint8ClampedArray,
        public width: number,
        public height: number,
      ) {}
    });
    vi.stubGlobal('BarcodeDetector', class {
      detect = async () => [{ rawValue: `trap-card:1:${SHOOT_ID}:sq2:1:1` }];
    });
    try {
      renderScreen(
        <PaperCard shoot={shoot} card={card} targets={card.targets} round={1} onClose={() => {}} photoPixels={async () => fixturePhoto(PHOTO)} />,
        { user: testUser() },
      );
      await userEvent.upload(screen.getByLabelText('Photograph the card'), new File(['x'], 'card.jpg', { type: 'image/jpeg' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This photo is not card PAPER1-S1-R1: check the squad and round printed on the card, then photograph the right one.',
      );
      expect(screen.queryByTestId('paper-status')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi: the card, its marks and the save', async () => {
      renderScreen(
        <PaperCard shoot={shoot} card={card} targets={card.targets} round={1} onClose={() => {}} photoPixels={async () => fixturePhoto(PHOTO)} />,
        { user: testUser() },
      );
      expect(screen.getByRole('heading', { name: 'पेपर कार्ड पढ़ें · राउंड 1' })).toBeTruthy();
      await userEvent.upload(screen.getByLabelText('कार्ड की फ़ोटो लें'), new File(['x'], 'card.jpg', { type: 'image/jpeg' }));
      expect((await screen.findByTestId('paper-status', {}, { timeout: 10_000 })).textContent).toBe(
        'कार्ड पढ़ लिया: निशान जाँचें, बदलने के लिए किसी बॉक्स पर टैप करें।',
      );
      expect(screen.getByRole('table', { name: 'कार्ड PAPER1-S1-R1 से पढ़े गए निशान' })).toBeTruthy();
      expect(screen.getByTestId('paper-total-1').textContent).toBe('पैड पर');
      expect(screen.getByRole('button', { name: 'Asha Rao, टारगेट 1, पहला बैरल' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '125 टारगेट सेव करें' })).toBeTruthy();
      expect(screen.getByText('राउंड 1 में पैड पर स्कोर हो चुके शूटरों के टारगेट वैसे ही रहेंगे; उनका कॉलम सेव नहीं होगा।')).toBeTruthy();
    });
  });
});
