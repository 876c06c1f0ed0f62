import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';
import { card } from '../support/rounds.ts';

let svc: TestService;
let alice: string;
let bob: string;
const ALICE = 'c1c1c1c1c1c1c1c1c1c1c1c1';
const BOB = 'c2c2c2c2c2c2c2c2c2c2c2c2';
const PURCHASES = '/api/cartridges/purchases';
const USES = '/api/cartridges/uses';
const url = (path: string) => `${svc.url}${path}`;
const count = (collection: string) => svc.ctx.conn.collection(collection).countDocuments({});
const post = (token: string, path: string, json: unknown) => fetchJson(url(path), { token, json });
const put = (token: string, path: string, json: unknown) => fetchJson(url(path), { method: 'PUT', token, json });
const summary = async (token: string, year = 2026) => {
  const res = await fetchJson(url(`/api/cartridges/summary?year=${year}`), { token });
  expect(res.status).toBe(200);
  return res.body;
};

const BOXES = { date: '2026-02-01', brand: ' Fiocchi TT Two ', load: 24, shotSize: '7.5', quantity: 500, price: 40_000, dealer: 'Range armoury' };

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: ALICE, role: 'member' });
  bob = await svc.loginAs({ userId: BOB, role: 'member' });
});
afterAll(() => svc?.stop());

describe('cartridge purchases', () => {
  let id: string;

  it('when the member records a purchase, then it is stored as sent (trimmed), with its price per cartridge, and read back', async () => {
    const res = await post(alice, PURCHASES, BOXES);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...BOXES, brand: 'Fiocchi TT Two', userId: ALICE, pricePerCartridge: 80 });
    id = res.body.id;
    expect((await fetchJson(url(`${PURCHASES}/${id}`), { token: alice })).body).toEqual(res.body);
    const bare = await post(alice, PURCHASES, { date: '2026-01-10', brand: 'Rottweil', quantity: 250, price: 17_500 });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ load: null, shotSize: null, dealer: null, pricePerCartridge: 70 });
    const list = await fetchJson(url(PURCHASES), { token: alice });
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((p: { date: string }) => p.date)).toEqual(['2026-02-01', '2026-01-10']);
  });

  it('when the input is bad, then it is 400 with the field message and nothing is stored or changed', async () => {
    const before = await count('cartridge_purchases');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...BOXES, brand: '  ' }, 'brand', 'Enter the brand'],
      [{ ...BOXES, quantity: 0 }, 'quantity', 'At least 1'],
      [{ ...BOXES, quantity: 12.5 }, 'quantity', 'Enter a whole number'],
      [{ ...BOXES, quantity: undefined }, 'quantity', 'Enter the number of cartridges'],
      [{ ...BOXES, price: '₹800' }, 'price', 'Enter the total price in rupees'],
      [{ ...BOXES, price: -5 }, 'price', 'At least 0'],
      [{ ...BOXES, load: 'heavy' }, 'load', 'Enter the load in grams'],
      [{ ...BOXES, date: 'last week' }, 'date', 'Enter a date (YYYY-MM-DD)'],
      [{ ...BOXES, date: '2999-01-01' }, 'date', 'The purchase date cannot be in the future'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(alice, PURCHASES, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field], JSON.stringify(body)).toBe(message);
      const edit = await put(alice, `${PURCHASES}/${id}`, body);
      expect(edit.status).toBe(400);
      expect(edit.body.error.fields[field]).toBe(message);
    }
    expect(await count('cartridge_purchases')).toBe(before);
    expect((await fetchJson(url(`${PURCHASES}/${id}`), { token: alice })).body).toMatchObject({ brand: 'Fiocchi TT Two', quantity: 500 });
  });

  it('when another member reads, edits or deletes the purchase, then it is 404 and nothing changes', async () => {
    expect((await fetchJson(url(`${PURCHASES}/${id}`), { token: bob })).status).toBe(404);
    expect((await put(bob, `${PURCHASES}/${id}`, { ...BOXES, quantity: 1 })).status).toBe(404);
    expect((await fetchJson(url(`${PURCHASES}/${id}`), { method: 'DELETE', token: bob })).status).toBe(404);
    expect((await fetchJson(url(PURCHASES), { token: bob })).body).toEqual({ items: [], total: 0 });
    expect((await fetchJson(url(`${PURCHASES}/${id}`), { token: alice })).body.quantity).toBe(500);
    expect((await fetchJson(url(PURCHASES))).status).toBe(401);
  });

  it('when the owner edits the purchase and deletes another, then the list and stock follow', async () => {
    const edited = await put(alice, `${PURCHASES}/${id}`, { ...BOXES, quantity: 1000, price: 85_000 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ quantity: 1000, pricePerCartridge: 85 });
    const other = (await fetchJson(url(PURCHASES), { token: alice })).body.items.find((p: { id: string }) => p.id !== id);
    expect((await fetchJson(url(`${PURCHASES}/${other.id}`), { method: 'DELETE', token: alice })).status).toBe(204);
    expect((await fetchJson(url(`${PURCHASES}/${other.id}`), { token: alice })).status).toBe(404);
    expect((await summary(alice)).stock).toEqual({ purchased: 1000, used: 0, onHand: 1000 });
  });
});

