import { NOTIFICATION_TYPES } from '@trap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { fetchJson } from '@trap/kit/testing';
import { UnreadCountCache } from '../../src/modules/notifications/unread-count-cache.ts';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { notificationSeeder, type NotificationSeeder } from '../support/unread.ts';

/** one test notification of every type */
const ALL = NOTIFICATION_TYPES.length;

let svc: NotificationsTestService;
/** Writes as a second process (the worker, a consumer) would: support/unread.ts. */
let seed: NotificationSeeder;

const api = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
  fetchJson(`${svc.url}${path}`, { token, ...init });
const countOf = async (token: string) => (await api('/api/notifications/count', token)).body.count as number;
const stored = (userId: string) => seed.other.countUnreadNow(userId);

beforeAll(async () => {
  svc = await startNotificationsService();
  seed = notificationSeeder(svc, 'count-test');
});
afterAll(async () => {
  seed?.close();
  await svc?.stop();
});

describe('unread count (cached, exact)', () => {
  it('when the count was read once, then every kind of change is reflected at the next read', async () => {
    const { userId, token } = await seed.member();
    await api('/api/notifications/test', token, { json: {} });
    expect(await countOf(token)).toBe(ALL);
    expect(await countOf(token)).toBe(ALL); // from the cache

    const [a, b, c] = (await api('/api/notifications', token)).body as { id: string }[];
    await api(`/api/notifications/${a!.id}/read`, token, { method: 'PATCH' });
    expect(await countOf(token)).toBe(ALL - 1);
    await api(`/api/notifications/${a!.id}/unread`, token, { method: 'PATCH' });
    expect(await countOf(token)).toBe(ALL);
    await api(`/api/notifications/${b!.id}/snooze`, token, {
      method: 'PATCH',
      json: { snoozeUntil: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(await countOf(token)).toBe(ALL - 1);
    await api(`/api/notifications/${c!.id}`, token, { method: 'DELETE' });
    expect(await countOf(token)).toBe(ALL - 2);

    // written by another process (an event consumer, the worker): the API's cached count follows
    await seed.other.insertOnce(seed.note(userId));
    expect(await countOf(token)).toBe(ALL - 1);
    const woken = await svc.ctx.conn.collection('notifications').findOne({ _id: new Types.ObjectId(b!.id) });
    expect(woken?.isSnoozed).toBe(true);
    await svc.ctx.conn.collection('notifications').updateOne({ _id: woken!._id }, { $set: { snoozeUntil: new Date(Date.now() - 1000) } });
    await seed.other.wake(String(woken!._id), new Date());
    expect(await countOf(token)).toBe(ALL);

    await api('/api/notifications/mark-all-read', token, { method: 'PATCH' });
    expect(await countOf(token)).toBe(0);
    await api('/api/notifications', token, { method: 'DELETE' });
    expect(await countOf(token)).toBe(0);
  });

  it('when changes from two processes race with count reads, then once they settle the count equals the stored one', async () => {
    const { userId, token } = await seed.member();
    await api('/api/notifications/test', token, { json: {} });
    const ids = ((await api('/api/notifications', token)).body as { id: string }[]).map((n) => n.id);
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      work.push(seed.other.insertOnce(seed.note(userId)));
      work.push(countOf(token));
      if (i < ids.length) work.push(api(`/api/notifications/${ids[i]}/read`, token, { method: 'PATCH' }));
      work.push(countOf(token));
    }
    await Promise.all(work);
    const truth = await stored(userId);
    expect(truth).toBe(12);
    expect(await countOf(token)).toBe(truth);
    expect(await seed.other.countUnread(userId)).toBe(truth);
  });

  it('when a count is computed while a write lands, then that count is never served afterwards', async () => {
    const userId = new Types.ObjectId().toString();
    const cache = new UnreadCountCache(svc.ctx.redis, `${svc.ctx.config.REDIS_PREFIX}race:`);
    let release!: () => void;
    const slow = cache.get(userId, async () => {
      await new Promise<void>((r) => (release = r));
      return { count: 5, validUntil: null }; // counted before the write below
    });
    await new Promise((r) => setTimeout(r, 20));
    await cache.invalidate(userId); // the write finished meanwhile
    release();
    expect(await slow).toBe(5);
    expect(await cache.get(userId, async () => ({ count: 6, validUntil: null }))).toBe(6);
    expect(await cache.get(userId, async () => ({ count: -1, validUntil: null }))).toBe(6); // now cached
  });

  it('when an unread notification expires, then the cached count drops without any write', async () => {
    const userId = new Types.ObjectId().toString();
    const now = Date.now();
    await seed.other.insertOnce(seed.note(userId, { expiresAt: new Date(now + 60_000) }));
    await seed.other.insertOnce(seed.note(userId));
    expect(await seed.other.countUnread(userId, new Date(now))).toBe(2);
    expect(await seed.other.countUnread(userId, new Date(now + 30_000))).toBe(2);
    expect(await seed.other.countUnread(userId, new Date(now + 61_000))).toBe(1);
  });

  it('when a redelivered event finds its notification stored, then the count is still right', async () => {
    const userId = new Types.ObjectId().toString();
    const first = seed.note(userId);
    expect(await seed.other.countUnread(userId)).toBe(0);
    // stored by a delivery that died before telling the cache: written behind the repository's back
    await svc.ctx.conn
      .collection('notifications')
      .insertOne({ ...first, _id: new Types.ObjectId(), isRead: false, isSnoozed: false, snoozeUntil: null, createdAt: new Date() });
    expect(await seed.other.insertOnce(first)).toBeNull();
    expect(await seed.other.countUnread(userId)).toBe(1);
  });
});
