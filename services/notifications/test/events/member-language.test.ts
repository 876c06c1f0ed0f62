import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailVerificationRequested,
  invoiceIssued,
  membershipExpiring,
  practiceSessionLogged,
  userRegistered,
  userUpdated,
} from '@trap/contracts';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { readableMailsTo } from '../support/mail-outbox.ts';
import { memberSnapshot } from '../support/members.ts';

let svc: NotificationsTestService;
const HINDI = 'e5e5e5e5e5e5e5e5e5e5e5e5';
const ENGLISH = 'f6f6f6f6f6f6f6f6f6f6f6f6';
const list = async (userId: string) =>
  (await fetchJson(`${svc.url}/api/notifications`, { token: await svc.loginAs({ userId }) })).body as { title: string; message: string }[];

beforeAll(async () => {
  svc = await startNotificationsService();
});
afterAll(() => svc?.stop());

/** What auth publishes once the member's payment for a tier is confirmed: the GST invoice to mail. */
const paidForProLane = (userId: string, email: string) =>
  publishTestEvent(svc, invoiceIssued, {
    userId,
    email,
    displayName: 'Meera Joshi',
    invoiceId: `${userId.slice(0, 20)}0001`,
    invoiceNumber: 'TI/2026-27/00123',
    tier: 'pro_lane',
    tierLabel: 'Pro Lane',
    amountPaise: 12_345_600,
    taxPaise: 1_883_228,
    taxablePaise: 10_462_372,
    ratePercent: 18,
    membershipEndDate: '2027-12-07T10:00:00.000Z',
    issuedAt: new Date().toISOString(),
    link: `https://trap.example/api/payments/invoices/${userId}`,
  });

