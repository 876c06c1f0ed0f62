import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, MEMBER, publishedContentEvents, startContentService } from '../support/content-service.ts';
import { RangeSlotStore } from '../../src/modules/range-slots/range-slot-store.ts';

/**
 * The range slot board through the real HTTP server and stores: range staff set
 * layouts and open slots, members book and cancel, the last place goes to exactly one of twenty
 * simultaneous bookings, and the refusals.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const tokens: Record<string, string> = {};
let rangeId: string;
let otherRangeId: string;
let layoutId: string;

const MANAGER = { userId: 'e7e7e7e7e7e7e7e7e7e7e7e7', role: 'member' as const };
const OTHER = { userId: 'f9f9f9f9f9f9f9f9f9f9f9f9', role: 'member' as const };
const SHOOTERS = Array.from({ length: 20 }, (_, i) => ({
  userId: `ab${String(i).padStart(2, '0')}`.padEnd(24, 'c'),
  role: 'member' as const,
}));

/** A day `n` days from today (IST), YYYY-MM-DD. */
const dayFromNow = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

const openSlot = async (json: Record<string, unknown>, token = tokens.admin) => {
  const res = await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots`), {
    token,
    json: { date: dayFromNow(2), time: '09:00', layoutId, pricePaise: 150_000, capacity: 6, ...json },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; placesLeft: number };
};
const book = (token: string | undefined, slotId: string, name = 'Shooter') =>
  fetchJson(url(`/api/shooting-ranges/${rangeId}/slots/${slotId}/booking`), { token, json: { name } });
const cancel = (token: string | undefined, slotId: string) =>
  fetchJson(url(`/api/shooting-ranges/${rangeId}/slots/${slotId}/booking`), { token, method: 'DELETE' });
const boardAs = async (token?: string, query = '') => {
  const res = await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots${query}`), { token });
  expect(res.status, res.text).toBe(200);
  return res.body as {
    layouts: { id: string; name: string }[];
    canManage: boolean;
    slots: { id: string; placesLeft: number; bookedByMe: boolean; pricePaise: number; layoutName: string; date: string }[];
  };
};

beforeAll(async () => {
  svc = await startContentService();
  tokens.admin = await svc.loginAs(ADMIN);
  tokens.member = await svc.loginAs(MEMBER);
  tokens.manager = await svc.loginAs(MANAGER);
  tokens.other = await svc.loginAs(OTHER);
  for (const [i, s] of SHOOTERS.entries()) tokens[`s${i}`] = await svc.loginAs(s);
  const mk = async (name: string) => {
    const res = await fetchJson(url('/api/shooting-ranges'), {
      token: tokens.admin,
      json: { name, city: 'Pune', state: 'Maharashtra', description: 'Trap' },
    });
    expect(res.status, res.text).toBe(201);
    return (res.body as { id: string }).id;
  };
  rangeId = await mk('Slot Range');
  otherRangeId = await mk('Other Range');
  const layouts = await fetchJson(url(`/api/shooting-ranges/${rangeId}/layouts`), {
    method: 'PUT',
    token: tokens.admin,
    json: { layouts: [{ name: 'Trap 1' }, { name: 'Trap 2' }] },
  });
  expect(layouts.status, layouts.text).toBe(200);
  layoutId = layouts.body.layouts[0].id;
});
afterAll(() => svc?.stop());

