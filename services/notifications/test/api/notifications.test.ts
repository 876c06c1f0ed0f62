import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationSchema, SNOOZE_PAST_MESSAGE, SNOOZE_INVALID_MESSAGE } from '@trap/contracts';
import { fetchJson } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';

/** one test notification of every type, then one more weather alert */
const ALL = NOTIFICATION_TYPES.length + 1;

let svc: NotificationsTestService;
let alice: string;
let bob: string;
const ALICE = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const BOB = 'b2b2b2b2b2b2b2b2b2b2b2b2';
const url = (p: string) => `${svc.url}${p}`;
const api = (path: string, token: string, init: { method?: string; json?: unknown } = {}) => fetchJson(url(path), { token, ...init });

beforeAll(async () => {
  svc = await startNotificationsService();
  alice = await svc.loginAs({ userId: ALICE });
  bob = await svc.loginAs({ userId: BOB });
});
afterAll(() => svc?.stop());

describe('notifications API', () => {
  it('when nobody is logged in, then every notification call is 401', async () => {
    expect((await fetchJson(url('/api/notifications'))).status).toBe(401);
    expect((await fetchJson(url('/api/notifications/count'))).status).toBe(401);
    expect((await fetchJson(url('/api/notifications/mark-all-read'), { method: 'PATCH' })).status).toBe(401);
  });

  it('when a member sends themselves test notifications, then one of every type (SPEC 3.4 and Community Activity) is listed newest first and counted', async () => {
    const sent = await api('/api/notifications/test', alice, { json: {} });
    expect(sent.status).toBe(201);
    expect(sent.body.map((n: { type: string }) => n.type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    const one = await api('/api/notifications/test', alice, { json: { type: 'weather_alert' } });
    expect(one.body).toHaveLength(1);
    const list = await api('/api/notifications', alice);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(ALL);
    for (const n of list.body) expect(notificationSchema.parse(n)).toEqual(n);
    expect(list.body[0].type).toBe('weather_alert');
    expect((await api('/api/notifications/count', alice)).body).toEqual({ count: ALL });
    expect((await api('/api/notifications', bob)).body).toEqual([]);
  });

  it('when the test type is unknown, then it is a 400 with a field message', async () => {
    const res = await api('/api/notifications/test', alice, { json: { type: 'party' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.type).toBeTruthy();
  });

  it('when a member marks one read and unread again, then the count follows', async () => {
    const [first] = (await api('/api/notifications', alice)).body;
    const read = await api(`/api/notifications/${first.id}/read`, alice, { method: 'PATCH' });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.id, isRead: true });
    expect((await api('/api/notifications/count', alice)).body.count).toBe(ALL - 1);
    const unread = await api(`/api/notifications/${first.id}/unread`, alice, { method: 'PATCH' });
    expect(unread.body.isRead).toBe(false);
    expect((await api('/api/notifications/count', alice)).body.count).toBe(ALL);
  });

  it("when a member touches another member's notification, then it is a 404 and nothing changes", async () => {
    const [target] = (await api('/api/notifications', alice)).body;
    for (const [method, path, json] of [
      ['PATCH', `/api/notifications/${target.id}/read`],
      ['PATCH', `/api/notifications/${target.id}/unread`],
      ['PATCH', `/api/notifications/${target.id}/snooze`, { snoozeUntil: new Date(Date.now() + 3600_000).toISOString() }],
      ['DELETE', `/api/notifications/${target.id}`],
    ] as const) {
      const res = await api(path, bob, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await api('/api/notifications', alice)).body[0]).toEqual(target);
    expect((await api('/api/notifications/nonsense/read', alice, { method: 'PATCH' })).status).toBe(404);
    // an id no notification could have (over 64 characters) is refused before any lookup, naming the field
    const overlong = await api(`/api/notifications/${'a'.repeat(65)}`, alice, { method: 'DELETE' });
    expect(overlong.status).toBe(400);
    expect(overlong.body.error.fields).toHaveProperty('id');
    expect((await api('/api/notifications', alice)).body[0]).toEqual(target);
  });

  it('when a member snoozes one, then it is marked snoozed, leaves the count, and a past or invalid date is a 400', async () => {
    const [first] = (await api('/api/notifications', alice)).body;
    const past = await api(`/api/notifications/${first.id}/snooze`, alice, {
      method: 'PATCH',
      json: { snoozeUntil: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ snoozeUntil: SNOOZE_PAST_MESSAGE });
    const invalid = await api(`/api/notifications/${first.id}/snooze`, alice, { method: 'PATCH', json: { snoozeUntil: 'tomorrow-ish' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ snoozeUntil: SNOOZE_INVALID_MESSAGE });
    const missing = await api(`/api/notifications/${first.id}/snooze`, alice, { method: 'PATCH', json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.snoozeUntil).toBeTruthy();

    const until = new Date(Date.now() + 2 * 3600_000).toISOString();
    const res = await api(`/api/notifications/${first.id}/snooze`, alice, { method: 'PATCH', json: { snoozeUntil: until } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.id, isSnoozed: true, snoozeUntil: until });
    expect((await api('/api/notifications/count', alice)).body.count).toBe(ALL - 1);
  });

  it('when a member marks all read, then the count is 0 and the list still holds them', async () => {
    const res = await api('/api/notifications/mark-all-read', alice, { method: 'PATCH' });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(ALL);
    expect((await api('/api/notifications/count', alice)).body.count).toBe(0);
    expect((await api('/api/notifications', alice)).body.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });

  it('when a member deletes one, then it is gone and deleting it again is a 404', async () => {
    const [first] = (await api('/api/notifications', alice)).body;
    expect((await api(`/api/notifications/${first.id}`, alice, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/api/notifications/${first.id}`, alice, { method: 'DELETE' })).status).toBe(404);
    expect((await api('/api/notifications', alice)).body).toHaveLength(ALL - 1);
  });

  it('when a member clears all, then only their own notifications are deleted', async () => {
    await api('/api/notifications/test', bob, { json: { type: 'practice_session' } });
    const res = await api('/api/notifications', alice, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: ALL - 1 });
    expect((await api('/api/notifications', alice)).body).toEqual([]);
    expect((await api('/api/notifications', bob)).body).toHaveLength(1);
  });
});