describe('manual use entries and the summary', () => {
  let useId: string;

  it('when a use entry is bad, then it is 400 and nothing is stored; another member gets 404 on it', async () => {
    const before = await count('cartridge_uses');
    for (const [body, field, message] of [
      [{ date: '2026-03-01', quantity: -3 }, 'quantity', 'At least 1'],
      [{ date: '2026-03-01' }, 'quantity', 'Enter the number of cartridges used'],
      [{ date: 'tomorrow', quantity: 50 }, 'date', 'Enter a date (YYYY-MM-DD)'],
    ] as const) {
      const res = await post(alice, USES, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await count('cartridge_uses')).toBe(before);
    const made = await post(alice, USES, { date: '2026-03-01', quantity: 50, note: 'Club shoot, not logged' });
    expect(made.status).toBe(201);
    useId = made.body.id;
    expect((await fetchJson(url(`${USES}/${useId}`), { token: bob })).status).toBe(404);
    expect((await put(bob, `${USES}/${useId}`, { date: '2026-03-01', quantity: 1 })).status).toBe(404);
    expect((await fetchJson(url(`${USES}/${useId}`), { method: 'DELETE', token: bob })).status).toBe(404);
    expect((await fetchJson(url(USES), { token: alice })).body).toMatchObject({ total: 1, items: [{ quantity: 50, note: 'Club shoot, not logged' }] });
    // the list is the caller's own: another member sees none of these entries
    expect((await fetchJson(url(USES), { token: bob })).body).toEqual({ items: [], total: 0 });
  });

  it('when the member logs sessions, then stock falls by the cartridges fired (1 a first-barrel kill, 2 a second or a lost target, 0 a no-bird)', async () => {
    // 25 counted targets: 20 first, 3 second, 2 lost (+1 no-bird) = 20 + 6 + 4 = 30 cartridges
    const shots = card('FFFFF FFFFF FFFFF FFFFF SSSLL N');
    const logged = await post(alice, '/api/practice/sessions', { date: '2026-03-14', discipline: 'olympic-trap', scores: [{ shots }] });
    expect(logged.status).toBe(201);
    let s = await summary(alice);
    expect(s.stock).toEqual({ purchased: 1000, used: 80, onHand: 920 });
    expect(s.used).toEqual({ sessions: 30, manual: 50, total: 80 });
    expect(s.targets).toBe(25);
    // 85 ₹ a cartridge × 30 fired ÷ 25 targets
    expect(s.costPerTarget).toBe(102);
    // a round entered as a total only: 21 kills (1 each) + 4 lost (2 each)
    expect((await post(alice, '/api/practice/sessions', { date: '2026-04-02', scores: [{ total: 21 }] })).status).toBe(201);
    s = await summary(alice);
    expect(s.stock.onHand).toBe(920 - 29);
    expect(s.used.sessions).toBe(59);
    // another year sees the same stock but none of this year's use
    const before = await summary(alice, 2025);
    expect(before.stock.onHand).toBe(891);
    expect(before.used).toEqual({ sessions: 0, manual: 0, total: 0 });
    expect(before.costPerTarget).toBeNull();
  });

  it('when use came before any purchase, then stock is negative, honestly; another member sees only their own summary', async () => {
    expect((await post(bob, '/api/practice/sessions', { date: '2026-05-01', scores: [{ total: 25 }] })).status).toBe(201);
    const bobs = await summary(bob);
    expect(bobs.stock).toEqual({ purchased: 0, used: 25, onHand: -25 });
    expect(bobs.averagePricePerCartridge).toBeNull();
    expect(bobs.costPerTarget).toBeNull();
    expect(bobs.quota).toEqual({ limit: null, used: 25, remaining: null, quotaUsedRatio: null, warning: 'none' });
    expect((await summary(alice)).stock.purchased).toBe(1000);
  });

  it('when the use entry is deleted, then stock rises again; a bad year is 400', async () => {
    expect((await fetchJson(url(`${USES}/${useId}`), { method: 'DELETE', token: alice })).status).toBe(204);
    expect((await summary(alice)).stock.onHand).toBe(941);
    const bad = await fetchJson(url('/api/cartridges/summary?year=soon'), { token: alice });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.year).toBeDefined();
  });
});

