import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered, verifiedEmailChanged } from '@trap/contracts';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { linkTokenFromMail } from '../support/mail-outbox.ts';
import { verifiedEmail } from '../support/members.ts';

/**
 * A newsletter subscription is a member's only while the member's verified e-mail is its
 * address (auth.verified_email.changed), not the address typed at registration, and it follows a
 * verified change of address.
 */
let svc: NotificationsTestService;
const url = (p: string) => `${svc.url}${p}`;
let admin: string;
let ip = 0;
const post = (path: string, json: unknown, token?: string) =>
  fetchJson(url(path), { method: 'POST', json, token, headers: { 'x-forwarded-for': `10.11.0.${++ip}` } });
const subscriptionOf = async (email: string) =>
  (await fetchJson(url('/api/newsletter/subscriptions'), { token: admin })).body.find((s: { email: string }) => s.email === email);
const listed = async (token: string) =>
  ((await fetchJson(url('/api/newsletter/subscriptions'), { token })).body as { email: string }[]).map((s) => s.email);

/** A confirmed subscription of `email`, signed up by a guest and confirmed from its inbox. */
async function confirmedSubscription(email: string) {
  expect((await post('/api/newsletter/subscribe', { email })).status).toBe(200);
  const token = linkTokenFromMail(svc.outboxDir, email, 'confirm');
  expect((await post(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`, undefined)).status).toBe(200);
}

/** The registration auth publishes: the address as typed, not verified yet. */
async function registered(userId: string, email: string) {
  const now = new Date().toISOString();
  await publishTestEvent(svc, userRegistered, {
    userId,
    username: `m${userId.slice(0, 6)}`,
    displayName: 'A Member',
    avatarUrl: null,
    role: 'member',
    isCoach: false,
    level: null,
    clubAffiliation: null,
    isPublicProfile: false,
    membershipTier: 'range_pass',
    accountStatus: 'active',
    createdAt: now,
    updatedAt: now,
    email,
  });
}

beforeAll(async () => {
  svc = await startNotificationsService();
  admin = await svc.loginAs({ userId: 'ad00ad00ad00ad00ad00ad01', role: 'admin' });
});
afterAll(() => svc?.stop());

describe('newsletter ownership follows the verified e-mail', () => {
  it("when a member's e-mail is not verified yet, then a subscription of that address is not theirs", async () => {
    const userId = 'a1a1a1a1a1a1a1a1a1a1a1a1';
    const member = await svc.loginAs({ userId });
    await registered(userId, 'unproved@example.com');
    await waitForConsumers(svc);
    await confirmedSubscription('unproved@example.com');

    expect(await listed(member)).toEqual([]);
    const prefs = await post('/api/newsletter/preferences', { email: 'unproved@example.com', preferences: { digest: false } }, member);
    expect(prefs.status).toBe(403);
    expect((await post('/api/newsletter/unsubscribe', { email: 'unproved@example.com' }, member)).status).toBe(403);
    expect(await subscriptionOf('unproved@example.com')).toMatchObject({ status: 'active', userId: null, preferences: { digest: true } });

    // once the member opens the link auth sent to it, the address is theirs
    await verifiedEmail(svc, userId, 'unproved@example.com');
    await waitForConsumers(svc);
    expect(await listed(member)).toEqual(['unproved@example.com']);
    expect(await subscriptionOf('unproved@example.com')).toMatchObject({ userId });
  });

  it("when a member changes and verifies a new e-mail, then the old address's subscription is no longer theirs and the new one's is", async () => {
    const userId = 'b2b2b2b2b2b2b2b2b2b2b2b2';
    const member = await svc.loginAs({ userId });
    await registered(userId, 'old.address@example.com');
    await verifiedEmail(svc, userId, 'old.address@example.com');
    await waitForConsumers(svc);
    await confirmedSubscription('old.address@example.com');
    await confirmedSubscription('new.address@example.com');
    expect(await listed(member)).toEqual(['old.address@example.com']);
    expect(await subscriptionOf('old.address@example.com')).toMatchObject({ userId });

    // the change: the new address is not verified yet, and the old one is no longer the account's
    await verifiedEmail(svc, userId, null);
    await waitForConsumers(svc);
    expect(await listed(member)).toEqual([]);
    expect((await post('/api/newsletter/unsubscribe', { email: 'new.address@example.com' }, member)).status).toBe(403);

    await verifiedEmail(svc, userId, 'new.address@example.com');
    await waitForConsumers(svc);
    expect(await listed(member)).toEqual(['new.address@example.com']);
    expect(await subscriptionOf('old.address@example.com')).toMatchObject({ status: 'active', userId: null });
    expect(await subscriptionOf('new.address@example.com')).toMatchObject({ status: 'active', userId });
    const old = await post('/api/newsletter/preferences', { email: 'old.address@example.com', preferences: { digest: false } }, member);
    expect(old.status).toBe(403);
    expect((await post('/api/newsletter/unsubscribe', { email: 'old.address@example.com' }, member)).status).toBe(403);
    const own = await post('/api/newsletter/preferences', { email: 'new.address@example.com', preferences: { digest: false } }, member);
    expect(own.status).toBe(200);
    expect(await subscriptionOf('old.address@example.com')).toMatchObject({ status: 'active', preferences: { digest: true } });
  });

  it('when an older verified-address event arrives after a newer one, then the member does not get the old address back', async () => {
    const userId = 'c3c3c3c3c3c3c3c3c3c3c3c3';
    const member = await svc.loginAs({ userId });
    await confirmedSubscription('left.behind@example.com');
    await confirmedSubscription('moved.to@example.com');
    const older = recordEvent(verifiedEmailChanged, { userId, verifiedEmail: 'left.behind@example.com' });
    older.occurredAt = new Date(Date.now() - 60_000).toISOString();
    await verifiedEmail(svc, userId, 'moved.to@example.com');
    await waitForConsumers(svc);
    await publishEnvelope(svc.ctx.bus, older);
    await waitForConsumers(svc);
    expect(await listed(member)).toEqual(['moved.to@example.com']);
    expect(await subscriptionOf('left.behind@example.com')).toMatchObject({ userId: null });
  });
});
