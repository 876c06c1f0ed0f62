import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { fetchJson } from '@trap/kit/testing';
import { NotificationsRepository } from '../../src/modules/notifications/notifications.repository.ts';
import { UnreadCountCache } from '../../src/modules/notifications/unread-count-cache.ts';
import { toNotification } from '../../src/modules/notifications/notifications.mapper.ts';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { notificationSeeder, type NotificationSeeder } from '../support/unread.ts';

/**
 * Mark-all-read by the member's read watermark (one write, whatever the number of unread): what the
 * member sees afterwards (count, list, the Redis page and count caches, single marks, snoozes, new
 * arrivals, the data download) is what the store holds, and nobody else's notifications change.
 */
let svc: NotificationsTestService;
/** Writes as a second process (the worker, a consumer) would: support/unread.ts. */
let seed: NotificationSeeder;

type Listed = { id: string; isRead: boolean; isSnoozed: boolean; title: string; createdAt: string };
const api = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
  fetchJson(`${svc.url}${path}`, { token, ...init });
const listOf = async (token: string) => {
  const res = await api('/api/notifications', token);
  expect(res.status, res.text).toBe(200);
  return res.body as Listed[];
};
const countOf = async (token: string) => (await api('/api/notifications/count', token)).body.count as number;
const markAll = async (token: string) => {
  const res = await api('/api/notifications/mark-all-read', token, { method: 'PATCH' });
  expect(res.status, res.text).toBe(200);
  return res.body as { updated: number };
};
/** The store alone, no cache: the list and the count as a fresh read gives them. */
const storedList = async (userId: string) => (await new NotificationsRepository(svc.ctx.conn).list(userId)).map(toNotification);
const storedCount = (userId: string) => new NotificationsRepository(svc.ctx.conn).countUnreadNow(userId);
const pages = () => new UnreadCountCache(svc.ctx.redis, svc.ctx.config.REDIS_PREFIX).pages;
const versionKey = (userId: string) => `${svc.ctx.config.REDIS_PREFIX}notifications:unread-version:${userId}`;

/** What the member sees, from every path, agrees with the store. */
async function expectCoherent(userId: string, token: string) {
  const list = await listOf(token);
  expect(list).toEqual(await storedList(userId));
  const count = await countOf(token);
  expect(count).toBe(await storedCount(userId));
  expect(count).toBe(list.filter((n) => !n.isRead && !n.isSnoozed).length);
  // the Redis page is the current one and holds the same
  const page = await pages().stored(userId);
  expect(page?.v).toBe((await svc.ctx.redis.get(versionKey(userId))) ?? '0');
  expect(page?.items).toEqual(list);
  return { list, count };
}

beforeAll(async () => {
  svc = await startNotificationsService();
  seed = notificationSeeder(svc, 'mark-all-test');
});
afterAll(async () => {
  seed?.close();
  await svc?.stop();
});

