import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { fetchJson } from '@trap/kit/testing';
import { NotificationsRepository } from '../../src/modules/notifications/notifications.repository.ts';
import { UnreadCountCache } from '../../src/modules/notifications/unread-count-cache.ts';
import { toNotification } from '../../src/modules/notifications/notifications.mapper.ts';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { notificationSeeder, type NotificationSeeder } from '../support/unread.ts';

/**
 * The member's list from its Redis read model (NotificationPageCache) and mark-all-read: what a member sees is always what the store holds, after writes from two processes,
 * after a write whose process died before it patched the page, and after Redis lost the page.
 * Mark-all-read by the read watermark: test/api/mark-all-read.test.ts.
 */
let svc: NotificationsTestService;
/** Writes as a second process (the worker, a consumer) would: support/unread.ts. */
let seed: NotificationSeeder;

const api = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
  fetchJson(`${svc.url}${path}`, { token, ...init });
const listOf = async (token: string) => {
  const res = await api('/api/notifications', token);
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; isRead: boolean; isSnoozed: boolean; title: string }[];
};
/** The list as the store alone answers it (the old read: no cache). */
const storedList = async (userId: string) => (await new NotificationsRepository(svc.ctx.conn).list(userId)).map(toNotification);
const pageKey = (userId: string) => `${svc.ctx.config.REDIS_PREFIX}notifications:page:${userId}`;
const versionKey = (userId: string) => `${svc.ctx.config.REDIS_PREFIX}notifications:unread-version:${userId}`;

beforeAll(async () => {
  svc = await startNotificationsService();
  seed = notificationSeeder(svc, 'page-test');
});
afterAll(async () => {
  seed?.close();
  await svc?.stop();
});

describe('the member list read model', () => {
  it('when writes from two processes race with list reads, then once they settle the list equals the stored one, and later writes patch it', async () => {
    const { userId, token } = await seed.memberWithUnread(5, Date.now() - 6 * 60_000);
    const first = await listOf(token);
    expect(first).toEqual(await storedList(userId));
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 10; i++) {
      work.push(seed.other.insertOnce(seed.note(userId)));
      work.push(listOf(token));
      if (i < first.length) work.push(api(`/api/notifications/${first[i]!.id}/read`, token, { method: 'PATCH' }));
      if (i === 3) work.push(api(`/api/notifications/${first[4]!.id}`, token, { method: 'DELETE' }));
    }
    await Promise.all(work);
    expect(await listOf(token)).toEqual(await storedList(userId));

    // a settled page is patched by each write (no rebuild): the page's version follows the member's
    await listOf(token);
    await seed.other.insertOnce(seed.note(userId, { title: 'Patched in' }));
    const page = await svc.ctx.redis.hgetall(pageKey(userId));
    expect(page.v).toBe(await svc.ctx.redis.get(versionKey(userId)));
    expect((await listOf(token))[0]!.title).toBe('Patched in');
    expect(await listOf(token)).toEqual(await storedList(userId));
  });

  it('when a process died between its write and the page, or Redis lost the page, then the next list is rebuilt and matches the store', async () => {
    const { userId, token } = await seed.memberWithUnread(4);
    const before = await listOf(token);
    // a write that bumped the version and died before patching the page (the store changed underneath)
    await svc.ctx.conn
      .collection('notifications')
      .updateOne({ _id: new Types.ObjectId(before[0]!.id) }, { $set: { title: 'Changed behind' } });
    await svc.ctx.redis.incr(versionKey(userId));
    const rebuilt = await listOf(token);
    expect(rebuilt[0]!.title).toBe('Changed behind');
    expect(rebuilt).toEqual(await storedList(userId));
    // Redis restarted: no page, no version
    await svc.ctx.redis.del(pageKey(userId), versionKey(userId));
    expect(await listOf(token)).toEqual(await storedList(userId));
    const page = await new UnreadCountCache(svc.ctx.redis, svc.ctx.config.REDIS_PREFIX).pages.stored(userId);
    expect(page?.items).toEqual(await storedList(userId));
    expect(page?.complete).toBe(true);
  });

  it('when a member with many notifications marks all read, then exactly the unread ones change, the list and count follow, and a second call changes none', async () => {
    const { userId, token } = await seed.member();
    const docs = Array.from({ length: 160 }, (_, i) => ({
      ...seed.note(userId),
      _id: new Types.ObjectId(),
      isRead: i % 4 !== 0,
      isSnoozed: i === 8,
      snoozeUntil: i === 8 ? new Date(Date.now() + 3_600_000) : null,
      createdAt: new Date(Date.now() - i * 60_000),
    }));
    await svc.ctx.conn.collection('notifications').insertMany(docs);
    await svc.ctx.redis.incr(versionKey(userId));
    const unread = docs.filter((d) => !d.isRead).length;
    expect((await listOf(token)).filter((n) => !n.isRead)).toHaveLength(unread);
    const res = await api('/api/notifications/mark-all-read', token, { method: 'PATCH' });
    expect(res.body).toEqual({ updated: unread });
    const after = await listOf(token);
    expect(after.every((n) => n.isRead)).toBe(true);
    expect(after).toEqual(await storedList(userId));
    expect((await api('/api/notifications/count', token)).body.count).toBe(0);
    expect((await api('/api/notifications/mark-all-read', token, { method: 'PATCH' })).body).toEqual({ updated: 0 });
    // counted in the store itself, no cache
    expect(await new NotificationsRepository(svc.ctx.conn).countUnreadNow(userId)).toBe(0);
  });
});
