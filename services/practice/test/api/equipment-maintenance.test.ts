import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentMaintenanceDue } from '@trap/contracts';
import { eventually, fetchJson, type TestService } from '@trap/kit/testing';
import { loadPracticeConfig } from '../../src/config.ts';
import { GEAR_REMINDERS_JOB } from '../../src/jobs/gear-reminders.job.ts';
import { startPracticeWorker, type PracticeWorker } from '../../src/jobs/start-worker.ts';
import { MaintenanceDueReminder } from '../../src/modules/equipment/maintenance-reminders.ts';
import { publishedPracticeEvents, startPracticeService } from '../support/practice-service.ts';

/**
 * Maintenance records, the primary shotgun, usage from the sessions that name an item,
 * the next service (interval, record, shot budget, by hand), the total cost of ownership, and the
 * Maintenance Due reminder of the practice worker (once per due date).
 */
let svc: TestService;
let alice: string;
let bob: string;
const ALICE = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const BOB = 'b2b2b2b2b2b2b2b2b2b2b2b2';
const ITEMS = '/api/equipment/items';
const url = (path: string) => `${svc.url}${path}`;
const count = (collection: string) => svc.ctx.conn.collection(collection).countDocuments({});
const get = (token: string, path: string) => fetchJson(url(path), { token });
const send = (token: string, method: string, path: string, json?: unknown) => fetchJson(url(path), { method, token, json });
const addItem = async (token: string, json: Record<string, unknown>) => {
  const res = await send(token, 'POST', ITEMS, json);
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};
/** A round entered as a total: 25 targets; Olympic Trap has two barrels, so a miss is two shots. */
const logSession = async (token: string, date: string, total: number, equipmentIds: string[]) => {
  const res = await send(token, 'POST', '/api/practice/sessions', { date, scores: [{ total }], equipmentIds });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};
const RECORD = {
  maintenanceDate: '2026-02-15',
  maintenanceType: 'Service',
  description: 'Strip and clean',
  performedBy: 'Delhi Gun House',
  cost: 4500,
  parts: 'Firing pin spring',
  nextMaintenanceDate: null,
};

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: ALICE, role: 'member' });
  bob = await svc.loginAs({ userId: BOB, role: 'member' });
});
afterAll(() => svc?.stop());

describe('the primary shotgun', () => {
  it('when a member makes one gun primary and then another, then only the last is primary; another member gets 404', async () => {
    const dt11 = await addItem(alice, { name: 'Beretta DT11', categoryId: 'shotgun' });
    const mx8 = await addItem(alice, { name: 'Perazzi MX8', categoryId: 'shotgun' });
    expect((await get(alice, `${ITEMS}/${dt11}`)).body.isPrimary).toBe(false);
    expect((await send(alice, 'PUT', `${ITEMS}/${dt11}/primary`)).body.isPrimary).toBe(true);
    const second = await send(alice, 'PUT', `${ITEMS}/${mx8}/primary`);
    expect(second.status).toBe(200);
    const primaries = (await get(alice, ITEMS)).body.items.filter((i: { isPrimary: boolean }) => i.isPrimary);
    expect(primaries.map((i: { id: string }) => i.id)).toEqual([mx8]);

    expect((await send(bob, 'PUT', `${ITEMS}/${dt11}/primary`)).status).toBe(404);
    expect((await send(bob, 'DELETE', `${ITEMS}/${mx8}/primary`)).status).toBe(404);
    expect((await get(alice, `${ITEMS}/${mx8}`)).body.isPrimary).toBe(true);
    expect((await send(alice, 'PUT', `${ITEMS}/not-an-id/primary`)).status).toBe(400);

    expect((await send(alice, 'DELETE', `${ITEMS}/${mx8}/primary`)).body.isPrimary).toBe(false);
    expect((await get(alice, ITEMS)).body.items.some((i: { isPrimary: boolean }) => i.isPrimary)).toBe(false);
  });
});

