import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';

/** GET /api/notifications/export: the caller's notifications and linked newsletter subscriptions, part of "download my data". */
let svc: NotificationsTestService;
const MINE = 'c1c1c1c1c1c1c1c1c1c1c1c1';
const THEIRS = 'd2d2d2d2d2d2d2d2d2d2d2d2';
const tokens: Record<string, string> = {};
const call = (token: string | undefined, path: string, init: { method?: string; json?: unknown } = {}) =>
  fetchJson(`${svc.url}${path}`, { token, ...init });

beforeAll(async () => {
  svc = await startNotificationsService();
  tokens.mine = await svc.loginAs({ userId: MINE });
  tokens.theirs = await svc.loginAs({ userId: THEIRS });
});
afterAll(() => svc?.stop());

describe('downloading my notifications data (GET /api/notifications/export)', () => {
  it("when a member downloads their notifications data, then it holds their notifications and linked subscriptions, never another member's", async () => {
    expect((await call(tokens.mine, '/api/notifications/test', { json: { type: 'weather_alert' } })).status).toBe(201);
    expect((await call(tokens.theirs, '/api/notifications/test', { json: {} })).status).toBe(201);
    // subscriptions as a confirmed sign-up leaves them, one linked to each member
    const now = new Date();
    const subscription = (userId: string, email: string) => ({
      email,
      name: null,
      status: 'active',
      userId,
      subscriptionDate: now,
      confirmedAt: now,
      unsubscribedAt: null,
      preferences: { topics: ['tips'], frequency: 'weekly' },
      lastEmailSentAt: null,
    });
    await svc.ctx.conn
      .collection('newsletter_subscriptions')
      .insertMany([subscription(MINE, 'mine@example.com'), subscription(THEIRS, 'theirs@example.com')]);

    const res = await call(tokens.mine, '/api/notifications/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.service).toBe('notifications');
    const { notifications, newsletter_subscriptions: subscriptions, ama_reminders: reminders } = res.body.records;
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ userId: MINE, type: 'weather_alert' });
    expect(subscriptions).toEqual([expect.objectContaining({ email: 'mine@example.com', status: 'active' })]);
    expect(reminders).toEqual([]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(THEIRS);
    expect(text).not.toContain('theirs@example.com');
  });

  it('when a guest asks for the notifications export, then it is 401', async () => {
    expect((await call(undefined, '/api/notifications/export')).status).toBe(401);
  });
});
