import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amaReminderRemoved, amaReminderSet, contentEvents, liveNotificationSubject, type LiveNotification } from '@trap/contracts';
import { publishEnvelope } from '@trap/kit';
import { eventually, fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { loadNotificationsConfig } from '../../src/config.ts';
import { startNotificationsWorker, type NotificationsWorker } from '../../src/jobs/start-worker.ts';
import { AmaReminderScheduler, amaReminderJobId } from '../../src/modules/ama-reminders/ama-reminder-queue.ts';
import { remindAtFor } from '../../src/modules/ama-reminders/ama-reminders.handlers.ts';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';

// One minute of lead time: an AMA 63 s ahead is reminded in about 3 s, one 30 s ahead at once.
const LEAD_MS = 60_000;
let svc: NotificationsTestService;
let worker: NotificationsWorker;
let queue: AmaReminderScheduler;
const oid = () => randomUUID().replace(/-/g, '').slice(0, 24);

const member = async () => {
  const userId = oid();
  return { userId, token: await svc.loginAs({ userId }) };
};
const reminders = async (token: string) =>
  ((await fetchJson(`${svc.url}/api/notifications`, { token })).body as any[]).filter((n) => n.relatedEntityType === 'ama');
const setEvent = (userId: string, startsInMs: number | null, reminderId = oid(), amaId = oid()) => ({
  reminderId,
  amaId,
  userId,
  title: 'Ask Ishita Anything',
  scheduledFor: startsInMs === null ? null : new Date(Date.now() + startsInMs).toISOString(),
  setAt: new Date().toISOString(),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  svc = await startNotificationsService({ AMA_REMINDER_LEAD_MINUTES: String(LEAD_MS / 60_000) });
  worker = await startNotificationsWorker(loadNotificationsConfig({ ...svc.env, PORT: '0' }, { worker: true }));
  queue = new AmaReminderScheduler(svc.ctx.redis, svc.ctx.config.REDIS_PREFIX);
});
afterAll(async () => {
  await queue?.close();
  await worker?.stop();
  await svc?.stop();
});

describe('AMA reminders', () => {
  it('is due the lead time before the start, at once when that has passed, and never for a TBD session', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(remindAtFor('2026-01-01T12:00:00Z', 3_600_000, now)).toEqual(new Date('2026-01-01T11:00:00Z'));
    expect(remindAtFor('2026-01-01T10:30:00Z', 3_600_000, now)).toEqual(now);
    expect(remindAtFor(null, 3_600_000, now)).toBeNull();
    expect(remindAtFor('soon', 3_600_000, now)).toBeNull();
    expect(loadNotificationsConfig({}).AMA_REMINDER_LEAD_MINUTES).toBe(60);
  });

  it('when the delayed job comes due, then the member gets one Upcoming Event notification that opens the AMA', async () => {
    const { userId, token } = await member();
    const data = setEvent(userId, LEAD_MS + 3000);
    const dueAt = Date.parse(data.scheduledFor!) - LEAD_MS;
    const frames: LiveNotification[] = [];
    const sub = svc.ctx.bus.nc.subscribe(svc.ctx.bus.subject(liveNotificationSubject(userId)), {
      callback: (_err, msg) => {
        frames.push(msg.json<LiveNotification>());
      },
    });
    await publishTestEvent(svc, amaReminderSet, data);
    await waitForConsumers(svc);
    expect(await queue.queue.getJob(amaReminderJobId(data.reminderId, new Date(dueAt)))).toBeTruthy();
    expect(await reminders(token)).toEqual([]);

    const [n] = await eventually(async () => ((await reminders(token)).length ? reminders(token) : null), {
      timeoutMs: 12_000,
      intervalMs: 200,
    });
    // made when it was due, not before
    expect(Date.parse(n.createdAt)).toBeGreaterThanOrEqual(dueAt);
    // and pushed to the member's open browsers
    await eventually(() => frames.some((f) => f.kind === 'created' && f.notification?.id === n.id));
    sub.unsubscribe();
    expect(n).toMatchObject({
      type: 'upcoming_event',
      title: 'Starting soon: Ask Ishita Anything',
      priority: 'high',
      actionUrl: `/ama/${data.amaId}`,
      relatedEntityId: data.amaId,
      isRead: false,
    });
    expect(n.message).toContain('Ask Ishita Anything starts at');
  });

  it('when the same reminder is delivered twice (same event, and a re-published copy), then one notification', async () => {
    const { userId, token } = await member();
    const data = setEvent(userId, 30_000); // inside the lead time: due at once
    const first = await publishTestEvent(svc, amaReminderSet, data);
    await publishEnvelope(svc.ctx.bus, first); // JetStream's duplicate window drops this one
    await publishTestEvent(svc, amaReminderSet, data); // a new event id for the same reminder
    await waitForConsumers(svc);
    await eventually(async () => (await reminders(token)).length === 1, { timeoutMs: 8000, intervalMs: 200 });
    await sleep(1500);
    expect(await reminders(token)).toHaveLength(1);
  });

  it('when the member removes the reminder before it is due, then the job is dropped and nothing arrives', async () => {
    const { userId, token } = await member();
    const data = setEvent(userId, LEAD_MS + 2500);
    const dueAt = new Date(Date.parse(data.scheduledFor!) - LEAD_MS);
    await publishTestEvent(svc, amaReminderSet, data);
    await waitForConsumers(svc);
    expect(await queue.queue.getJob(amaReminderJobId(data.reminderId, dueAt))).toBeTruthy();
    await publishTestEvent(svc, amaReminderRemoved, { reminderId: data.reminderId, amaId: data.amaId, userId });
    await waitForConsumers(svc);
    expect(await queue.queue.getJob(amaReminderJobId(data.reminderId, dueAt))).toBeFalsy();
    await sleep(Math.max(0, dueAt.getTime() - Date.now()) + 1500);
    expect(await reminders(token)).toEqual([]);
  });

  it('when the removal arrives before the set event, or the AMA has no date yet, then no job and no notification', async () => {
    const { userId, token } = await member();
    const early = setEvent(userId, 10_000);
    await publishTestEvent(svc, amaReminderRemoved, { reminderId: early.reminderId, amaId: early.amaId, userId });
    await waitForConsumers(svc);
    await publishTestEvent(svc, amaReminderSet, early);
    const tbd = setEvent(userId, null);
    await publishTestEvent(svc, amaReminderSet, tbd);
    await waitForConsumers(svc);
    expect(await queue.queue.getJobCounts('delayed', 'waiting', 'active')).toMatchObject({ delayed: 0, waiting: 0, active: 0 });
    await sleep(1500);
    expect(await reminders(token)).toEqual([]);
  });
  const amaUpdated = (amaId: string, item: Record<string, unknown>) =>
    publishTestEvent(svc, contentEvents.ama.updated, {
      entity: 'ama',
      id: amaId,
      item: { id: amaId, status: 'upcoming', ...item },
      by: null,
    });

  it('when the AMA moves to an earlier time, then the reminder moves with it and carries the new title', async () => {
    const { userId, token } = await member();
    const data = setEvent(userId, 2 * 3_600_000);
    await publishTestEvent(svc, amaReminderSet, data);
    await waitForConsumers(svc);
    const start = new Date(Date.now() + LEAD_MS + 2500).toISOString();
    await amaUpdated(data.amaId, { title: 'Ask Ishita: moved up', scheduledFor: start });
    await waitForConsumers(svc);
    expect(await queue.queue.getJob(amaReminderJobId(data.reminderId, new Date(Date.parse(data.scheduledFor!) - LEAD_MS)))).toBeFalsy();
    const [n] = await eventually(async () => ((await reminders(token)).length ? reminders(token) : null), {
      timeoutMs: 12_000,
      intervalMs: 200,
    });
    expect(n.title).toBe('Starting soon: Ask Ishita: moved up');
    expect(Date.parse(n.createdAt)).toBeGreaterThanOrEqual(Date.parse(start) - LEAD_MS);
  });

  it('when a TBD AMA gets its date, then the reminder is scheduled; when an AMA is deleted or completed, then it is dropped', async () => {
    const { userId, token } = await member();
    const tbd = setEvent(userId, null);
    // due in two minutes: dropped, their jobs are gone long before (a due time of seconds raced the
    // drop at load 30-40 and the reminders went out first)
    const deleted = setEvent(userId, LEAD_MS + 120_000);
    const completed = setEvent(userId, LEAD_MS + 120_000);
    for (const d of [tbd, deleted, completed]) await publishTestEvent(svc, amaReminderSet, d);
    await waitForConsumers(svc);
    const jobOf = (d: typeof deleted) => queue.queue.getJob(amaReminderJobId(d.reminderId, new Date(Date.parse(d.scheduledFor!) - LEAD_MS)));
    expect(await jobOf(deleted)).toBeTruthy();
    expect(await jobOf(completed)).toBeTruthy();
    await amaUpdated(tbd.amaId, { title: tbd.title, scheduledFor: new Date(Date.now() + LEAD_MS + 1500).toISOString() });
    await publishTestEvent(svc, contentEvents.ama.deleted, { entity: 'ama', id: deleted.amaId, by: null });
    await amaUpdated(completed.amaId, { title: completed.title, scheduledFor: completed.scheduledFor, status: 'completed' });
    await waitForConsumers(svc);
    expect(await jobOf(deleted)).toBeFalsy();
    expect(await jobOf(completed)).toBeFalsy();
    const got = await eventually(async () => ((await reminders(token)).length ? reminders(token) : null), {
      timeoutMs: 30_000,
      intervalMs: 200,
    });
    await sleep(2500);
    expect((await reminders(token)).map((n) => n.relatedEntityId)).toEqual([tbd.amaId]);
    expect(got).toHaveLength(1);
  });
});
