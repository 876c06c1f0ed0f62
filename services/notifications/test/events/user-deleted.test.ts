import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementPublished, userDeleted } from '@trap/contracts';
import { eventually, fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { verifiedEmail } from '../support/members.ts';

let svc: NotificationsTestService;
const newId = () => randomBytes(12).toString('hex');
const list = async (token: string) => (await fetchJson(`${svc.url}/api/notifications`, { token })).body as unknown[];

beforeAll(async () => {
  svc = await startNotificationsService();
});
afterAll(() => svc?.stop());

async function memberWithData(tag: string) {
  const userId = newId();
  const token = await svc.loginAs({ userId });
  const email = `${tag}-${userId.slice(0, 6)}@example.com`;
  await verifiedEmail(svc, userId, email);
  await publishTestEvent(svc, announcementPublished, {
    announcementId: `an-${userId}`,
    userIds: [userId],
    title: 'Range closed Monday',
    message: 'Maintenance day.',
  });
  await waitForConsumers(svc);
  await eventually(async () => (await list(token)).length === 1);
  // they marked all read once: their read watermark is kept
  expect((await fetchJson(`${svc.url}/api/notifications/mark-all-read`, { token, method: 'PATCH' })).body).toEqual({ updated: 1 });
  await svc.ctx.conn.collection('newsletter_subscriptions').insertOne({
    email,
    name: tag,
    status: 'active',
    userId,
    subscriptionDate: new Date(),
    confirmedAt: new Date(),
    unsubscribedAt: null,
    preferences: {},
    lastEmailSentAt: null,
  });
  // a password-changed mail went to them (its delivery record, as the account-mail consumer leaves it)
  const sentAt = new Date();
  await svc.ctx.conn
    .collection('account_mail_deliveries')
    .insertOne({ _id: `ev-${userId}` as never, kind: 'password_changed', userId, status: 'sent', createdAt: sentAt, sentAt });
  return { userId, token, email };
}

describe('auth.user.deleted', () => {
  it("when an account is deleted, then its notifications, read watermark, address and account-mail records go and its newsletter subscription loses the link, once; others' stay", async () => {
    const gone = await memberWithData('gone');
    const stays = await memberWithData('stays');
    const event = { userId: gone.userId, deletedAt: new Date().toISOString() };
    await publishTestEvent(svc, userDeleted, event);
    await waitForConsumers(svc);

    expect(await list(gone.token)).toEqual([]);
    expect(await svc.ctx.conn.collection('notification_read_marks').findOne({ _id: gone.userId as never })).toBeNull();
    expect(await svc.ctx.conn.collection('members').findOne({ _id: gone.userId as never })).toBeNull();
    expect(await svc.ctx.conn.collection('account_mail_deliveries').countDocuments({ userId: gone.userId })).toBe(0);
    expect(await svc.ctx.conn.collection('newsletter_subscriptions').findOne({ email: gone.email })).toMatchObject({
      userId: null,
      status: 'active',
    });

    // a replay finds nothing left and fails nothing
    await publishTestEvent(svc, userDeleted, event);
    await waitForConsumers(svc);
    expect(await list(gone.token)).toEqual([]);

    expect(await list(stays.token)).toHaveLength(1);
    expect(await svc.ctx.conn.collection('notification_read_marks').findOne({ _id: stays.userId as never })).not.toBeNull();
    expect(await svc.ctx.conn.collection('members').findOne({ _id: stays.userId as never })).not.toBeNull();
    expect(await svc.ctx.conn.collection('account_mail_deliveries').countDocuments({ userId: stays.userId })).toBe(1);
    expect(await svc.ctx.conn.collection('newsletter_subscriptions').findOne({ email: stays.email })).toMatchObject({
      userId: stays.userId,
    });
  });
});
