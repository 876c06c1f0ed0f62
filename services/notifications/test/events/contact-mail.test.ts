import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmitted } from '@trap/contracts';
import { publishEnvelope } from '@trap/kit';
import { publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';

let svc: NotificationsTestService;
const INBOX = 'admins@trap.example';
const mails = () =>
  readdirSync(svc.outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(svc.outboxDir, f), 'utf8'));

beforeAll(async () => {
  svc = await startNotificationsService({ CONTACT_INBOX: INBOX });
});
afterAll(() => svc?.stop());

describe('contact-form messages reach the admins', () => {
  it('when a message is submitted, then one e-mail goes to the inbox, replying to the sender, even when the event is delivered again', async () => {
    const entry = await publishTestEvent(svc, contactSubmitted, {
      messageId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      name: 'Vikram Singh',
      email: 'vikram@example.com',
      subject: 'Coaching in Jaipur',
      message: 'Do you list coaches near Jaipur? <b>Thanks</b>',
      userId: null,
      submittedAt: new Date().toISOString(),
    });
    await waitForConsumers(svc);
    // the same envelope again (dropped by JetStream's duplicate window), then past both guards:
    // a new message id and no consumer marker, as after a crash between handler and marker
    await publishEnvelope(svc.ctx.bus, entry);
    await svc.ctx.conn.collection('processed_events').deleteMany({});
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(entry.subject), JSON.stringify(entry), { msgID: `${entry.id}-again` });
    await waitForConsumers(svc);

    const sent = mails();
    expect(sent).toHaveLength(1);
    const eml = sent[0]!;
    expect(eml).toMatch(new RegExp(`^To: ${INBOX}$`, 'm'));
    expect(eml).toMatch(/^Reply-To: Vikram Singh <vikram@example\.com>$/m);
    expect(eml).toMatch(/^Subject: \[Contact\] Coaching in Jaipur$/m);
    expect(eml).toContain('Do you list coaches near Jaipur?');
    // the sender's text is escaped in the HTML part
    expect(eml).toContain('&#60;b&#62;Thanks');
    const delivery = await svc.ctx.conn.collection<{ _id: string }>('contact_deliveries').findOne({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(delivery).toMatchObject({ to: INBOX, status: 'sent' });
  });
});