describe('the yearly quota of the licence', () => {
  it('when the year’s use reaches 80 % and then 100 % of the limit on the member’s licence, then the warning says near and then reached', async () => {
    const carol = 'c3c3c3c3c3c3c3c3c3c3c3c3';
    const token = await svc.loginAs({ userId: carol, role: 'member' });
    const licence = (ammunitionLimit: number | null) =>
      put(token, '/api/arms-licence', { number: 'DL/2019/ARM/123456', issuingAuthority: 'Licensing Unit, Delhi Police', validUntil: '2030-03-31', ammunitionLimit });
    const use = async (date: string, quantity: number) => expect((await post(token, USES, { date, quantity })).status).toBe(201);
    const quota = async () => (await summary(token)).quota;

    expect((await licence(100)).status).toBe(200);
    await use('2026-01-05', 79);
    expect(await quota()).toEqual({ limit: 100, used: 79, remaining: 21, quotaUsedRatio: 0.79, warning: 'none' });
    await use('2026-02-05', 1);
    expect(await quota()).toMatchObject({ used: 80, quotaUsedRatio: 0.8, warning: 'near' });
    await use('2025-12-31', 500); // last year's use does not count against this year's quota
    expect(await quota()).toMatchObject({ used: 80, warning: 'near' });
    await use('2026-03-05', 25);
    expect(await quota()).toMatchObject({ used: 105, remaining: -5, quotaUsedRatio: 1.05, warning: 'reached' });
    // no limit written on the licence: no warning
    expect((await licence(null)).status).toBe(200);
    expect(await quota()).toMatchObject({ limit: null, quotaUsedRatio: null, warning: 'none' });
    // another member's licence limit never reaches this member's summary
    expect((await summary(bob)).quota.limit).toBeNull();
  });
});

describe('cost per month', () => {
  /** The IST month `back` months before this one (YYYY-MM), and a day in it. */
  const monthAgo = (back: number) => {
    const ist = new Date(Date.now() + 5.5 * 3600_000);
    return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
  };
  const dayIn = (back: number) => `${monthAgo(back)}-01`;

  it('when purchases and use fall in different months, then each of the last 12 months shows its use, its cost at the average price and what was spent', async () => {
    const dave = await svc.loginAs({ userId: 'c4c4c4c4c4c4c4c4c4c4c4c4', role: 'member' });
    const buy = async (back: number, quantity: number, price: number) =>
      expect((await post(dave, PURCHASES, { date: dayIn(back), brand: 'Rottweil Trap', quantity, price })).status).toBe(201);
    // 13 months ago: outside the chart, but its price still counts in the average
    await buy(13, 500, 40_000);
    await buy(2, 250, 20_000);
    await buy(0, 250, 25_000);
    // average: ₹85,000 for 1,000 cartridges = ₹85 a cartridge
    expect((await post(dave, USES, { date: dayIn(13), quantity: 400 })).status).toBe(201);
    expect((await post(dave, USES, { date: dayIn(2), quantity: 40 })).status).toBe(201);
    expect((await post(dave, USES, { date: dayIn(2), quantity: 20 })).status).toBe(201);
    expect((await post(dave, USES, { date: dayIn(0), quantity: 10 })).status).toBe(201);
    // a logged round of 25 kills last month: 25 cartridges
    expect((await post(dave, '/api/practice/sessions', { date: dayIn(1), scores: [{ total: 25 }] })).status).toBe(201);

    const s = await summary(dave, Number(monthAgo(0).slice(0, 4)));
    expect(s.averagePricePerCartridge).toBe(85);
    const expected = Array.from({ length: 12 }, (_, i) => ({ month: monthAgo(11 - i), used: 0, cost: 0, spent: 0 }));
    expected[9] = { month: monthAgo(2), used: 60, cost: 5100, spent: 20_000 };
    expected[10] = { month: monthAgo(1), used: 25, cost: 2125, spent: 0 };
    expected[11] = { month: monthAgo(0), used: 10, cost: 850, spent: 25_000 };
    expect(s.months).toEqual(expected);
    expect(s.stock).toEqual({ purchased: 1000, used: 495, onHand: 505 });
  });

  it('when the member has bought nothing, then the months show their use with no cost', async () => {
    const erin = await svc.loginAs({ userId: 'c5c5c5c5c5c5c5c5c5c5c5c5', role: 'member' });
    expect((await post(erin, USES, { date: dayIn(0), quantity: 30 })).status).toBe(201);
    const s = await summary(erin, Number(monthAgo(0).slice(0, 4)));
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1)).toEqual({ month: monthAgo(0), used: 30, cost: null, spent: 0 });
    expect(s.months.slice(0, 11).every((m: { used: number; cost: number | null }) => m.used === 0 && m.cost === null)).toBe(true);
  });
});
