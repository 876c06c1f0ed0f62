import { describe, expect, it } from 'vitest';
import { squadCards } from './card-layout.ts';
import { scoreCardsPdf } from './card-pdf.ts';

const shoot = { id: 'shoot1', title: 'Club Shoot', code: 'K7Q2PX', disciplines: [{ discipline: 'olympic-trap' as const, rounds: 3 }] };
const squad = {
  id: 'sq2',
  name: 'Squad 2',
  startOrder: 2,
  discipline: 'olympic-trap' as const,
  shooters: [
    { name: 'Vikram Singh', position: 2 },
    { name: 'Asha Rao', position: 1 },
  ],
};

describe('a squad’s printed score cards', () => {
  it('are one card per round, two barrels a target, shooters in squad order, codes printed and in the QR code', () => {
    const cards = squadCards(shoot, squad);
    expect(cards.map((c) => c.code)).toEqual(['K7Q2PX-S2-R1', 'K7Q2PX-S2-R2', 'K7Q2PX-S2-R3']);
    expect(cards[0]).toMatchObject({ round: 1, firstTarget: 1, targets: 25, barrels: 2, qrValue: 'trap-card:1:shoot1:sq2:1:1' });
    expect(cards[0]!.shooters.map((s) => s.name)).toEqual(['Asha Rao', 'Vikram Singh']);
  });

  it('split a 50-target double trap round over two cards', () => {
    const cards = squadCards({ ...shoot, disciplines: [{ discipline: 'double-trap', rounds: 1 }] }, { ...squad, discipline: 'double-trap' });
    expect(cards.map((c) => [c.code, c.firstTarget, c.targets, c.barrels])).toEqual([
      ['K7Q2PX-S2-R1', 1, 25, 1],
      ['K7Q2PX-S2-R1-2', 26, 25, 1],
    ]);
  });

  it('print as a PDF of one A4 page per card with the squad, round and card code on it', async () => {
    const blob = await scoreCardsPdf(squadCards(shoot, squad));
    const text = Buffer.from(await blob.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    // A4: 210 x 297 mm in points
    expect(text).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    for (const code of ['K7Q2PX-S2-R1', 'K7Q2PX-S2-R3']) expect(text).toContain(code);
    expect(text).toContain('Squad 2');
  });
});
