import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, newMember, uniqueName, type Account } from './support/client.ts';
import { EVENTUALLY } from './support/eventually.ts';
import { ROOT } from '../dev/lib/stack.ts';

/**
 * The newsletter through the bff, as a browser would call it: nobody takes over someone else's newsletter
 * subscription, subscribing tells nothing about an address, the newsletter cannot flood an inbox,
 * and addresses are bounded. (The per-client-address budget is covered by the notifications
 * service's own tests: this stack raises it, since every suite here speaks from 127.0.0.1.)
 */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? join(ROOT, '.data/mail-outbox');
const since = new Date().toISOString().replace(/[:.]/g, '-');

/** The e-mails this run wrote to `to`, quoted-printable decoded, oldest first. */
async function mailsTo(to: string): Promise<string[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml') && f >= since).sort();
  const texts = await Promise.all(
    files.map(async (f) =>
      (await readFile(join(OUTBOX, f), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    ),
  );
  return texts.filter((t) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\s*$`, 'm').test(t));
}

/** Subscribes `email` and opens its confirmation link, as its owner would. */
async function confirmedSubscriber(email: string): Promise<void> {
  const visitor = await new Client('subscriber').visit();
  expect((await visitor.request('/api/newsletter/subscribe', { json: { email } })).status).toBe(200);
  let token = '';
  await expect
    .poll(async () => {
      const match = /newsletter-preferences\?confirm=([^\s"&<]+)/.exec((await mailsTo(email)).at(-1) ?? '');
      token = match ? decodeURIComponent(match[1]!) : '';
      return token;
    }, EVENTUALLY)
    .not.toBe('');
  expect((await visitor.request(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`, { method: 'POST' })).status).toBe(200);
}

describe('newsletter', () => {
  let admin: Account;
  let mallory: Account;
  const subscriptionOf = async (email: string) =>
    (await admin.client.get('/api/newsletter/subscriptions')).body.find((s: { email: string }) => s.email === email);

  beforeAll(async () => {
    [admin, mallory] = await Promise.all([loginAs('admin'), newMember('mallory')]);
  });

  it('when a guest or another member uses only the address, then they can neither unsubscribe it, nor change it, nor see it', async () => {
    const victim = `${uniqueName('victim')}@example.com`;
    await confirmedSubscriber(victim);
    const guest = await new Client('guest').visit();
    expect((await guest.request('/api/newsletter/unsubscribe', { json: { email: victim } })).status).toBe(403);

    expect((await mallory.client.request('/api/newsletter/subscribe', { json: { email: victim } })).status).toBe(200);
    const prefs = await mallory.client.request('/api/newsletter/preferences', { json: { email: victim, preferences: { digest: false } } });
    expect(prefs.status).toBe(403);
    expect((await mallory.client.request('/api/newsletter/unsubscribe', { json: { email: victim } })).status).toBe(403);
    expect((await mallory.client.get('/api/newsletter/subscriptions')).text).not.toContain(victim);
    expect(await subscriptionOf(victim)).toMatchObject({ status: 'active', userId: null, preferences: { digest: true } });
  });

  it('when a member confirms their own account address, then it is theirs only once they verify it, to see and to end with their session', async () => {
    const own = `${mallory.username}@example.com`;
    await confirmedSubscriber(own);
    // registration proves nothing: the address is not the member's until its verification link is opened
    expect((await mallory.client.get('/api/newsletter/subscriptions')).body).toEqual([]);
    expect((await mallory.client.request('/api/newsletter/unsubscribe', { json: { email: own } })).status).toBe(403);
    let verifyToken = '';
    await expect
      .poll(async () => {
        const match = /verify-email\?token=([^\s"&<]+)/.exec((await mailsTo(own)).find((m) => m.includes('verify-email?token=')) ?? '');
        verifyToken = match ? decodeURIComponent(match[1]!) : '';
        return verifyToken;
      }, EVENTUALLY)
      .not.toBe('');
    expect((await mallory.client.request('/api/email/verify', { json: { token: verifyToken } })).status).toBe(200);
    await expect
      .poll(async () => (await mallory.client.get('/api/newsletter/subscriptions')).body.map((s: { email: string }) => s.email), EVENTUALLY)
      .toEqual([own]);
    expect((await mallory.client.request('/api/newsletter/unsubscribe', { json: { email: own } })).status).toBe(200);
    expect((await subscriptionOf(own)).status).toBe('unsubscribed');
  });

  it('when a guest subscribes a subscribed address and a new one, then the answers are identical and carry nothing of the subscriber', async () => {
    const known = `${uniqueName('known')}@example.com`;
    await confirmedSubscriber(known);
    const guest = await new Client('guest').visit();
    const existing = await guest.request('/api/newsletter/subscribe', { json: { email: known } });
    const fresh = await guest.request('/api/newsletter/subscribe', { json: { email: `${uniqueName('fresh')}@example.com` } });
    expect(existing.status).toBe(200);
    expect(fresh.status).toBe(existing.status);
    expect(existing.body).toEqual(fresh.body);
    expect(Object.keys(existing.body).sort()).toEqual(['message', 'success']);
  });

  it('when an unconfirmed address is subscribed, then it stays pending: nothing is sent to it but the confirmation', async () => {
    const pending = `${uniqueName('pending')}@example.com`;
    const guest = await new Client('guest').visit();
    expect((await guest.request('/api/newsletter/subscribe', { json: { email: pending } })).status).toBe(200);
    expect((await subscriptionOf(pending)).status).toBe('pending');
    await expect.poll(async () => (await mailsTo(pending)).length, EVENTUALLY).toBe(1);
    expect((await mailsTo(pending))[0]).toContain('Subject: Please confirm your newsletter subscription');
  });

  it('when ten preferences links are asked for one address, then three are sent and the rest get 429 with Retry-After', async () => {
    const target = `${uniqueName('target')}@example.com`;
    await confirmedSubscriber(target); // one e-mail of the address's budget: the confirmation
    const guest = await new Client('guest').visit();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await guest.request('/api/newsletter/preferences-link', { json: { email: target } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(res.body.error.message).toMatch(/^Too many e-mail requests\. Please try again in \d+ minutes?\.$/);
      }
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429, 429, 429, 429, 429]);
    // the confirmation and the two links; newsletter issues the fuzzing suite sends meanwhile reach every subscriber
    const accountMails = /^Subject: (Please confirm your newsletter subscription|Your newsletter preferences)\s*$/m;
    await expect.poll(async () => (await mailsTo(target)).filter((m) => accountMails.test(m)).length, EVENTUALLY).toBe(3);
  });

  it('when an address is longer than 254 characters, then it is a 400 on the e-mail field', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    const guest = await new Client('guest').visit();
    const res = await guest.request('/api/newsletter/subscribe', { json: { email: long } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBe('Email must be at most 254 characters');
  });
});
