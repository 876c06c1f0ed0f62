import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { EquipmentRepository } from '../../src/modules/equipment/equipment.repository.ts';
import { EquipmentService } from '../../src/modules/equipment/equipment.service.ts';
import { startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
let alice: string;
let bob: string;
const ALICE = 'a7a7a7a7a7a7a7a7a7a7a7a7';
const BOB = 'b8b8b8b8b8b8b8b8b8b8b8b8';
const ITEMS = '/api/equipment/items';
const url = (path: string) => `${svc.url}${path}`;
const count = (collection: string) => svc.ctx.conn.collection(collection).countDocuments({});
const post = (token: string, json: unknown, path = ITEMS) => fetchJson(url(path), { token, json });
const put = (token: string, id: string, json: unknown) => fetchJson(url(`${ITEMS}/${id}`), { method: 'PUT', token, json });
const session = (over: Record<string, unknown> = {}) => ({ date: '2026-03-14', scores: [{ total: 21 }], ...over });

const BERETTA = {
  categoryId: 'shotgun',
  name: '  Beretta DT11 ',
  brand: 'Beretta',
  model: 'DT11 Trap',
  serialNumber: 'DT-0042',
  purchaseDate: '2025-01-10',
  price: 1250000,
  notes: 'Fixed 3/4 and full',
  imageUrl: 'https://example.com/dt11.jpg',
  maintenanceFrequency: 90,
  nextMaintenance: '2026-05-01',
};

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: ALICE, role: 'member' });
  bob = await svc.loginAs({ userId: BOB, role: 'member' });
});
afterAll(() => svc?.stop());

describe('equipment categories', () => {
  it('when the service has started (even twice), then the default categories are there once, by name', async () => {
    await new EquipmentService(new EquipmentRepository(svc.ctx.conn)).ensureCategories();
    const res = await fetchJson(url('/api/equipment/categories'), { token: alice });
    expect(res.status).toBe(200);
    const names = res.body.items.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Shotgun', 'Choke', 'Cartridges', 'Eye and ear protection', 'Vest and accessories']));
    expect(names).toEqual([...names].sort());
    expect(res.body.items.find((c: { id: string }) => c.id === 'shotgun')).toMatchObject({ name: 'Shotgun', iconName: expect.any(String) });
    expect(await count('equipment_categories')).toBe(names.length);
    expect((await fetchJson(url('/api/equipment/categories'))).status).toBe(401);
  });
});

describe('equipment items', () => {
  let id: string;

  it('when the owner adds an item, then it is stored as sent (trimmed) and read back; unsent fields are null', async () => {
    const res = await post(alice, BERETTA);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...BERETTA, name: 'Beretta DT11', userId: ALICE });
    id = res.body.id;
    expect((await fetchJson(url(`${ITEMS}/${id}`), { token: alice })).body).toEqual(res.body);
    const bare = await post(alice, { name: 'Ear plugs' });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ categoryId: null, brand: null, price: null, maintenanceFrequency: null, nextMaintenance: null });
  });

  it('when the input is bad, then it is 400 with the field message and nothing is stored', async () => {
    const before = await count('equipment_items');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ brand: 'Beretta' }, 'name', 'Name is required'],
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ name: 'DT11', price: 'expensive' }, 'price', 'Enter a number'],
      [{ name: 'DT11', maintenanceFrequency: '90' }, 'maintenanceFrequency', 'Enter a number'],
      [{ name: 'DT11', price: -1 }, 'price', 'At least 0'],
      [{ name: 'DT11', purchaseDate: 'last spring' }, 'purchaseDate', 'Enter a date (YYYY-MM-DD)'],
      [{ name: 'DT11', categoryId: 'rifles' }, 'categoryId', 'Choose one of the equipment categories'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field], JSON.stringify(body)).toBe(message);
      const edit = await put(alice, id, body);
      expect(edit.status).toBe(400);
      expect(edit.body.error.fields[field]).toBe(message);
    }
    expect(await count('equipment_items')).toBe(before);
    expect((await fetchJson(url(`${ITEMS}/${id}`), { token: alice })).body).toMatchObject({ ...BERETTA, name: 'Beretta DT11' });
  });

  it('when another member reads, edits or deletes the item, then it is 404 and nothing changes', async () => {
    expect((await fetchJson(url(`${ITEMS}/${id}`), { token: bob })).status).toBe(404);
    expect((await put(bob, id, { name: 'Mine now', categoryId: 'rifles' })).status).toBe(404);
    expect((await fetchJson(url(`${ITEMS}/${id}`), { method: 'DELETE', token: bob })).status).toBe(404);
    expect((await fetchJson(url(ITEMS), { token: bob })).body).toEqual({ items: [], total: 0 });
    expect((await fetchJson(url(`${ITEMS}/${id}`), { token: alice })).body.name).toBe('Beretta DT11');
    expect((await fetchJson(url(`${ITEMS}/0123456789abcdef01234567`), { token: alice })).status).toBe(404);
    expect((await fetchJson(url(`${ITEMS}/not-an-id`), { token: alice })).status).toBe(400);
  });

  it('when nobody is logged in, then every endpoint is 401', async () => {
    expect((await fetchJson(url(ITEMS))).status).toBe(401);
    expect((await fetchJson(url(ITEMS), { json: BERETTA })).status).toBe(401);
    expect((await fetchJson(url(`${ITEMS}/${id}`))).status).toBe(401);
    expect((await fetchJson(url(`${ITEMS}/${id}`), { method: 'PUT', json: BERETTA })).status).toBe(401);
    expect((await fetchJson(url(`${ITEMS}/${id}`), { method: 'DELETE' })).status).toBe(401);
  });

  it('when the member lists their items, then they come by name, a page at a time', async () => {
    await post(alice, { name: 'choke tubes', categoryId: 'choke' });
    const all = await fetchJson(url(ITEMS), { token: alice });
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((i: { name: string }) => i.name)).toEqual(['Beretta DT11', 'choke tubes', 'Ear plugs']);
    const page = await fetchJson(url(`${ITEMS}?limit=1&offset=1`), { token: alice });
    expect(page.body).toMatchObject({ total: 3, items: [{ name: 'choke tubes' }] });
    expect((await fetchJson(url(`${ITEMS}?limit=0`), { token: alice })).status).toBe(400);
  });

  it('when the owner edits the item (the whole item again), then the new values are stored; when deleted, it is gone', async () => {
    const edit = { name: 'Beretta DT11 Black', categoryId: 'shotgun', price: 1300000, notes: null };
    const res = await put(alice, id, edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...edit, brand: null, serialNumber: null, maintenanceFrequency: null });
    expect((await fetchJson(url(`${ITEMS}/${id}`), { token: alice })).body).toEqual(res.body);
    expect((await fetchJson(url(`${ITEMS}/${id}`), { method: 'DELETE', token: alice })).status).toBe(204);
    expect((await fetchJson(url(`${ITEMS}/${id}`), { token: alice })).status).toBe(404);
    expect((await fetchJson(url(`${ITEMS}/${id}`), { method: 'DELETE', token: alice })).status).toBe(404);
  });
});

