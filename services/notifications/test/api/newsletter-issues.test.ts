import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { notificationsStaffActionRecorded } from '@trap/contracts';
import { fetchJson, publishedEvents } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { linkTokenFromMail, mailsTo } from '../support/mail-outbox.ts';

/** The admin panel sends a newsletter issue to the subscribers whose topics match, each once. */
let svc: NotificationsTestService;
let admin: string;
let member: string;
const url = (p: string) => `${svc.url}${p}`;
const SUBJECT = 'Trap India this week: reading the wind';

async function subscriber(email: string, status: 'active' | 'pending' | 'unsubscribed', topics: string[]) {
  await svc.ctx.conn.collection('newsletter_subscriptions').insertOne({
    _id: new Types.ObjectId(),
    email,
    name: null,
    status,
    userId: null,
    subscriptionDate: new Date('2026-01-05T10:00:00Z'),
    confirmedAt: status === 'pending' ? null : new Date('2026-01-05T10:05:00Z'),
    unsubscribedAt: status === 'unsubscribed' ? new Date('2026-02-01T10:00:00Z') : null,
    preferences: { topics, frequency: 'weekly', digest: true },
    lastEmailSentAt: null,
  });
}

const issue = {
  subject: SUBJECT,
  intro: 'Three reads for <the> weekend.',
  topic: 'blog',
  items: [{ title: 'Reading the wind at dawn', summary: 'Flags first.', url: '/blog/0123456789abcdef01234567' }],
};

beforeAll(async () => {
  svc = await startNotificationsService();
  admin = await svc.loginAs({ userId: 'ad00ad00ad00ad00ad00ad00', role: 'admin' });
  member = await svc.loginAs({ userId: 'b1b1b1b1b1b1b1b1b1b1b1b1' });
  await subscriber('ana@example.com', 'active', ['news', 'blog']);
  await subscriber('ben@example.com', 'active', ['news']);
  await subscriber('cara@example.com', 'pending', ['blog']);
  await subscriber('dev@example.com', 'unsubscribed', ['blog']);
});
afterAll(() => svc?.stop());

describe('newsletter issues', () => {
  it('when the admin sends a blog issue, then only confirmed subscribers of blog get it, with the counts, and its unsubscribe link works', async () => {
    const res = await fetchJson(url('/api/newsletter/issues'), { token: admin, json: issue });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subject: SUBJECT, topic: 'blog', status: 'sent', matched: 1, sent: 1, failed: 0 });
    const [mail] = mailsTo(svc.outboxDir, 'ana@example.com');
    expect(mail?.subject).toBe(SUBJECT);
    expect(mail?.text).toContain('https://trap.example/blog/0123456789abcdef01234567');
    // the admin's text is escaped in the HTML part
    expect(mail?.text).toContain('Three reads for &#60;the&#62; weekend.');
    for (const other of ['ben@example.com', 'cara@example.com', 'dev@example.com']) expect(mailsTo(svc.outboxDir, other)).toEqual([]);
    expect((await fetchJson(url('/api/newsletter/issues'), { token: admin })).body.map((i: { sent: number }) => i.sent)).toEqual([1]);

    const token = linkTokenFromMail(svc.outboxDir, 'ana@example.com', 'token');
    expect((await fetchJson(url('/api/newsletter/unsubscribe'), { json: { token } })).status).toBe(200);
    const subs = (await fetchJson(url('/api/newsletter/subscriptions'), { token: admin })).body as { email: string; status: string }[];
    expect(subs.find((s) => s.email === 'ana@example.com')?.status).toBe('unsubscribed');
  });

  it('when an issue is sent again, then only subscribers it has not reached get it: nobody twice', async () => {
    await subscriber('fay@example.com', 'active', ['blog', 'tips']);
    await subscriber('gus@example.com', 'active', ['blog']);
    const first = (await fetchJson(url('/api/newsletter/issues'), { token: admin, json: { ...issue, subject: 'Second issue' } })).body;
    expect(first).toMatchObject({ matched: 2, sent: 2 });
    await subscriber('hal@example.com', 'active', ['blog']);
    const again = await fetchJson(url(`/api/newsletter/issues/${first.id}/send`), { method: 'POST', token: admin });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ matched: 3, sent: 3 });
    await fetchJson(url(`/api/newsletter/issues/${first.id}/send`), { method: 'POST', token: admin });
    for (const to of ['fay@example.com', 'gus@example.com', 'hal@example.com']) {
      expect(mailsTo(svc.outboxDir, to).filter((m) => m.subject === 'Second issue')).toHaveLength(1);
    }
  });

  it('when a member sends or lists issues, then 403; an issue without items is a 400 naming them; an unknown issue is 404', async () => {
    expect((await fetchJson(url('/api/newsletter/issues'), { token: member, json: issue })).status).toBe(403);
    expect((await fetchJson(url('/api/newsletter/issues'), { token: member })).status).toBe(403);
    const bad = await fetchJson(url('/api/newsletter/issues'), { token: admin, json: { ...issue, items: [] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['items']);
    expect((await fetchJson(url('/api/newsletter/issues/aaaaaaaaaaaaaaaaaaaaaaaa/send'), { method: 'POST', token: admin })).status).toBe(
      404,
    );
  });

  it('when an admin sends an issue, then the send is a staff action for the audit log: who, which issue, to how many', async () => {
    const sent = (await fetchJson(url('/api/newsletter/issues'), { token: admin, json: { ...issue, subject: 'Audited issue' } })).body;
    await fetchJson(url(`/api/newsletter/issues/${sent.id}/send`), { method: 'POST', token: admin });
    await svc.relay.flush();
    const actions = (await publishedEvents(svc.ctx.bus, 'notifications'))
      .filter((e) => e.subject === notificationsStaffActionRecorded.subject && e.data.itemId === sent.id)
      .map((e) => e.data);
    expect(actions).toEqual([
      expect.objectContaining({
        actorId: 'ad00ad00ad00ad00ad00ad00',
        actorRole: 'admin',
        action: 'newsletter_issue.send',
        itemType: 'newsletter_issue',
        itemLabel: 'Audited issue',
        after: { topic: 'blog', recipients: sent.sent, matched: sent.matched, failed: 0 },
      }),
      expect.objectContaining({ action: 'newsletter_issue.resend', before: { sent: sent.sent, failed: 0 } }),
    ]);
    expect(sent.sent).toBeGreaterThan(0);
  });
});
