import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';

/**
 * The gear, ledger and pathway endpoints that take only a query or a path id (the fuzzing
 * suite sends bodies only). A bad value is a 400 naming the field and changes nothing; a well-formed
 * id that is not the caller's is a 404.
 */
let svc: TestService;
let alice: string;
let admin: string;
const ALICE = 'a5a5a5a5a5a5a5a5a5a5a5a5';
const UNKNOWN = '0123456789abcdef01234567';
const url = (path: string) => `${svc.url}${path}`;
const call = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) => fetchJson(url(path), { token: alice, ...init });

const RECORD = { maintenanceDate: '2026-03-01', maintenanceType: 'Cleaning', cost: 500 };
const PURCHASE = { date: '2026-02-01', brand: 'Fiocchi TT Two', quantity: 250, price: 20_000 };
const USE = { date: '2026-03-01', quantity: 50, note: 'Club shoot' };
let itemId: string;
let recordId: string;
let purchaseId: string;
let useId: string;

/** What the member has, read back: it must not move when a request is refused. */
const snapshot = async () => ({
  item: (await call(`/api/equipment/items/${itemId}`)).body,
  records: (await call(`/api/equipment/items/${itemId}/maintenance`)).body,
  purchases: (await call('/api/cartridges/purchases')).body,
  uses: (await call('/api/cartridges/uses')).body,
  competitions: (await call('/api/competitions')).body,
  rules: (await call('/api/pathway/rules', { token: admin })).body,
});

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: ALICE, role: 'member' });
  admin = await svc.loginAs({ userId: 'ad5ad5ad5ad5ad5ad5ad5ad5', role: 'admin' });
  const item = await call('/api/equipment/items', { json: { categoryId: 'shotgun', name: 'Beretta DT11' } });
  expect(item.status).toBe(201);
  itemId = item.body.id;
  expect((await call(`/api/equipment/items/${itemId}/primary`, { method: 'PUT' })).status).toBe(200);
  const record = await call(`/api/equipment/items/${itemId}/maintenance`, { json: RECORD });
  expect(record.status).toBe(201);
  recordId = record.body.id;
  const purchase = await call('/api/cartridges/purchases', { json: PURCHASE });
  expect(purchase.status).toBe(201);
  purchaseId = purchase.body.id;
  const use = await call('/api/cartridges/uses', { json: USE });
  expect(use.status).toBe(201);
  useId = use.body.id;
  expect((await call('/api/competitions', { json: { name: 'State Championship', date: '2026-03-01', score: 110, maxScore: 125 } })).status).toBe(201);
});
afterAll(() => svc?.stop());

describe('bad query values', () => {
  it('when a list gets a bad limit, offset, season or date range, then it is 400 naming the field and nothing changes', async () => {
    const before = await snapshot();
    const cases: [path: string, field: string, token?: string][] = [
      [`/api/equipment/items/${itemId}/usage?limit=0`, 'limit'],
      [`/api/equipment/items/${itemId}/usage?limit=201`, 'limit'],
      [`/api/equipment/items/${itemId}/usage?limit=ten`, 'limit'],
      [`/api/equipment/items/${itemId}/usage?offset=-1`, 'offset'],
      [`/api/equipment/items/${itemId}/usage?offset=100001`, 'offset'],
      [`/api/equipment/items/${itemId}/usage?offset=1.5`, 'offset'],
      ['/api/cartridges/purchases?limit=0', 'limit'],
      ['/api/cartridges/purchases?limit=500', 'limit'],
      ['/api/cartridges/purchases?offset=-3', 'offset'],
      ['/api/cartridges/purchases?offset=many', 'offset'],
      ['/api/cartridges/uses?limit=-1', 'limit'],
      ['/api/cartridges/uses?limit=2.5', 'limit'],
      ['/api/cartridges/uses?offset=first', 'offset'],
      ['/api/pathway/rules?season=next', 'season', 'admin'],
      ['/api/pathway/rules?season=1999', 'season', 'admin'],
      ['/api/pathway/rules?season=2101', 'season', 'admin'],
      ['/api/pathway/rules?season=2026.5', 'season', 'admin'],
      ['/api/competitions?from=last-week', 'from'],
      ['/api/competitions?to=2026-13-01', 'to'],
      ['/api/competitions?from=2026-05-01&to=2026-04-01', 'to'],
      ['/api/competitions?limit=0', 'limit'],
      ['/api/competitions?offset=-1', 'offset'],
    ];
    for (const [path, field, who] of cases) {
      const res = await call(path, who ? { token: admin } : {});
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('VALIDATION_FAILED');
      expect(res.body.error.fields[field], path).toEqual(expect.any(String));
    }
    expect((await call('/api/pathway/rules?season=next', { token: admin })).body.error.fields.season).toBe('Enter the season year (e.g. 2026)');
    expect((await call('/api/competitions?from=2026-05-01&to=2026-04-01')).body.error.fields.to).toBe('The end date is before the start date');
    expect(await snapshot()).toEqual(before);
  });

  it('when the values are good, then the same lists answer 200', async () => {
    expect((await call(`/api/equipment/items/${itemId}/usage?limit=200&offset=100000`)).status).toBe(200);
    expect((await call('/api/cartridges/purchases?limit=1&offset=0')).body).toMatchObject({ total: 1, items: [{ id: purchaseId }] });
    expect((await call('/api/cartridges/uses?limit=1&offset=1')).body).toEqual({ items: [], total: 1 });
    expect((await call('/api/pathway/rules?season=2026', { token: admin })).status).toBe(200);
    expect((await call('/api/competitions?from=2026-03-01&to=2026-03-01')).body.total).toBe(1);
  });
});