describe('range staff', () => {
  it('when an admin names a manager, then that member opens slots on this range only, and other members are refused', async () => {
    expect(
      (
        await fetchJson(url(`/api/shooting-ranges/${rangeId}/managers`), {
          method: 'PUT',
          token: tokens.member,
          json: { managerIds: [MEMBER.userId] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots`), {
          token: tokens.manager,
          json: { date: dayFromNow(3), time: '10:00', layoutId, pricePaise: 100_000, capacity: 6 },
        })
      ).status,
    ).toBe(403);
    const named = await fetchJson(url(`/api/shooting-ranges/${rangeId}/managers`), {
      method: 'PUT',
      token: tokens.admin,
      json: { managerIds: [MANAGER.userId] },
    });
    expect(named.status, named.text).toBe(200);
    expect(named.body.managerIds).toEqual([MANAGER.userId]);
    expect((await boardAs(tokens.manager)).canManage).toBe(true);
    expect((await boardAs(tokens.member)).canManage).toBe(false);
    await openSlot({ date: dayFromNow(3), time: '10:00' }, tokens.manager);
    const elsewhere = await fetchJson(url(`/api/shooting-ranges/${otherRangeId}/board`), { token: tokens.manager });
    expect(elsewhere.status).toBe(403);
  });

  it('when a slot is opened with an unknown layout, in the past, or twice, then it is refused with a reason', async () => {
    const bad = await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots`), {
      token: tokens.admin,
      json: { date: dayFromNow(2), time: '11:00', layoutId: 'nope', pricePaise: 1, capacity: 1 },
    });
    expect(bad.status).toBe(404);
    expect(bad.body.error.message).toMatch(/Layout/);
    const past = await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots`), {
      token: tokens.admin,
      json: { date: dayFromNow(-1), time: '11:00', layoutId, pricePaise: 1, capacity: 1 },
    });
    expect(past.status).toBe(409);
    const input = await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots`), {
      token: tokens.admin,
      json: { date: '2026-13-01', time: '25:00', layoutId, pricePaise: 1.5, capacity: 0 },
    });
    expect(input.status).toBe(400);
    expect(Object.keys(input.body.error.fields).sort()).toEqual(['capacity', 'date', 'pricePaise', 'time']);
    await openSlot({ time: '12:00' });
    const twice = await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots`), {
      token: tokens.admin,
      json: { date: dayFromNow(2), time: '12:00', layoutId, pricePaise: 1, capacity: 1 },
    });
    expect(twice.status).toBe(409);
  });

  it('when a layout has slots, then it cannot be removed; renaming keeps it', async () => {
    const removed = await fetchJson(url(`/api/shooting-ranges/${rangeId}/layouts`), {
      method: 'PUT',
      token: tokens.admin,
      json: { layouts: [{ name: 'Trap 2' }] },
    });
    expect(removed.status).toBe(409);
    const board = await boardAs(tokens.admin);
    const renamed = await fetchJson(url(`/api/shooting-ranges/${rangeId}/layouts`), {
      method: 'PUT',
      token: tokens.admin,
      json: { layouts: board.layouts.map((l) => ({ id: l.id, name: l.name === 'Trap 1' ? 'Trap One' : l.name })) },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.layouts[0]).toEqual({ id: layoutId, name: 'Trap One' });
  });

  it('when staff set layouts, name managers, open and withdraw a slot, then each is in the audit trail once with who did it and what changed', async () => {
    const made = await fetchJson(url('/api/shooting-ranges'), {
      token: tokens.admin,
      json: { name: 'Audit Range', city: 'Nashik', state: 'Maharashtra', description: 'Trap' },
    });
    expect(made.status, made.text).toBe(201);
    const id = made.body.id as string;
    const put = (what: 'layouts' | 'managers', json: unknown) =>
      fetchJson(url(`/api/shooting-ranges/${id}/${what}`), { method: 'PUT', token: tokens.admin, json });
    const layouts = await put('layouts', { layouts: [{ name: 'Bunker' }] });
    expect(layouts.status, layouts.text).toBe(200);
    const bunker = layouts.body.layouts[0].id as string;
    expect((await put('managers', { managerIds: [MANAGER.userId] })).status).toBe(200);
    // the same managers again change nothing: no action to record
    expect((await put('managers', { managerIds: [MANAGER.userId] })).status).toBe(200);
    const slot = await fetchJson(url(`/api/shooting-ranges/${id}/slots`), {
      token: tokens.manager,
      json: { date: dayFromNow(4), time: '07:30', layoutId: bunker, pricePaise: 90_000, capacity: 5 },
    });
    expect(slot.status, slot.text).toBe(201);
    const withdrawn = await fetchJson(url(`/api/shooting-ranges/${id}/slots/${slot.body.id}`), { method: 'DELETE', token: tokens.manager });
    expect(withdrawn.status, withdrawn.text).toBe(204);

    await svc.relay.flush();
    const audited = (await publishedContentEvents(svc.ctx.bus))
      // the range's own creation is the catalog's entry (shooting_range.create)
      .filter(
        (e) =>
          e.subject === 'content.staff_action.recorded' &&
          e.data.itemType !== 'shooting_range' &&
          [id, slot.body.id].includes(e.data.itemId),
      )
      .map((e) => e.data);
    // each once (the board's come from its own document, the slot's from the journal: sorted by name)
    expect(audited.map((a) => [a.action, a.actorId, a.actorRole]).sort()).toEqual([
      ['range_board.set_layouts', ADMIN.userId, 'admin'],
      ['range_board.set_managers', ADMIN.userId, 'admin'],
      ['range_slot.open', MANAGER.userId, 'member'],
      ['range_slot.withdraw', MANAGER.userId, 'member'],
    ]);
    const entry = (action: string) => audited.find((a) => a.action === action);
    expect(entry('range_board.set_layouts')).toMatchObject({
      itemType: 'range_board',
      itemLabel: 'Audit Range',
      before: { layouts: [] },
      after: { layouts: [{ id: bunker, name: 'Bunker' }] },
    });
    expect(entry('range_board.set_managers')).toMatchObject({ before: { managerIds: [] }, after: { managerIds: [MANAGER.userId] } });
    const slotFields = { date: dayFromNow(4), time: '07:30', layoutName: 'Bunker', pricePaise: 90_000, capacity: 5 };
    expect(entry('range_slot.open')).toMatchObject({
      itemType: 'range_slot',
      itemLabel: `Audit Range: Bunker, ${dayFromNow(4)} 07:30`,
      before: null,
      after: slotFields,
    });
    expect(entry('range_slot.withdraw')).toMatchObject({ before: slotFields, after: null });
  });
});

describe('booking', () => {
  it('when a member books and cancels, then places left follow, the booking is in my bookings, and the staff see the name', async () => {
    const slot = await openSlot({ time: '14:00', capacity: 2, pricePaise: 125_050 });
    const booked = await book(tokens.member, slot.id, '  Arjun Mehta ');
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body).toMatchObject({ id: slot.id, placesLeft: 1, bookedByMe: true, pricePaise: 125_050 });
    expect((await book(tokens.member, slot.id)).status).toBe(409);
    const visitor = (await boardAs(undefined)).slots.find((s) => s.id === slot.id)!;
    expect(visitor).toMatchObject({ placesLeft: 1, bookedByMe: false });
    const mine = await fetchJson(url('/api/range-bookings'), { token: tokens.member });
    expect(mine.body.items.map((s: { id: string }) => s.id)).toContain(slot.id);
    const staff = await fetchJson(url(`/api/shooting-ranges/${rangeId}/bookings`), { token: tokens.manager });
    expect(staff.status).toBe(200);
    expect(staff.body.items.find((s: { id: string }) => s.id === slot.id).bookings.map((b: { name: string }) => b.name)).toEqual([
      'Arjun Mehta',
    ]);
    expect((await fetchJson(url(`/api/shooting-ranges/${rangeId}/bookings`), { token: tokens.member })).status).toBe(403);
    expect(
      (await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots/${slot.id}`), { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(409);

    expect((await cancel(tokens.other, slot.id)).status).toBe(404);
    expect((await cancel(tokens.member, slot.id)).status).toBe(204);
    expect((await boardAs(tokens.member)).slots.find((s) => s.id === slot.id)).toMatchObject({ placesLeft: 2, bookedByMe: false });
    expect(
      (await fetchJson(url('/api/range-bookings'), { token: tokens.member })).body.items.map((s: { id: string }) => s.id),
    ).not.toContain(slot.id);
    expect(
      (await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots/${slot.id}`), { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(204);
    expect((await book(tokens.member, slot.id)).status).toBe(404);
  });

  it('when twenty members book the last place at the same moment, then exactly one gets it and the slot is full, never over', async () => {
    const slot = await openSlot({ time: '16:00', capacity: 3 });
    expect((await book(tokens.member, slot.id)).status).toBe(201);
    expect((await book(tokens.other, slot.id)).status).toBe(201);
    const results = await Promise.all(SHOOTERS.map((_, i) => book(tokens[`s${i}`], slot.id, `Shooter ${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).toBe('This slot is full');
    const staff = await fetchJson(url(`/api/shooting-ranges/${rangeId}/bookings`), { token: tokens.admin });
    const row = staff.body.items.find((s: { id: string }) => s.id === slot.id);
    expect(row.bookings).toHaveLength(3);
    expect(row.placesLeft).toBe(0);
  });

  it('when visitors book, or the slot or range is unknown, then they are refused', async () => {
    const slot = await openSlot({ time: '18:00' });
    expect((await book(undefined, slot.id)).status).toBe(401);
    expect((await book(tokens.member, 'f'.repeat(24))).status).toBe(404);
    expect((await book(tokens.member, slot.id, '')).status).toBe(400);
    expect((await fetchJson(url(`/api/shooting-ranges/${'0'.repeat(24)}/slots`))).status).toBe(404);
    expect(
      (await fetchJson(url(`/api/shooting-ranges/${otherRangeId}/slots/${slot.id}/booking`), { token: tokens.member, json: { name: 'X' } }))
        .status,
    ).toBe(404);
  });

  it('when the board is asked for a week from a day, then it holds only that week’s slots in order', async () => {
    await openSlot({ date: dayFromNow(10), time: '08:00' });
    const week = await boardAs(undefined, `?from=${dayFromNow(1)}&days=7`);
    expect(week.slots.every((s) => s.date >= dayFromNow(1) && s.date <= dayFromNow(7))).toBe(true);
    const later = await boardAs(undefined, `?from=${dayFromNow(10)}&days=1`);
    expect(later.slots).toHaveLength(1);
    expect((await fetchJson(url(`/api/shooting-ranges/${rangeId}/slots?days=99`))).status).toBe(400);
  });
});

describe('storage by range and day', () => {
  it('when members book different slots of one day at the same moment, then every slot fills to its places and none over', async () => {
    // the day's slots share one document: a booking of one slot races the others' on the day's revision
    const date = dayFromNow(12);
    const slots = await Promise.all(['07:00', '09:00', '11:00', '13:00'].map((time) => openSlot({ date, time, capacity: 3 })));
    const tries = SHOOTERS.map((_, i) => book(tokens[`s${i}`], slots[i % slots.length]!.id, `Shooter ${i}`));
    const results = await Promise.all(tries);
    expect(results.filter((r) => r.status === 201)).toHaveLength(12);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.error.message).toBe('This slot is full');
    const staff = await fetchJson(url(`/api/shooting-ranges/${rangeId}/bookings?from=${date}&days=1`), { token: tokens.admin });
    expect(staff.body.items.map((s: { bookings: unknown[]; placesLeft: number }) => [s.bookings.length, s.placesLeft])).toEqual([
      [3, 0],
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
    const day = await svc.ctx.conn.db!.collection('range_slot_days').findOne({ _id: `${rangeId}:${date}` as never });
    const booked = (day!.slots as { bookings: { userId: string }[] }[]).flatMap((s) => s.bookings.map((b) => b.userId));
    expect([...(day!.bookers as string[])].sort()).toEqual([...new Set(booked)].sort());
  });

  it('when slots were stored the first way (a document each), then start-up moves them into their days and they keep working', async () => {
    const date = dayFromNow(14);
    const legacy = svc.ctx.conn.db!.collection('range_slots');
    const id = 'abcdef0123456789abcdef01';
    await legacy.insertOne({
      _id: id as never,
      rangeId,
      rangeName: 'Slot Range',
      date,
      time: '10:30',
      startsAt: new Date(`${date}T10:30:00+05:30`),
      layoutId,
      layoutName: 'Trap 1',
      pricePaise: 99_000,
      capacity: 2,
      bookings: [{ userId: OTHER.userId, name: 'Old Booking', bookedAt: new Date() }],
      revision: 2,
      createdAt: new Date(),
    });
    const store = new RangeSlotStore(svc.ctx.conn);
    // twice, as two replicas starting at once (or a restart after a crash) would
    await Promise.all([store.migrateLegacy(), store.migrateLegacy()]);
    expect(await legacy.countDocuments({})).toBe(0);
    const board = await boardAs(tokens.other, `?from=${date}&days=1`);
    expect(board.slots).toEqual([expect.objectContaining({ id, pricePaise: 99_000, placesLeft: 1, bookedByMe: true, time: '10:30' })]);
    expect((await book(tokens.member, id)).status).toBe(201);
    expect((await book(tokens.manager, id)).status).toBe(409);
    const mine = await fetchJson(url('/api/range-bookings'), { token: tokens.other });
    expect(mine.body.items.map((s: { id: string }) => s.id)).toContain(id);
    expect(await store.migrateLegacy()).toBe(0);
  });
});