describe('mark all read by the read watermark', () => {
  it('when a member with 70 unread marks all read, then 70 became read, the count is 0, the list and the cached page show all read, and a second call changes none', async () => {
    const { userId, token } = await seed.memberWithUnread(70);
    // the caches are warm before the mark: it must patch them, not leave them behind
    expect(await countOf(token)).toBe(70);
    expect((await listOf(token)).filter((n) => !n.isRead)).toHaveLength(70);

    expect(await markAll(token)).toEqual({ updated: 70 });
    const { list, count } = await expectCoherent(userId, token);
    expect(count).toBe(0);
    expect(list).toHaveLength(70);
    expect(list.every((n) => n.isRead)).toBe(true);
    expect(await markAll(token)).toEqual({ updated: 0 });
    expect(await countOf(token)).toBe(0);
  });

  it('when a notification arrives after mark-all-read, even stamped with the same or an earlier time than the newest marked one, then it stays unread', async () => {
    const newest = Date.now() - 60_000;
    const { userId, token } = await seed.memberWithUnread(5, newest);
    expect(await markAll(token)).toEqual({ updated: 5 });
    // a tie with the newest one marked, and one stamped before it (its event waited in a queue)
    const tie = await seed.other.insertOnce(seed.note(userId, { title: 'Same millisecond', createdAt: new Date(newest) }));
    const late = await seed.other.insertOnce(seed.note(userId, { title: 'Stamped earlier', createdAt: new Date(newest - 10 * 60_000) }));
    const fresh = await seed.other.insertOnce(seed.note(userId, { title: 'Just now' }));
    const { list, count } = await expectCoherent(userId, token);
    expect(count).toBe(3);
    const unread = list.filter((n) => !n.isRead).map((n) => n.id);
    expect(unread.sort()).toEqual([tie!, late!, fresh!].map((d) => String(d._id)).sort());
    expect(await markAll(token)).toEqual({ updated: 3 });
    expect((await expectCoherent(userId, token)).count).toBe(0);
  });

  it('when notifications arrive from another process while the member marks all read, then each is either counted as marked or still unread, and every view agrees with the store', async () => {
    const { userId, token } = await seed.memberWithUnread(20);
    await listOf(token);
    const arriving = Array.from({ length: 6 }, (_, i) => seed.other.insertOnce(seed.note(userId, { title: `Arriving ${i}` })));
    const [{ updated }] = await Promise.all([markAll(token), ...arriving]);
    const { list, count } = await expectCoherent(userId, token);
    const arrived = list.filter((n) => n.title.startsWith('Arriving'));
    expect(arrived).toHaveLength(6);
    const stillUnread = arrived.filter((n) => !n.isRead).length;
    expect(count).toBe(stillUnread);
    // the 20 were marked; of the 6, those the mark took are counted in `updated`, the rest are unread
    expect(updated).toBeGreaterThanOrEqual(20);
    expect(updated + stillUnread).toBeGreaterThanOrEqual(26);
    expect(updated).toBeLessThanOrEqual(26);
  });

  it('when a member marks one unread or read after mark-all-read, then that one follows and the rest stay read until the next mark', async () => {
    const { userId, token } = await seed.memberWithUnread(8);
    expect(await markAll(token)).toEqual({ updated: 8 });
    const [newest, , third] = await listOf(token);

    // an older one marked unread again: covered by the watermark, yet unread
    const unread = await api(`/api/notifications/${third!.id}/unread`, token, { method: 'PATCH' });
    expect(unread.status, unread.text).toBe(200);
    expect(unread.body).toMatchObject({ id: third!.id, isRead: false });
    let seen = await expectCoherent(userId, token);
    expect(seen.count).toBe(1);
    expect(seen.list.filter((n) => !n.isRead).map((n) => n.id)).toEqual([third!.id]);

    // marking a covered one read changes nothing visible
    const read = await api(`/api/notifications/${newest!.id}/read`, token, { method: 'PATCH' });
    expect(read.body).toMatchObject({ id: newest!.id, isRead: true });
    expect((await expectCoherent(userId, token)).count).toBe(1);

    // read again, then unread again, then the next mark-all-read takes it
    expect((await api(`/api/notifications/${third!.id}/read`, token, { method: 'PATCH' })).body).toMatchObject({ isRead: true });
    expect((await expectCoherent(userId, token)).count).toBe(0);
    await api(`/api/notifications/${third!.id}/unread`, token, { method: 'PATCH' });
    expect(await countOf(token)).toBe(1);
    expect(await markAll(token)).toEqual({ updated: 1 });
    seen = await expectCoherent(userId, token);
    expect(seen.count).toBe(0);
    expect(seen.list.every((n) => n.isRead)).toBe(true);
  });

  it("when a member marks all read, then another member's notifications stay unread, and theirs mark on their own", async () => {
    const alice = await seed.memberWithUnread(12);
    const bob = await seed.memberWithUnread(7);
    expect(await countOf(bob.token)).toBe(7);
    expect(await markAll(alice.token)).toEqual({ updated: 12 });
    const bobs = await expectCoherent(bob.userId, bob.token);
    expect(bobs.count).toBe(7);
    expect(bobs.list.every((n) => !n.isRead)).toBe(true);
    expect(await markAll(bob.token)).toEqual({ updated: 7 });
    expect((await expectCoherent(bob.userId, bob.token)).count).toBe(0);
    expect((await expectCoherent(alice.userId, alice.token)).count).toBe(0);
  });

  it('when a snoozed notification wakes after mark-all-read, then it is unread again; the snooze itself leaves its read state alone', async () => {
    const { userId, token } = await seed.memberWithUnread(3);
    const [, snoozed] = await listOf(token);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await api(`/api/notifications/${snoozed!.id}/snooze`, token, { method: 'PATCH', json: { snoozeUntil: until } })).status).toBe(
      200,
    );
    expect(await countOf(token)).toBe(2);
    // the snoozed one became read too, as when each was marked
    expect(await markAll(token)).toEqual({ updated: 3 });
    expect((await expectCoherent(userId, token)).count).toBe(0);
    // its time has come: the worker wakes it
    await svc.ctx.conn
      .collection('notifications')
      .updateOne({ _id: new Types.ObjectId(snoozed!.id) }, { $set: { snoozeUntil: new Date(Date.now() - 1000) } });
    const woken = await seed.other.wake(snoozed!.id, new Date());
    expect(woken).toMatchObject({ isRead: false, isSnoozed: false });
    const { list, count } = await expectCoherent(userId, token);
    expect(count).toBe(1);
    expect(list.filter((n) => !n.isRead).map((n) => n.id)).toEqual([snoozed!.id]);
  });

  it('when Redis lost the page and the count after mark-all-read, then both are rebuilt from the store with the watermark', async () => {
    const { userId, token } = await seed.memberWithUnread(10);
    expect(await markAll(token)).toEqual({ updated: 10 });
    await seed.other.insertOnce(seed.note(userId, { title: 'After the mark' }));
    await svc.ctx.redis.del(
      `${svc.ctx.config.REDIS_PREFIX}notifications:page:${userId}`,
      `${svc.ctx.config.REDIS_PREFIX}notifications:unread:${userId}`,
      versionKey(userId),
    );
    const { list, count } = await expectCoherent(userId, token);
    expect(count).toBe(1);
    expect(list.filter((n) => !n.isRead).map((n) => n.title)).toEqual(['After the mark']);
  });

  it('when a member downloads their data after mark-all-read, then the notifications are read there too, with when they marked them', async () => {
    const { userId, token } = await seed.memberWithUnread(4);
    await markAll(token);
    await seed.other.insertOnce(seed.note(userId, { title: 'Unread one' }));
    const res = await api('/api/notifications/export', token);
    expect(res.status).toBe(200);
    const { notifications, notification_read_marks: marks } = res.body.records as {
      notifications: { title: string; isRead: boolean }[];
      notification_read_marks: { markedAt: string }[];
    };
    expect(notifications).toHaveLength(5);
    expect(notifications.filter((n) => !n.isRead).map((n) => n.title)).toEqual(['Unread one']);
    expect(JSON.stringify(notifications)).not.toContain('generation');
    expect(marks).toEqual([{ markedAt: expect.any(String) }]);
  });
});
