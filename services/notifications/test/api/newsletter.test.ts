import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_EMAIL_REQUIRED, newsletterSubscriptionSchema } from '@trap/contracts';
import { fetchJson, waitForConsumers } from '@trap/kit/testing';
import { NewsletterTokens } from '../../src/modules/newsletter/newsletter.tokens.ts';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { linkTokenFromMail, mailsTo } from '../support/mail-outbox.ts';
import { verifiedEmail } from '../support/members.ts';

let svc: NotificationsTestService;
const url = (p: string) => `${svc.url}${p}`;
const MEMBER = 'a9a9a9a9a9a9a9a9a9a9a9a9';
let member: string;
let admin: string;
let ip = 0;
/** Each call from its own client address, so these tests never meet the per-address budget of another. */
const post = (path: string, json?: unknown, token?: string) =>
  fetchJson(url(path), { method: 'POST', json, token, headers: { 'x-forwarded-for': `10.9.0.${++ip}` } });
const confirm = (token: string) => post(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
const all = async () =>
  (await fetchJson(url('/api/newsletter/subscriptions'), { token: admin })).body as { email: string; status: string }[];
const subscriptionOf = async (email: string) => (await all()).find((s) => s.email === email);

beforeAll(async () => {
  svc = await startNotificationsService();
  member = await svc.loginAs({ userId: MEMBER });
  admin = await svc.loginAs({ userId: 'ad00ad00ad00ad00ad00ad00', role: 'admin' });
  await verifiedEmail(svc, MEMBER, 'member@example.com');
  await waitForConsumers(svc);
});
afterAll(() => svc?.stop());

describe('newsletter', () => {
  it('when the e-mail is empty or not an address, then it is a 400 with the SPEC 5 message and nothing is sent', async () => {
    const empty = await post('/api/newsletter/subscribe', { email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.email).toBe(NEWSLETTER_EMAIL_REQUIRED);
    const bad = await post('/api/newsletter/subscribe', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBe('Invalid email address');
    expect(await all()).toEqual([]);
  });

  it('when a visitor subscribes and opens the e-mailed link, then the subscription turns from pending to active and the answer opens its preferences', async () => {
    const res = await post('/api/newsletter/subscribe', { email: 'Reader@Example.com', name: 'Reader' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: NEWSLETTER_CHECK_INBOX });
    expect(await subscriptionOf('reader@example.com')).toMatchObject({ status: 'pending', name: 'Reader', confirmedAt: null });
    const [mail] = mailsTo(svc.outboxDir, 'reader@example.com');
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');
    expect(mail?.text).toContain('https://trap.example/newsletter-preferences?confirm=');
    expect(mail?.text).not.toContain('Reader,'); // no sender-typed text in the e-mail

    const confirmed = await confirm(linkTokenFromMail(svc.outboxDir, 'reader@example.com', 'confirm'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Thank you! Your subscription is confirmed.');
    const sub = await subscriptionOf('reader@example.com');
    expect(newsletterSubscriptionSchema.parse(sub)).toMatchObject({ status: 'active', userId: null });
    expect(Date.parse((sub as unknown as { confirmedAt: string }).confirmedAt)).toBeGreaterThan(Date.now() - 60_000);

    const page = await fetchJson(url(`/api/newsletter/preferences?token=${encodeURIComponent(confirmed.body.token)}`));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ email: 'reader@example.com', status: 'active' });
    // opening the link again changes nothing and still says it is fine
    expect((await confirm(linkTokenFromMail(svc.outboxDir, 'reader@example.com', 'confirm'))).body.message).toBe(
      'Your subscription is already confirmed.',
    );
  });

  it('when a confirmation link is forged, expired or a preferences link, then it is a 400 and nothing is confirmed', async () => {
    await post('/api/newsletter/subscribe', { email: 'late@example.com' });
    const tokens = new NewsletterTokens(svc.ctx.config.NEWSLETTER_SECRET);
    const expired = tokens.issueConfirmation('late@example.com', new Date(Date.now() - 49 * 3600_000));
    for (const token of [
      'forged.token.x',
      expired,
      tokens.issue('late@example.com'),
      new NewsletterTokens('another-secret-of-16+').issueConfirmation('late@example.com'),
    ]) {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.token).toBe('Invalid or expired link');
    }
    expect((await subscriptionOf('late@example.com'))?.status).toBe('pending');
    // a confirmation link is no preferences link either
    const asPrefs = await fetchJson(
      url(`/api/newsletter/preferences?token=${encodeURIComponent(linkTokenFromMail(svc.outboxDir, 'late@example.com', 'confirm'))}`),
    );
    expect(asPrefs.status).toBe(400);
  });

  it('when an already subscribed address is signed up again, then its inbox is told so with a preferences link and nothing changes', async () => {
    const before = await subscriptionOf('reader@example.com');
    const again = await post('/api/newsletter/subscribe', { email: 'reader@example.com', name: 'Someone Else' });
    expect(again.body).toEqual({ success: true, message: NEWSLETTER_CHECK_INBOX });
    const last = mailsTo(svc.outboxDir, 'reader@example.com').at(-1)!;
    expect(last.subject).toBe('You are already subscribed to our newsletter');
    expect(last.text).toContain('https://trap.example/newsletter-preferences?token=');
    expect(await subscriptionOf('reader@example.com')).toEqual(before);
  });

  it('when a member confirms their own verified address, then it is linked to them; they see only it and may change or end it with their session', async () => {
    await post('/api/newsletter/subscribe', { email: 'someone.else@example.com' }, member);
    await confirm(linkTokenFromMail(svc.outboxDir, 'someone.else@example.com', 'confirm'));
    await post('/api/newsletter/subscribe', { email: 'member@example.com' }, member);
    await confirm(linkTokenFromMail(svc.outboxDir, 'member@example.com', 'confirm'));
    expect(await subscriptionOf('member@example.com')).toMatchObject({ status: 'active', userId: MEMBER });
    expect(await subscriptionOf('someone.else@example.com')).toMatchObject({ status: 'active', userId: null });

    expect((await fetchJson(url('/api/newsletter/subscriptions'))).status).toBe(401);
    const mine = (await fetchJson(url('/api/newsletter/subscriptions'), { token: member })).body;
    expect(mine.map((s: { email: string }) => s.email)).toEqual(['member@example.com']);

    const own = await post('/api/newsletter/preferences', { email: 'member@example.com', preferences: { digest: false } }, member);
    expect(own.status).toBe(200);
    expect(own.body.subscription.preferences.digest).toBe(false);
    const other = await post('/api/newsletter/preferences', { email: 'someone.else@example.com', preferences: { digest: false } }, member);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toContain('use the link in any of our newsletter e-mails');
    const ended = await post('/api/newsletter/unsubscribe', { email: 'member@example.com' }, member);
    expect(ended.status).toBe(200);
    expect((await subscriptionOf('member@example.com'))?.status).toBe('unsubscribed');
  });

  it('when preferences are changed with the e-mailed link, then they are stored; a forged token is a 400', async () => {
    const prefs = { email: 'someone.else@example.com', preferences: { topics: ['events'], frequency: 'monthly' } };
    expect((await post('/api/newsletter/preferences', prefs)).status).toBe(403);
    expect((await post('/api/newsletter/preferences', { ...prefs, token: 'forged.token' })).status).toBe(400);

    const link = await post('/api/newsletter/preferences-link', { email: 'someone.else@example.com' });
    expect(link.status).toBe(200);
    const token = linkTokenFromMail(svc.outboxDir, 'someone.else@example.com', 'token');
    const saved = await post('/api/newsletter/preferences', { ...prefs, token });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your newsletter preferences have been updated successfully.');
    expect(saved.body.subscription.preferences).toEqual({ topics: ['events'], frequency: 'monthly', digest: true });
  });

  it('when a pending sign-up asks for the preferences link, then it gets its confirmation link again; an unknown address gets nothing', async () => {
    const mails = mailsTo(svc.outboxDir, 'late@example.com').length;
    const res = await post('/api/newsletter/preferences-link', { email: 'late@example.com' });
    const unknown = await post('/api/newsletter/preferences-link', { email: 'never@example.com' });
    expect(unknown.body).toEqual(res.body);
    expect(mailsTo(svc.outboxDir, 'late@example.com')).toHaveLength(mails + 1);
    expect(mailsTo(svc.outboxDir, 'late@example.com').at(-1)!.text).toContain('newsletter-preferences?confirm=');
    expect(mailsTo(svc.outboxDir, 'never@example.com')).toHaveLength(0);
  });

  it('when a subscriber unsubscribes with the one-click link, then an older confirmation link does not subscribe them again; a new sign-up must be confirmed', async () => {
    const oldConfirm = linkTokenFromMail(svc.outboxDir, 'someone.else@example.com', 'confirm');
    const token = linkTokenFromMail(svc.outboxDir, 'someone.else@example.com', 'token');
    const oneClick = await fetchJson(url(`/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(await subscriptionOf('someone.else@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    expect((await confirm(oldConfirm)).status).toBe(400);

    await new Promise((r) => setTimeout(r, 5)); // the new link is issued after the unsubscribe
    expect((await post('/api/newsletter/subscribe', { email: 'someone.else@example.com' })).status).toBe(200);
    expect((await subscriptionOf('someone.else@example.com'))?.status).toBe('unsubscribed');
    expect((await confirm(linkTokenFromMail(svc.outboxDir, 'someone.else@example.com', 'confirm'))).status).toBe(200);
    expect(await subscriptionOf('someone.else@example.com')).toMatchObject({ status: 'active', unsubscribedAt: null });
  });

  it('when an admin reads the subscriptions, then every one is there', async () => {
    expect((await all()).map((s) => s.email).sort()).toEqual([
      'late@example.com',
      'member@example.com',
      'reader@example.com',
      'someone.else@example.com',
    ]);
  });
});
