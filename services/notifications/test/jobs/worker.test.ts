import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, liveNotificationSubject, siteSettingsUpdated, type LiveNotification } from '@trap/contracts';
import { eventually, fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { loadNotificationsConfig } from '../../src/config.ts';
import { startNotificationsWorker, type NotificationsWorker } from '../../src/jobs/start-worker.ts';
import { DIGEST_JOB } from '../../src/jobs/digest.job.ts';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { linkTokenFromMail, readOutbox } from '../support/mail-outbox.ts';
import { verifiedEmail } from '../support/members.ts';

let svc: NotificationsTestService;
let worker: NotificationsWorker;
const MEMBER = 'e5e5e5e5e5e5e5e5e5e5e5e5';
let token: string;
const api = (p: string, init: { method?: string; json?: unknown } = {}) => fetchJson(`${svc.url}${p}`, { token, ...init });
const emlFiles = () => readdirSync(svc.outboxDir).filter((f) => f.endsWith('.eml'));

beforeAll(async () => {
  svc = await startNotificationsService();
  worker = await startNotificationsWorker(loadNotificationsConfig({ ...svc.env, PORT: '0' }, { worker: true }));
  token = await svc.loginAs({ userId: MEMBER });
});
afterAll(async () => {
  await worker?.stop();
  await svc?.stop();
});

describe('notifications worker', () => {
  it('when it runs, then /healthz and /readyz answer', async () => {
    expect((await fetchJson(`${worker.url}/healthz`)).status).toBe(200);
    const ready = await fetchJson(`${worker.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toMatchObject({ mongo: 'ok', nats: 'ok', redis: 'ok', workers: 'ok' });
    expect(loadNotificationsConfig({}, { worker: true }).PORT).toBe(4205);
  });

  it('when a snoozed notification reaches snoozeUntil, then it is unsnoozed, unread again and pushed live', async () => {
    const [n] = (await api('/api/notifications/test', { json: { type: 'maintenance_due' } })).body;
    await api(`/api/notifications/${n.id}/read`, { method: 'PATCH' });
    const frames: LiveNotification[] = [];
    const sub = svc.ctx.bus.nc.subscribe(svc.ctx.bus.subject(liveNotificationSubject(MEMBER)), {
      callback: (_err, msg) => {
        frames.push(msg.json<LiveNotification>());
      },
    });
    try {
      const until = new Date(Date.now() + 1200);
      const snoozed = await api(`/api/notifications/${n.id}/snooze`, { method: 'PATCH', json: { snoozeUntil: until.toISOString() } });
      expect(snoozed.body.isSnoozed).toBe(true);
      const woken = await eventually(
        async () => {
          const found = (await api('/api/notifications')).body.find((x: { id: string }) => x.id === n.id);
          return found && !found.isSnoozed ? found : null;
        },
        { timeoutMs: 8000, intervalMs: 200 },
      );
      expect(Date.now()).toBeGreaterThanOrEqual(until.getTime());
      expect(woken).toMatchObject({ isSnoozed: false, snoozeUntil: null, isRead: false });
      await eventually(() => frames.some((f) => f.kind === 'updated' && f.notification?.id === n.id && !f.notification?.isSnoozed));
      expect((await api('/api/notifications/count')).body.count).toBeGreaterThanOrEqual(1);
    } finally {
      sub.unsubscribe();
    }
  });

  it('when the digest job runs twice in one period, then the opted-in member gets exactly one e-mail with an unsubscribe header', async () => {
    const now = new Date().toISOString();
    await verifiedEmail(svc, MEMBER, 'digest.reader@example.com');
    await waitForConsumers(svc);
    // subscribed without a session: linked to the member by their verified e-mail; another subscriber has no notifications
    expect((await fetchJson(`${svc.url}/api/newsletter/subscribe`, { json: { email: 'Digest.Reader@example.com' } })).status).toBe(200);
    expect((await fetchJson(`${svc.url}/api/newsletter/subscribe`, { json: { email: 'quiet@example.com' } })).status).toBe(200);

    const runOnce = async () => {
      const job = await worker.digestQueue.add(DIGEST_JOB, { now });
      return eventually(async () => (await worker.digestQueue.getJob(job.id!))?.returnvalue, { timeoutMs: 8000, intervalMs: 100 });
    };
    // double opt-in: nothing goes to an address until its confirmation link is used
    expect(await runOnce()).toMatchObject({ sent: 0, skipped: 0 });
    for (const email of ['digest.reader@example.com', 'quiet@example.com']) {
      const token = linkTokenFromMail(svc.outboxDir, email, 'confirm');
      expect((await fetchJson(`${svc.url}/api/newsletter/confirm?token=${encodeURIComponent(token)}`, { method: 'POST' })).status).toBe(
        200,
      );
    }
    const first = await runOnce();
    expect(first).toMatchObject({ sent: 1, skipped: 1 });
    expect(first.periodKey).toMatch(/^weekly-\d{4}-W\d{2}$/);
    const second = await runOnce();
    expect(second).toMatchObject({ periodKey: first.periodKey, sent: 0 });

    const digests = readOutbox(svc.outboxDir).filter((m) => /^X-Digest-Period: /m.test(m.text));
    expect(digests).toHaveLength(1);
    const eml = digests[0]!.text;
    expect(eml).toMatch(/^To: digest\.reader@example\.com/m);
    expect(eml).toMatch(/^List-Unsubscribe: <https:\/\/trap\.example\/api\/newsletter\/unsubscribe\/one-click\?token=/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(eml).toContain('Maintenance Due');
    const subs = (
      await fetchJson(`${svc.url}/api/newsletter/subscriptions`, { token: await svc.loginAs({ userId: 'f'.repeat(24), role: 'admin' }) })
    ).body;
    expect(subs.find((s: { email: string }) => s.email === 'digest.reader@example.com').lastEmailSentAt).toBeTruthy();
  });

  it('when a member snoozes again to a later time, then the earlier wake-up leaves it snoozed', async () => {
    const [n] = (await api('/api/notifications/test', { json: { type: 'weather_alert' } })).body;
    await api(`/api/notifications/${n.id}/snooze`, { method: 'PATCH', json: { snoozeUntil: new Date(Date.now() + 600).toISOString() } });
    const later = new Date(Date.now() + 3600_000).toISOString();
    await api(`/api/notifications/${n.id}/snooze`, { method: 'PATCH', json: { snoozeUntil: later } });
    await eventually(async () => (await worker.snoozeQueue.getCompletedCount()) >= 2, { timeoutMs: 5000, intervalMs: 100 });
    const found = (await api('/api/notifications')).body.find((x: { id: string }) => x.id === n.id);
    expect(found).toMatchObject({ isSnoozed: true, snoozeUntil: later });
  });

  it('when the digest is switched off in the settings, then the job sends nothing', async () => {
    const settings = structuredClone(DEFAULT_SETTINGS);
    settings.notifications.enableEmailDigest = false;
    await publishTestEvent(svc, siteSettingsUpdated, { settings, updatedBy: null });
    await waitForConsumers(svc);
    const before = emlFiles().length;
    const job = await worker.digestQueue.add(DIGEST_JOB, { now: new Date(Date.now() + 8 * 86_400_000).toISOString() });
    const result = await eventually(async () => (await worker.digestQueue.getJob(job.id!))?.returnvalue, { timeoutMs: 8000 });
    expect(result).toMatchObject({ sent: 0, periodKey: null });
    expect(emlFiles()).toHaveLength(before);
  });
});