describe('maintenance records', () => {
  let gun: string;
  let recordId: string;

  beforeAll(async () => {
    gun = await addItem(alice, { name: 'Browning B725', categoryId: 'shotgun', price: 350000, purchaseDate: '2026-01-01' });
  });

  it('when the owner records maintenance, then it is listed newest first and counts in the total cost of ownership', async () => {
    const first = await send(alice, 'POST', `${ITEMS}/${gun}/maintenance`, { ...RECORD, maintenanceType: '  Service ' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ ...RECORD, equipmentId: gun });
    recordId = first.body.id;
    const older = await send(alice, 'POST', `${ITEMS}/${gun}/maintenance`, {
      maintenanceDate: '2026-01-20',
      maintenanceType: 'Cleaning',
      cost: 800,
    });
    expect(older.body).toMatchObject({ description: null, performedBy: null, parts: null, nextMaintenanceDate: null });
    const list = await get(alice, `${ITEMS}/${gun}/maintenance`);
    expect(list.body.items.map((r: { maintenanceDate: string }) => r.maintenanceDate)).toEqual(['2026-02-15', '2026-01-20']);
    expect(list.body.total).toBe(2);
    expect((await get(alice, `${ITEMS}/${gun}`)).body.costOfOwnership).toEqual({
      price: 350000,
      maintenance: 5300,
      total: 355300,
      records: 2,
    });

    const edit = await send(alice, 'PUT', `${ITEMS}/${gun}/maintenance/${recordId}`, { ...RECORD, cost: 5000 });
    expect(edit.status).toBe(200);
    expect(edit.body.cost).toBe(5000);
    expect((await get(alice, `${ITEMS}/${gun}`)).body.costOfOwnership.total).toBe(355800);

    expect((await send(alice, 'DELETE', `${ITEMS}/${gun}/maintenance/${older.body.id}`)).status).toBe(204);
    expect((await send(alice, 'DELETE', `${ITEMS}/${gun}/maintenance/${older.body.id}`)).status).toBe(404);
    expect((await get(alice, `${ITEMS}/${gun}/maintenance`)).body.total).toBe(1);
  });

  it('when the input is bad, then it is 400 with the field message and nothing changes', async () => {
    const before = await count('maintenance_records');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...RECORD, maintenanceType: ' ' }, 'maintenanceType', 'Type is required'],
      [{ ...RECORD, maintenanceType: undefined }, 'maintenanceType', 'Type is required'],
      [{ ...RECORD, maintenanceDate: 'yesterday' }, 'maintenanceDate', 'Enter a date (YYYY-MM-DD)'],
      [{ ...RECORD, maintenanceDate: '2099-01-01' }, 'maintenanceDate', 'The maintenance date cannot be in the future'],
      [{ ...RECORD, cost: 'a lot' }, 'cost', 'Enter a number'],
      [{ ...RECORD, cost: -5 }, 'cost', 'At least 0'],
      [{ ...RECORD, nextMaintenanceDate: '2026-02-10' }, 'nextMaintenanceDate', 'The next maintenance must be after the maintenance date'],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(alice, 'POST', `${ITEMS}/${gun}/maintenance`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field], JSON.stringify(body)).toBe(message);
      const edit = await send(alice, 'PUT', `${ITEMS}/${gun}/maintenance/${recordId}`, body);
      expect(edit.status).toBe(400);
      expect(edit.body.error.fields[field]).toBe(message);
    }
    expect(await count('maintenance_records')).toBe(before);
    expect((await get(alice, `${ITEMS}/${gun}/maintenance`)).body.items[0]).toMatchObject({ ...RECORD, cost: 5000 });
    expect((await send(alice, 'POST', `${ITEMS}/nope/maintenance`, RECORD)).status).toBe(400);
  });

  it('when another member lists, adds, edits or deletes records of the item, then it is 404 and nothing changes', async () => {
    const before = await count('maintenance_records');
    expect((await get(bob, `${ITEMS}/${gun}/maintenance`)).status).toBe(404);
    expect((await send(bob, 'POST', `${ITEMS}/${gun}/maintenance`, RECORD)).status).toBe(404);
    expect((await send(bob, 'PUT', `${ITEMS}/${gun}/maintenance/${recordId}`, { ...RECORD, cost: 1 })).status).toBe(404);
    expect((await send(bob, 'DELETE', `${ITEMS}/${gun}/maintenance/${recordId}`)).status).toBe(404);
    expect((await get(bob, `${ITEMS}/${gun}/usage`)).status).toBe(404);
    // nor through an item of their own
    const bobsGun = await addItem(bob, { name: 'Bob’s Krieghoff' });
    expect((await send(bob, 'PUT', `${ITEMS}/${bobsGun}/maintenance/${recordId}`, { ...RECORD, cost: 1 })).status).toBe(404);
    expect((await send(bob, 'DELETE', `${ITEMS}/${bobsGun}/maintenance/${recordId}`)).status).toBe(404);
    expect(await count('maintenance_records')).toBe(before);
    expect((await get(alice, `${ITEMS}/${gun}/maintenance`)).body.items[0].cost).toBe(5000);
    // nobody logged in
    expect((await fetchJson(url(`${ITEMS}/${gun}/maintenance`))).status).toBe(401);
  });

  it('when the item is deleted, then its records go with it', async () => {
    const kit = await addItem(alice, { name: 'Cleaning kit' });
    await send(alice, 'POST', `${ITEMS}/${kit}/maintenance`, RECORD);
    const before = await count('maintenance_records');
    expect((await send(alice, 'DELETE', `${ITEMS}/${kit}`)).status).toBe(204);
    expect(await count('maintenance_records')).toBe(before - 1);
  });
});