describe('equipment on practice sessions', () => {
  let gun: string;
  let other: string;
  let bobsGun: string;

  beforeAll(async () => {
    gun = (await post(alice, { name: 'Perazzi MX8', categoryId: 'shotgun' })).body.id;
    other = (await post(alice, { name: 'Browning B725', categoryId: 'shotgun' })).body.id;
    bobsGun = (await post(bob, { name: 'Bob’s Krieghoff', categoryId: 'shotgun' })).body.id;
  });

  it("when a session names another member's item or a made-up id, then it is 400 on equipmentIds and nothing is stored", async () => {
    const before = await count('practice_sessions');
    for (const ids of [[bobsGun], [gun, bobsGun], ['demo-beretta-dt11']]) {
      const res = await post(alice, session({ equipmentIds: ids }), '/api/practice/sessions');
      expect(res.status, ids.join()).toBe(400);
      expect(res.body.error.fields.equipmentIds).toBe('Choose equipment from your own list');
    }
    expect(await count('practice_sessions')).toBe(before);
  });

  it('when a session names the member’s own items, then it is stored with them; an item deleted later stays on it through edits', async () => {
    const res = await post(alice, session({ equipmentIds: [gun, other] }), '/api/practice/sessions');
    expect(res.status).toBe(201);
    expect(res.body.equipmentIds).toEqual([gun, other]);
    expect((await fetchJson(url(`${ITEMS}/${other}`), { method: 'DELETE', token: alice })).status).toBe(204);
    const kept = await fetchJson(url(`/api/practice/sessions/${res.body.id}`), {
      method: 'PUT',
      token: alice,
      json: session({ equipmentIds: [gun, other], notes: 'edited' }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.equipmentIds).toEqual([gun, other]);
    const foreign = await fetchJson(url(`/api/practice/sessions/${res.body.id}`), {
      method: 'PUT',
      token: alice,
      json: session({ equipmentIds: [gun, bobsGun] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.equipmentIds).toBe('Choose equipment from your own list');
    expect((await fetchJson(url(`/api/practice/sessions/${res.body.id}`), { token: alice })).body.notes).toBe('edited');
  });

  it('when one gun scores better than another, then the coach’s equipment tips name them', async () => {
    const browning = (await post(alice, { name: 'Browning B725', categoryId: 'shotgun' })).body.id;
    for (const [ids, total] of [
      [[gun], 24],
      [[gun], 23],
      [[browning], 18],
      [[browning], 19],
    ] as const) {
      expect((await post(alice, session({ equipmentIds: ids, scores: [{ total }] }), '/api/practice/sessions')).status).toBe(201);
    }
    const tips = (await fetchJson(url('/api/ai-coach/equipment-tips'), { token: alice })).body.tips as string;
    expect(tips).toMatch(/Perazzi MX8: \d+% in \d+ sessions with it/);
    expect(tips).toMatch(/Browning B725: \d+% in 2 sessions with it/);
    expect(tips).not.toMatch(/[0-9a-f]{24}/);
  });
});