describe('malformed and unknown path ids', () => {
  const malformed = ['not-an-id', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '0123456789abcdef012345678'];

  it('when a path id is malformed, then it is 400 on that id and nothing changes', async () => {
    const before = await snapshot();
    for (const bad of malformed) {
      const cases: [method: string, path: string, field: string, json?: unknown][] = [
        ['GET', `/api/equipment/items/${bad}/usage`, 'id'],
        ['GET', `/api/equipment/items/${bad}/maintenance`, 'id'],
        ['PUT', `/api/equipment/items/${bad}/maintenance/${recordId}`, 'id', RECORD],
        ['PUT', `/api/equipment/items/${itemId}/maintenance/${bad}`, 'recordId', RECORD],
        ['DELETE', `/api/equipment/items/${bad}/maintenance/${recordId}`, 'id'],
        ['DELETE', `/api/equipment/items/${itemId}/maintenance/${bad}`, 'recordId'],
        ['DELETE', `/api/equipment/items/${bad}/primary`, 'id'],
        ['GET', `/api/cartridges/purchases/${bad}`, 'id'],
        ['PUT', `/api/cartridges/purchases/${bad}`, 'id', PURCHASE],
        ['DELETE', `/api/cartridges/purchases/${bad}`, 'id'],
        ['GET', `/api/cartridges/uses/${bad}`, 'id'],
        ['PUT', `/api/cartridges/uses/${bad}`, 'id', USE],
        ['DELETE', `/api/cartridges/uses/${bad}`, 'id'],
      ];
      for (const [method, path, field, json] of cases) {
        const res = await call(path, { method, json });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body.error.fields[field], `${method} ${path}`).toBe('Invalid id');
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(before.item.isPrimary).toBe(true);
  });

  it('when a well-formed id is unknown, then it is 404 and nothing changes', async () => {
    const before = await snapshot();
    const cases: [method: string, path: string, json?: unknown][] = [
      ['GET', `/api/equipment/items/${UNKNOWN}/usage`],
      ['GET', `/api/equipment/items/${UNKNOWN}/maintenance`],
      ['PUT', `/api/equipment/items/${UNKNOWN}/maintenance/${recordId}`, RECORD],
      ['PUT', `/api/equipment/items/${itemId}/maintenance/${UNKNOWN}`, RECORD],
      ['DELETE', `/api/equipment/items/${UNKNOWN}/maintenance/${recordId}`],
      ['DELETE', `/api/equipment/items/${itemId}/maintenance/${UNKNOWN}`],
      ['DELETE', `/api/equipment/items/${UNKNOWN}/primary`],
      ['GET', `/api/cartridges/purchases/${UNKNOWN}`],
      ['PUT', `/api/cartridges/purchases/${UNKNOWN}`, PURCHASE],
      ['DELETE', `/api/cartridges/purchases/${UNKNOWN}`],
      ['GET', `/api/cartridges/uses/${UNKNOWN}`],
      ['PUT', `/api/cartridges/uses/${UNKNOWN}`, USE],
      ['DELETE', `/api/cartridges/uses/${UNKNOWN}`],
      // an id of another kind is no record of this one
      ['GET', `/api/cartridges/uses/${purchaseId}`],
      ['DELETE', `/api/cartridges/purchases/${useId}`],
      ['PUT', `/api/equipment/items/${recordId}/maintenance/${itemId}`, RECORD],
    ];
    for (const [method, path, json] of cases) expect((await call(path, { method, json })).status, `${method} ${path}`).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a use entry edited with bad input', () => {
  it('when a use entry is edited with a bad date, quantity or note, then it is 400 with the field message and it is unchanged', async () => {
    const before = (await call(`/api/cartridges/uses/${useId}`)).body;
    const cases: [body: Record<string, unknown>, field: string, message: string][] = [
      [{ ...USE, quantity: 0 }, 'quantity', 'At least 1'],
      [{ ...USE, quantity: 2.5 }, 'quantity', 'Enter a whole number'],
      [{ ...USE, quantity: 10_001 }, 'quantity', 'At most 10,000'],
      [{ ...USE, quantity: '50' }, 'quantity', 'Enter the number of cartridges used'],
      [{ date: USE.date }, 'quantity', 'Enter the number of cartridges used'],
      [{ ...USE, date: 'yesterday' }, 'date', 'Enter a date (YYYY-MM-DD)'],
      [{ ...USE, note: 'x'.repeat(501) }, 'note', 'At most 500 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(`/api/cartridges/uses/${useId}`, { method: 'PUT', json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect((await call(`/api/cartridges/uses/${useId}`)).body).toEqual(before);
  });
});
