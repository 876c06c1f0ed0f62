import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationRequested, invoiceIssued, passwordChanged, passwordResetRequested } from '@trap/contracts';
import { publishEnvelope } from '@trap/kit';
import { publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { mailsTo } from '../support/mail-outbox.ts';

let svc: NotificationsTestService;
beforeAll(async () => {
  svc = await startNotificationsService();
});
afterAll(() => svc?.stop());

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

describe('account mails asked for by auth', () => {
  it('when auth asks for a password reset mail, then one e-mail with the link goes to the account address, even when the event is delivered again', async () => {
    const link = 'https://trap.example/reset-password?token=eyJwIjoicmVzZXQifQ.c2lnbmF0dXJl';
    const entry = await publishTestEvent(svc, passwordResetRequested, {
      userId: 'aaaaaaaaaaaaaaaaaaaaaaa1',
      email: 'asha@example.com',
      username: 'asha_k',
      displayName: 'Asha Kumari',
      link,
      expiresAt: inAnHour(),
    });
    await waitForConsumers(svc);
    await publishEnvelope(svc.ctx.bus, entry);
    await svc.ctx.conn.collection('processed_events').deleteMany({});
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(entry.subject), JSON.stringify(entry), { msgID: `${entry.id}-again` });
    await waitForConsumers(svc);

    const sent = mailsTo(svc.outboxDir, 'asha@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Reset your Trap India password');
    expect(sent[0]!.text).toContain(link);
    expect(sent[0]!.text).toContain('"asha_k"');
    expect(sent[0]!.text).toContain('If you did not ask, ignore this e-mail');
    const delivery = await svc.ctx.conn.collection<{ _id: string }>('account_mail_deliveries').findOne({ _id: entry.id });
    expect(delivery).toMatchObject({ kind: 'password_reset', status: 'sent' });
  });

  it('when auth asks for a verification mail, then the link goes to the address to verify, with why it was sent', async () => {
    await publishTestEvent(svc, emailVerificationRequested, {
      userId: 'aaaaaaaaaaaaaaaaaaaaaaa2',
      email: 'new.address@example.com',
      username: 'ravi_s',
      displayName: 'Ravi <b>S</b>',
      reason: 'change',
      link: 'https://trap.example/verify-email?token=abc.def',
      expiresAt: inAnHour(),
    });
    await waitForConsumers(svc);
    const [mail] = mailsTo(svc.outboxDir, 'new.address@example.com');
    expect(mail!.subject).toBe('Verify your e-mail address');
    expect(mail!.text).toContain('https://trap.example/verify-email?token=abc.def');
    expect(mail!.text).toContain('You changed the e-mail address of the Trap India account "ravi_s" to this one.');
    // the member's name is escaped in the HTML part
    expect(mail!.text).toContain('Ravi &#60;b&#62;S');
  });

  it('when a password was changed, then the address is told, with the way to reset it if it was not the owner', async () => {
    await publishTestEvent(svc, passwordChanged, {
      userId: 'aaaaaaaaaaaaaaaaaaaaaaa3',
      email: 'meera@example.com',
      displayName: 'Meera',
      how: 'changed',
      at: new Date().toISOString(),
    });
    await waitForConsumers(svc);
    const [mail] = mailsTo(svc.outboxDir, 'meera@example.com');
    expect(mail!.subject).toBe('Your Trap India password was changed');
    expect(mail!.text).toContain('https://trap.example/forgot-password');
  });

  it('when auth issued an invoice, then the member gets it by e-mail with the GST part and the link to print it', async () => {
    await publishTestEvent(svc, invoiceIssued, {
      userId: 'aaaaaaaaaaaaaaaaaaaaaaa4',
      email: 'kiran@example.com',
      displayName: 'Kiran',
      invoiceId: 'bbbbbbbbbbbbbbbbbbbbbbb4',
      invoiceNumber: 'TI/2026-27/00007',
      tier: 'pro_lane',
      tierLabel: 'Pro Lane',
      amountPaise: 900_000,
      taxPaise: 137_288,
      taxablePaise: 762_712,
      ratePercent: 18,
      membershipEndDate: '2027-11-26T10:00:00.000Z',
      issuedAt: new Date().toISOString(),
      link: 'https://trap.example/api/payments/invoices/bbbbbbbbbbbbbbbbbbbbbbb4',
    });
    await waitForConsumers(svc);
    const [mail] = mailsTo(svc.outboxDir, 'kiran@example.com');
    expect(mail!.subject).toBe('Your Trap India invoice TI/2026-27/00007');
    // (the outbox reader decodes bytes one by one, so the rupee sign is left out of the checks)
    expect(mail!.text).toMatch(/TI\/2026-27\/00007: \S+9,000\.00 \(taxable value \S+7,627\.12, GST @ 18% \S+1,372\.88\)/);
    expect(mail!.text).toContain('active until 26 November 2027');
    expect(mail!.text).toContain('https://trap.example/api/payments/invoices/bbbbbbbbbbbbbbbbbbbbbbb4');
  });
});