describe('usage and the next service', () => {
  it('when sessions naming the gun are logged, edited and deleted, then its usage and next service follow', async () => {
    const gun = await addItem(alice, {
      name: 'Perazzi High Tech',
      categoryId: 'shotgun',
      purchaseDate: '2026-01-01',
      maintenanceFrequency: 90,
      maintenanceEveryShots: 50,
    });
    const other = await addItem(alice, { name: 'Spare gun', categoryId: 'shotgun' });
    const item = async () => (await get(alice, `${ITEMS}/${gun}`)).body;
    expect((await item()).usage).toEqual({ sessions: 0, rounds: 0, targets: 0, shots: 0, lastUsed: null });
    expect((await item()).service).toMatchObject({ nextDate: '2026-04-01', dueBy: 'interval', lastServiceDate: null, shotsLeft: 50 });

    // 21 of 25: 25 shots and a second barrel on each of 4 misses
    const first = await logSession(alice, '2026-01-10', 21, [gun]);
    await logSession(alice, '2026-01-11', 25, [other]);
    expect((await item()).usage).toEqual({ sessions: 1, rounds: 1, targets: 25, shots: 29, lastUsed: '2026-01-10' });
    expect((await item()).service.shotsLeft).toBe(21);

    // the second session passes the 50-shot budget: due that day, before the 90 days
    const second = await logSession(alice, '2026-01-20', 20, [gun]);
    expect((await item()).usage).toMatchObject({ sessions: 2, shots: 59 });
    expect((await item()).service).toMatchObject({ nextDate: '2026-01-20', dueBy: 'shots', shotsLeft: 0, status: 'overdue' });
    const usage = await get(alice, `${ITEMS}/${gun}/usage`);
    expect(usage.body).toEqual({
      items: [
        { sessionId: second, usageDate: '2026-01-20', shotsCount: 30, rounds: 1, targets: 25 },
        { sessionId: first, usageDate: '2026-01-10', shotsCount: 29, rounds: 1, targets: 25 },
      ],
      total: 2,
    });

    // edited to name the other gun: it leaves this one's usage
    const edit = await send(alice, 'PUT', `/api/practice/sessions/${second}`, {
      date: '2026-01-20',
      scores: [{ total: 20 }],
      equipmentIds: [other],
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await item()).usage).toMatchObject({ sessions: 1, shots: 29 });
    expect((await item()).service).toMatchObject({ nextDate: '2026-04-01', dueBy: 'interval', shotsLeft: 21 });
    expect((await get(alice, `${ITEMS}/${other}`)).body.usage).toMatchObject({ sessions: 2, shots: 55 });

    // a service resets the count and the interval; a record's next date wins over the interval
    await send(alice, 'POST', `${ITEMS}/${gun}/maintenance`, { ...RECORD, maintenanceDate: '2026-01-15' });
    expect((await item()).service).toMatchObject({
      nextDate: '2026-04-15',
      dueBy: 'interval',
      lastServiceDate: '2026-01-15',
      shotsLeft: 50,
    });
    expect((await item()).sinceService).toMatchObject({ sessions: 0, shots: 0 });
    expect((await item()).usage).toMatchObject({ sessions: 1, shots: 29 });
    await send(alice, 'POST', `${ITEMS}/${gun}/maintenance`, {
      ...RECORD,
      maintenanceDate: '2026-01-16',
      nextMaintenanceDate: '2026-03-01',
    });
    expect((await item()).service).toMatchObject({ nextDate: '2026-03-01', dueBy: 'record', lastServiceDate: '2026-01-16' });

    // a date set by hand holds until the next record
    const withDate = {
      name: 'Perazzi High Tech',
      categoryId: 'shotgun',
      purchaseDate: '2026-01-01',
      maintenanceFrequency: 90,
      maintenanceEveryShots: 50,
    };
    await send(alice, 'PUT', `${ITEMS}/${gun}`, { ...withDate, nextMaintenance: '2026-02-20' });
    expect((await item()).service).toMatchObject({ nextDate: '2026-02-20', dueBy: 'manual' });
    await send(alice, 'POST', `${ITEMS}/${gun}/maintenance`, { ...RECORD, maintenanceDate: '2026-01-17' });
    expect(await item()).toMatchObject({ nextMaintenance: null, service: { nextDate: '2026-04-17', dueBy: 'interval' } });

    // deleted: gone from the usage
    const later = await logSession(alice, '2026-01-25', 10, [gun]);
    expect((await item()).sinceService).toMatchObject({ sessions: 1, shots: 40 });
    expect((await send(alice, 'DELETE', `/api/practice/sessions/${later}`)).status).toBe(204);
    expect((await item()).sinceService).toMatchObject({ sessions: 0, shots: 0 });
    expect((await item()).usage).toMatchObject({ sessions: 1, shots: 29 });
  });
});