describe("notifications and e-mails in the member's language", () => {
  it('when a member who chose Hindi pays for a tier, then the invoice e-mail and their notifications are in Hindi; an English member reads them as before', async () => {
    // registered in English, the member then chooses Hindi on their profile
    await publishTestEvent(svc, userRegistered, { ...memberSnapshot(HINDI, 'en'), email: 'meera@example.com' });
    await waitForConsumers(svc);
    await publishTestEvent(svc, userUpdated, memberSnapshot(HINDI, 'hi'));
    await publishTestEvent(svc, userRegistered, { ...memberSnapshot(ENGLISH, 'en'), email: 'meera.en@example.com' });
    await waitForConsumers(svc);

    await paidForProLane(HINDI, 'meera@example.com');
    await paidForProLane(ENGLISH, 'meera.en@example.com');
    for (const userId of [HINDI, ENGLISH]) {
      await publishTestEvent(svc, membershipExpiring, {
        userId,
        membershipTier: 'pro_lane',
        isTrialMember: false,
        membershipEndDate: '2027-12-07T10:00:00.000Z',
        daysRemaining: 7,
      });
      await publishTestEvent(svc, practiceSessionLogged, {
        sessionId: `trap-${userId}`,
        userId,
        title: '',
        date: '2026-12-06T04:30:00.000Z',
        location: 'Dr. Karni Singh Shooting Range',
        totalScore: 23,
        maxScore: 25,
      });
    }
    await waitForConsumers(svc);

    const [hindiMail] = readableMailsTo(svc.outboxDir, 'meera@example.com');
    expect(hindiMail!.subject).toBe('आपका Trap India बीजक TI/2026-27/00123');
    expect(hindiMail!.body).toContain('नमस्ते Meera Joshi,');
    expect(hindiMail!.body).toContain('आपके भुगतान के लिए धन्यवाद। आपकी Pro Lane मेंबरशिप 7 दिसंबर 2027 तक एक्टिव है।');
    // rupees in Indian grouping
    expect(hindiMail!.body).toContain('बीजक TI/2026-27/00123: ₹1,23,456.00 (कर योग्य मूल्य ₹1,04,623.72, GST @ 18% ₹18,832.28)।');
    expect(hindiMail!.body).toContain('अपना बीजक देखें या प्रिंट करें: https://trap.example/api/payments/invoices/');

    const [englishMail] = readableMailsTo(svc.outboxDir, 'meera.en@example.com');
    expect(englishMail!.subject).toBe('Your Trap India invoice TI/2026-27/00123');
    expect(englishMail!.body).toContain('Thank you for your payment. Your Pro Lane membership is active until 7 December 2027.');
    expect(englishMail!.body).toContain('Invoice TI/2026-27/00123: ₹1,23,456.00 (taxable value ₹1,04,623.72, GST @ 18% ₹18,832.28).');

    const hindi = await list(HINDI);
    expect(hindi.map((n) => n.title).sort()).toEqual(['आपकी मेंबरशिप जल्द खत्म हो रही है', 'प्रैक्टिस सेशन दर्ज हुआ'].sort());
    expect(hindi.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'आपकी मेंबरशिप 7 दिन में (7 दिसंबर 2027) खत्म हो जाएगी। अपने मेंबर टूल्स बनाए रखने के लिए रिन्यू करें।',
        '6 दिसंबर 2026 को Dr. Karni Singh Shooting Range में आपका प्रैक्टिस सेशन 23/25 के स्कोर के साथ सेव हो गया।',
      ]),
    );
    const english = await list(ENGLISH);
    expect(english.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'Your membership ends in 7 days (7 December 2027). Renew to keep your member tools.',
        'Your practice session on 6 December 2026 at Dr. Karni Singh Shooting Range was saved with a score of 23/25.',
      ]),
    );
  });

  it('when an account mail names its language, then it is written in it, even before notifications has heard of the member', async () => {
    await publishTestEvent(svc, emailVerificationRequested, {
      userId: 'b8b8b8b8b8b8b8b8b8b8b8b8',
      email: 'naya.sadasya@example.com',
      username: 'naya_shooter',
      displayName: 'Naya Shooter',
      reason: 'registration',
      link: 'https://trap.example/verify-email?token=abc.def',
      expiresAt: '2026-12-08T10:00:00.000Z',
      language: 'hi',
    });
    await waitForConsumers(svc);
    const [mail] = readableMailsTo(svc.outboxDir, 'naya.sadasya@example.com');
    expect(mail!.subject).toBe('अपना ई-मेल पता वेरिफ़ाई करें');
    expect(mail!.body).toContain('Trap India में आपका स्वागत है! आपका अकाउंट "naya_shooter" तैयार है।');
    // India's clock: 10:00 UTC is 15:30 IST
    expect(mail!.body).toMatch(/कृपया पुष्टि करें कि यह पता आपका है। यह लिंक 8 दिसंबर 2026 \S* ?15:30 \S* ?IST तक काम करेगा।/);
    expect(mail!.body).toContain('अपना ई-मेल पता वेरिफ़ाई करें: https://trap.example/verify-email?token=abc.def');
  });

  it('when an older profile event arrives after the member chose Hindi, then their notifications stay in Hindi', async () => {
    const late = recordEvent(userUpdated, memberSnapshot(HINDI, 'en'));
    await publishEnvelope(svc.ctx.bus, { ...late, occurredAt: '2026-01-01T00:00:00.000Z' });
    await waitForConsumers(svc);
    await publishTestEvent(svc, membershipExpiring, {
      userId: HINDI,
      membershipTier: 'pro_lane',
      isTrialMember: false,
      membershipEndDate: '2027-12-07T10:00:00.000Z',
      daysRemaining: 1,
    });
    await waitForConsumers(svc);
    const messages = (await list(HINDI)).map((n) => n.message);
    expect(messages).toContain('आपकी मेंबरशिप 1 दिन में (7 दिसंबर 2027) खत्म हो जाएगी। अपने मेंबर टूल्स बनाए रखने के लिए रिन्यू करें।');
  });
});
