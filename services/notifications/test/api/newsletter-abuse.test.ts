import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { NEWSLETTER_CHECK_INBOX } from '@trap/contracts';
import { fetchJson, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { mailsTo, readOutbox } from '../support/mail-outbox.ts';
import { verifiedEmail } from '../support/members.ts';

/**
 * Newsletter abuse: takeover of someone else's subscription, the
 * subscribe answer revealing a subscriber's record, mail-bombing through the newsletter, and
 * addresses without a length limit. The service runs with its default budgets.
 */
let svc: NotificationsTestService;
const url = (p: string) => `${svc.url}${p}`;
// each test speaks from its own client address (the service trusts the bff's X-Forwarded-For on loopback)
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const MALLORY = 'b1b1b1b1b1b1b1b1b1b1b1b1';
const VICTIM_MEMBER = 'c2c2c2c2c2c2c2c2c2c2c2c2';
let mallory: string;
let admin: string;

const subscriptionOf = async (email: string) =>
  (await fetchJson(url('/api/newsletter/subscriptions'), { token: admin })).body.find((s: { email: string }) => s.email === email);

/** An existing, confirmed subscriber (signed up before this test ran). */
async function existingSubscriber(email: string, name: string, userId: string | null) {
  await svc.ctx.conn.collection('newsletter_subscriptions').insertOne({
    _id: new Types.ObjectId(),
    email,
    name,
    status: 'active',
    userId,
    subscriptionDate: new Date('2026-01-05T10:00:00Z'),
    confirmedAt: new Date('2026-01-05T10:05:00Z'),
    unsubscribedAt: null,
    preferences: { topics: ['news'], frequency: 'weekly', digest: true },
    lastEmailSentAt: null,
  });
}

beforeAll(async () => {
  svc = await startNotificationsService();
  mallory = await svc.loginAs({ userId: MALLORY });
  admin = await svc.loginAs({ userId: 'ad00ad00ad00ad00ad00ad00', role: 'admin' });
  await verifiedEmail(svc, MALLORY, 'mallory@example.com');
  await verifiedEmail(svc, VICTIM_MEMBER, 'victor@example.com');
  await waitForConsumers(svc);
});
afterAll(() => svc?.stop());

describe('finding 1: nobody takes over someone else’s subscription', () => {
  it('when a guest unsubscribes an address with only the address, then it is refused and the subscription stays', async () => {
    await existingSubscriber('vera@example.com', 'Vera Secret', null);
    const res = await fetchJson(url('/api/newsletter/unsubscribe'), { json: { email: 'vera@example.com' }, headers: from('10.1.0.1') });
    expect(res.status).toBe(403);
    expect((await subscriptionOf('vera@example.com')).status).toBe('active');
  });

  it('when a member subscribes an address that is not their verified e-mail, then they do not own it: no listing, no preferences, no unsubscribe', async () => {
    await existingSubscriber('wanda@example.com', 'Wanda Private', null);
    const sub = await fetchJson(url('/api/newsletter/subscribe'), {
      token: mallory,
      json: { email: 'wanda@example.com' },
      headers: from('10.1.0.2'),
    });
    expect(sub.status).toBe(200);
    const prefs = await fetchJson(url('/api/newsletter/preferences'), {
      token: mallory,
      json: { email: 'wanda@example.com', preferences: { topics: ['events'], digest: false } },
      headers: from('10.1.0.2'),
    });
    expect(prefs.status).toBe(403);
    const unsub = await fetchJson(url('/api/newsletter/unsubscribe'), {
      token: mallory,
      json: { email: 'wanda@example.com' },
      headers: from('10.1.0.2'),
    });
    expect(unsub.status).toBe(403);
    const mine = await fetchJson(url('/api/newsletter/subscriptions'), { token: mallory });
    expect(mine.text).not.toContain('wanda@example.com');
    expect(mine.text).not.toContain('Wanda Private');
    expect(await subscriptionOf('wanda@example.com')).toMatchObject({
      status: 'active',
      userId: null,
      name: 'Wanda Private',
      preferences: { topics: ['news'], digest: true },
    });
  });

  it('when the old takeover is replayed (guest unsubscribes, member re-subscribes), then the member still owns nothing', async () => {
    await existingSubscriber('xena@example.com', 'Xena Hidden', null);
    await fetchJson(url('/api/newsletter/unsubscribe'), { json: { email: 'xena@example.com' }, headers: from('10.1.0.3') });
    await fetchJson(url('/api/newsletter/subscribe'), { token: mallory, json: { email: 'xena@example.com' }, headers: from('10.1.0.3') });
    const mine = await fetchJson(url('/api/newsletter/subscriptions'), { token: mallory });
    expect(mine.text).not.toContain('Xena Hidden');
    expect((await subscriptionOf('xena@example.com')).userId).toBeNull();
  });
});

describe('finding 2: subscribing reveals nothing about an address', () => {
  it('when a guest subscribes a subscribed address and a new one, then both answers are the same and carry no record', async () => {
    await existingSubscriber('victor@example.com', 'Victor Victim', VICTIM_MEMBER);
    const existing = await fetchJson(url('/api/newsletter/subscribe'), {
      json: { email: 'victor@example.com' },
      headers: from('10.2.0.1'),
    });
    const fresh = await fetchJson(url('/api/newsletter/subscribe'), {
      json: { email: 'nobody.yet@example.com' },
      headers: from('10.2.0.1'),
    });
    expect(existing.status).toBe(fresh.status);
    expect(existing.body).toEqual(fresh.body);
    expect(existing.body).toEqual({ success: true, message: NEWSLETTER_CHECK_INBOX });
    expect(existing.text).not.toMatch(/Victor|c2c2c2|2026-01-05|userId/);
  });
});

describe('finding 3: the newsletter cannot be used to mail-bomb an address', () => {
  it('when one client address subscribes 25 addresses within the hour, then 10 are accepted and the rest get 429 with Retry-After', async () => {
    const before = readOutbox(svc.outboxDir).length;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 25; i++) {
      const res = await fetchJson(url('/api/newsletter/subscribe'), {
        json: { email: `flood${i}@example.com` },
        headers: from('10.3.0.1'),
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(readOutbox(svc.outboxDir).length - before).toBe(10);
  });

  it('when one client rotates its IPv6 address within its /64 for every sign-up, then it still gets only 10, and a neighbouring /64 keeps its own budget', async () => {
    const before = readOutbox(svc.outboxDir).length;
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await fetchJson(url('/api/newsletter/subscribe'), {
        json: { email: `rotate${i}@example.com` },
        headers: from(`2001:db8:ab:cd:${(i + 1).toString(16)}:${(7 * i).toString(16)}:9:${i + 100}`),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(readOutbox(svc.outboxDir).length - before).toBe(10);
    const neighbour = await fetchJson(url('/api/newsletter/subscribe'), {
      json: { email: 'neighbour@example.com' },
      headers: from('2001:db8:ab:ce::1'),
    });
    expect(neighbour.status).toBe(200);
  });

  it('when ten preferences links are asked for one address (from ten client addresses), then only 3 e-mails reach it', async () => {
    await existingSubscriber('target@example.com', 'Target', null);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fetchJson(url('/api/newsletter/preferences-link'), {
        json: { email: 'target@example.com' },
        headers: from(`10.3.1.${i}`),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(mailsTo(svc.outboxDir, 'target@example.com')).toHaveLength(3);
  });

  it('when an address is subscribed, then it stays pending (no newsletter) until the e-mailed confirmation link is used', async () => {
    const res = await fetchJson(url('/api/newsletter/subscribe'), {
      json: { email: 'opt.in@example.com', name: 'Opt In' },
      headers: from('10.3.2.1'),
    });
    expect(res.status).toBe(200);
    expect((await subscriptionOf('opt.in@example.com')).status).toBe('pending');
    const [mail] = mailsTo(svc.outboxDir, 'opt.in@example.com');
    expect(mail?.text).toMatch(/newsletter-preferences\?confirm=/);
  });
});

describe('finding 5: newsletter addresses have a length limit', () => {
  const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`; // 259 characters
  it.each([
    ['/api/newsletter/subscribe', { email: long }],
    ['/api/newsletter/preferences-link', { email: long }],
    ['/api/newsletter/unsubscribe', { email: long }],
    ['/api/newsletter/preferences', { email: long, preferences: {} }],
  ])('when %s gets an address over 254 characters, then it is a 400 naming the field', async (path, json) => {
    const res = await fetchJson(url(path), { json, headers: from('10.5.0.1') });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBe('Email must be at most 254 characters');
  });
});