describe('the Maintenance Due reminder', () => {
  const dueEvents = async (equipmentId: string) =>
    (await publishedPracticeEvents(svc.ctx.bus)).filter(
      (e) => e.subject === equipmentMaintenanceDue.subject && e.data.equipmentId === equipmentId,
    );

  it('when the reminder runs twice on a due day, then one Maintenance Due goes out; a new due date sends one more', async () => {
    const carol = await svc.loginAs({ userId: 'c3c3c3c3c3c3c3c3c3c3c3c3', role: 'member' });
    const gun = await addItem(carol, { name: 'Carol’s DT11', categoryId: 'shotgun', nextMaintenance: '2026-06-01' });
    const later = await addItem(carol, { name: 'Not due yet', categoryId: 'shotgun', nextMaintenance: '2026-12-31' });
    const reminder = new MaintenanceDueReminder(svc.ctx);
    const now = new Date('2026-06-01T03:00:00Z'); // 08:30 IST on the due day
    expect(await reminder.send(now)).toBeGreaterThanOrEqual(1);
    expect(await reminder.send(now)).toBe(0);
    const [event] = await eventually(async () => ((await dueEvents(gun)).length ? dueEvents(gun) : null));
    expect(event!.data).toMatchObject({
      userId: 'c3c3c3c3c3c3c3c3c3c3c3c3',
      name: 'Carol’s DT11',
      nextMaintenance: '2026-06-01',
      overdue: false,
    });
    // a day later it is overdue, but it was already told for this date
    expect(await reminder.send(new Date('2026-06-02T03:00:00Z'))).toBe(0);

    // a service with a new next date re-arms it
    await send(carol, 'POST', `${ITEMS}/${gun}/maintenance`, {
      ...RECORD,
      maintenanceDate: '2026-06-02',
      nextMaintenanceDate: '2026-06-10',
    });
    await reminder.send(new Date('2026-06-12T03:00:00Z'));
    await reminder.send(new Date('2026-06-12T04:00:00Z'));
    await eventually(async () => ((await dueEvents(gun)).length === 2 ? true : null));
    const events = await dueEvents(gun);
    expect(events.map((e) => [e.data.nextMaintenance, e.data.overdue])).toEqual([
      ['2026-06-01', false],
      ['2026-06-10', true],
    ]);
    expect(await dueEvents(later)).toEqual([]);
  });

  it('when the practice worker runs its daily job with a `now`, then the reminder is part of it and sends once', async () => {
    const worker: PracticeWorker = await startPracticeWorker(loadPracticeConfig({ ...svc.env, PORT: '0' }, { worker: true }));
    try {
      const dave = await svc.loginAs({ userId: 'd4d4d4d4d4d4d4d4d4d4d4d4', role: 'member' });
      const gun = await addItem(dave, { name: 'Dave’s MX2000', categoryId: 'shotgun', nextMaintenance: '2026-07-01' });
      const run = async () => {
        const job = await worker.gearReminders.add(GEAR_REMINDERS_JOB, { now: '2026-07-03T03:00:00Z' });
        return eventually(
          async () => {
            const done = await worker.gearReminders.getJob(job.id!);
            if (done?.failedReason) throw new Error(done.failedReason);
            return done?.finishedOn ? (done.returnvalue as Record<string, number>) : null;
          },
          { timeoutMs: 20_000 },
        );
      };
      expect((await run()).maintenanceDue).toBeGreaterThanOrEqual(1);
      expect((await run()).maintenanceDue).toBe(0);
      await worker.relay?.flush();
      const events = await eventually(async () => ((await dueEvents(gun)).length ? dueEvents(gun) : null));
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({ nextMaintenance: '2026-07-01', overdue: true });
    } finally {
      await worker.stop();
    }
  });
});
