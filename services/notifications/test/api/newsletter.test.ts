import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_REQUIRED, newsletterSubscriptionSchema } from '@trap/contracts';
import { fetchJson } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';

let svc: NotificationsTestService;
const url = (p: string) => `${svc.url}${p}`;
const MEMBER = 'a9a9a9a9a9a9a9a9a9a9a9a9';
let member: string;
let admin: string;

/** The signed token of the preferences link in the newest e-mail to `to`. */
function tokenFromMail(to: string): string {
  const files = readdirSync(svc.outboxDir).sort();
  for (const file of files.reverse()) {
    const eml = readFileSync(path.join(svc.outboxDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/\r?\n[ \t]+/g, ' ');
    if (!eml.includes(`To: ${to}`)) continue;
    const match = /newsletter-preferences\?token=(?:3D)?([A-Za-z0-9_\-.]+)/.exec(eml);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no preferences mail to ${to}`);
}

beforeAll(async () => {
  svc = await startNotificationsService();
  member = await svc.loginAs({ userId: MEMBER });
  admin = await svc.loginAs({ userId: 'ad00ad00ad00ad00ad00ad00', role: 'admin' });
});
afterAll(() => svc?.stop());

describe('newsletter', () => {
  it('when the e-mail is empty or not an address, then it is a 400 with the SPEC 5 message', async () => {
    const empty = await fetchJson(url('/api/newsletter/subscribe'), { json: { email: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.email).toBe(NEWSLETTER_EMAIL_REQUIRED);
    const bad = await fetchJson(url('/api/newsletter/subscribe'), { json: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBe('Invalid email address');
  });

  it('when a logged-in member subscribes twice, then the second time is a friendly no-op and their subscription is theirs', async () => {
    const first = await fetchJson(url('/api/newsletter/subscribe'), {
      token: member,
      json: { email: 'Member@Example.com', name: 'Member' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, subscription: { email: 'member@example.com', status: 'active', userId: MEMBER } });
    expect(newsletterSubscriptionSchema.parse(first.body.subscription)).toBeTruthy();
    const again = await fetchJson(url('/api/newsletter/subscribe'), { json: { email: 'member@example.com' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, alreadySubscribed: true });
    const mine = await fetchJson(url('/api/newsletter/subscriptions'), { token: member });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0].email).toBe('member@example.com');
  });

  it('when someone reads the subscriptions, then anonymous is 401, a member sees only their own and an admin sees all', async () => {
    await fetchJson(url('/api/newsletter/subscribe'), { json: { email: 'someone.else@example.com' } });
    expect((await fetchJson(url('/api/newsletter/subscriptions'))).status).toBe(401);
    expect((await fetchJson(url('/api/newsletter/subscriptions'), { token: member })).body).toHaveLength(1);
    const all = (await fetchJson(url('/api/newsletter/subscriptions'), { token: admin })).body;
    expect(all.map((s: { email: string }) => s.email).sort()).toEqual(['member@example.com', 'someone.else@example.com']);
  });

  it('when preferences are changed without the signed link or the owning session, then it is 403; with either, they are stored', async () => {
    const prefs = { email: 'someone.else@example.com', preferences: { topics: ['events'], frequency: 'monthly' } };
    expect((await fetchJson(url('/api/newsletter/preferences'), { json: prefs })).status).toBe(403);
    expect((await fetchJson(url('/api/newsletter/preferences'), { json: { ...prefs, token: 'forged.token' } })).status).toBe(400);

    const link = await fetchJson(url('/api/newsletter/preferences-link'), { json: { email: 'someone.else@example.com' } });
    expect(link.status).toBe(200);
    const token = tokenFromMail('someone.else@example.com');
    const page = await fetchJson(url(`/api/newsletter/preferences?token=${encodeURIComponent(token)}`));
    expect(page.status).toBe(200);
    expect(page.body.email).toBe('someone.else@example.com');
    const saved = await fetchJson(url('/api/newsletter/preferences'), { json: { ...prefs, token } });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your newsletter preferences have been updated successfully.');
    expect(saved.body.subscription.preferences).toEqual({ topics: ['events'], frequency: 'monthly', digest: true });

    const own = await fetchJson(url('/api/newsletter/preferences'), {
      token: member,
      json: { email: 'member@example.com', preferences: { digest: false } },
    });
    expect(own.status).toBe(200);
    expect(own.body.subscription.preferences.digest).toBe(false);
  });

  it('when a subscriber unsubscribes (by e-mail or one-click token), then the status is unsubscribed and subscribing again reactivates it', async () => {
    const token = tokenFromMail('someone.else@example.com');
    const oneClick = await fetchJson(url(`/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    const byMail = await fetchJson(url('/api/newsletter/unsubscribe'), { json: { email: 'member@example.com' } });
    expect(byMail.body.success).toBe(true);
    const all = (await fetchJson(url('/api/newsletter/subscriptions'), { token: admin })).body;
    expect(all.every((s: { status: string; unsubscribedAt: string | null }) => s.status === 'unsubscribed' && s.unsubscribedAt)).toBe(true);
    const unknown = await fetchJson(url('/api/newsletter/unsubscribe'), { json: { email: 'never@example.com' } });
    expect(unknown.status).toBe(200);
    const back = await fetchJson(url('/api/newsletter/subscribe'), { json: { email: 'member@example.com' } });
    expect(back.status).toBe(200);
    expect(back.body.subscription.status).toBe('active');
  });
});
