import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { eventEntryCheckInIssued, userUpdated, type EventData } from '@trap/contracts';
import { publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { readableMailsTo } from '../support/mail-outbox.ts';
import { memberSnapshot, verifiedEmail } from '../support/members.ts';

/**
 * The check-in e-mail, through the real consumer, store and mail outbox: community's check-in event
 * becomes one e-mail to the entrant's verified address with the event's name, date, range and
 * discipline, the code as text and as a QR image (the event page's address with the code, as the
 * app's QR code holds it), and the link to the event page; in the member's language; once per entry
 * however often the event comes; and never to an address the account has not verified.
 */
let svc: NotificationsTestService;
beforeAll(async () => {
  svc = await startNotificationsService();
});
afterAll(() => svc?.stop());

const EVENT = 'a1a1a1a1a1a1a1a1a1a1a1a1';
let n = 0;
const entryId = () => `e${String(++n).padStart(23, '0')}`;
const codeOf = (entry: string) => `${EVENT}.${entry}.Zq3xV8kPq2mW9rT4yU6iO1pA`;

function issued(userId: string, over: Partial<EventData<typeof eventEntryCheckInIssued>> = {}): EventData<typeof eventEntryCheckInIssued> {
  const entry = over.entryId ?? entryId();
  const code = codeOf(entry);
  return {
    entryId: entry,
    eventId: EVENT,
    userId,
    how: 'paid',
    eventTitle: 'Deccan Winter Trap Open',
    // 08:00 in India
    startDate: '2026-12-28T02:30:00.000Z',
    allDay: false,
    location: 'Hyderabad Rifle & Trap Club',
    state: 'Telangana',
    discipline: 'olympic-trap',
    code,
    path: `/club-events?event=${EVENT}&check-in=${encodeURIComponent(code)}`,
    ...over,
  };
}

/** The inline PNG images of the e-mails to `to` (base64 parts with an image/png type), each with its content id. */
function pngsTo(to: string): { cid: string; png: Buffer }[] {
  return readdirSync(svc.outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(svc.outboxDir, f), 'utf8'))
    .filter((eml) => /^To: (.*)$/m.exec(eml)?.[1]?.trim() === to)
    .flatMap((eml) =>
      eml
        .split(/^--.*$/m)
        .filter((part) => /Content-Type: image\/png/i.test(part))
        .map((part) => {
          const [head = '', ...body] = part.split(/\r?\n\r?\n/);
          return { cid: /Content-ID: <([^>]+)>/i.exec(head)?.[1] ?? '', png: Buffer.from(body.join('').replace(/\s/g, ''), 'base64') };
        }),
    );
}

/** What a phone's camera reads off the QR image. */
function scan(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

const member = async (userId: string, email: string | null) => {
  await verifiedEmail(svc, userId, email);
  await waitForConsumers(svc);
};

describe('the check-in code by e-mail', () => {
  it('when an entry is paid, then its entrant gets one e-mail with the event, the code as text and as a QR image, and the event page’s link, even when the event comes again', async () => {
    const userId = 'c1c1c1c1c1c1c1c1c1c1c1c1';
    await member(userId, 'priya.entrant@example.com');
    const data = issued(userId);
    const first = await publishTestEvent(svc, eventEntryCheckInIssued, data);
    await waitForConsumers(svc);
    // the same event past the de-duplication (its marker gone, a new message id), and the code sent again for the entry
    await svc.ctx.conn.collection('processed_events').deleteMany({});
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(first.subject), JSON.stringify(first), { msgID: `${first.id}-again` });
    await publishTestEvent(svc, eventEntryCheckInIssued, data);
    await waitForConsumers(svc);

    const mails = readableMailsTo(svc.outboxDir, 'priya.entrant@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your check-in code for Deccan Winter Trap Open');
    expect(mail!.body).toContain('Your entry for Deccan Winter Trap Open is paid.');
    expect(mail!.body).toContain('Event: Deccan Winter Trap Open');
    expect(mail!.body).toContain('Date: Monday, 28 December 2026 at 8:00 am');
    expect(mail!.body).toContain('Range: Hyderabad Rifle & Trap Club, Telangana');
    expect(mail!.body).toContain('Discipline: ISSF Olympic Trap');
    expect(mail!.body).toContain(`Your check-in code: ${data.code}`);
    expect(mail!.body).toContain(`Open the event page with your QR code: https://trap.example/club-events?event=${EVENT}#check-in`);
    // the HTML shows the attached QR image inline, and the camera reads the event page's address with the code off it
    const [image, ...others] = pngsTo('priya.entrant@example.com');
    expect(others).toEqual([]);
    expect(mail!.body).toContain(`<img src="cid:${image!.cid}" alt="Check-in QR code"`);
    expect(scan(image!.png)).toBe(`https://trap.example${data.path}`);
    const delivery = await svc.ctx.conn.collection<{ _id: string }>('account_mail_deliveries').findOne({ _id: `check_in:${data.entryId}` });
    expect(delivery).toMatchObject({ kind: 'check_in', userId, status: 'sent' });
  });

  it('when the organiser records a comp or cash entry, then the e-mail says so; each entry of the member gets its own', async () => {
    const userId = 'c2c2c2c2c2c2c2c2c2c2c2c2';
    await member(userId, 'kabir.entrant@example.com');
    const comp = issued(userId, { how: 'comp', discipline: 'skeet', allDay: true });
    const cash = issued(userId, { how: 'cash' });
    await publishTestEvent(svc, eventEntryCheckInIssued, comp);
    await publishTestEvent(svc, eventEntryCheckInIssued, cash);
    await waitForConsumers(svc);
    const mails = readableMailsTo(svc.outboxDir, 'kabir.entrant@example.com');
    expect(mails).toHaveLength(2);
    const compMail = mails.find((m) => m.body.includes(comp.code))!;
    expect(compMail.body).toContain('The organiser recorded a complimentary entry for you at Deccan Winter Trap Open.');
    expect(compMail.body).toContain('Discipline: Skeet');
    // an all-day event: the date alone
    expect(compMail.body).toContain('Date: Monday, 28 December 2026\n');
    const cashMail = mails.find((m) => m.body.includes(cash.code))!;
    expect(cashMail.body).toContain('The organiser recorded your cash payment for Deccan Winter Trap Open.');
    expect(pngsTo('kabir.entrant@example.com').map((p) => scan(p.png)).sort()).toEqual(
      [`https://trap.example${comp.path}`, `https://trap.example${cash.path}`].sort(),
    );
  });

  it('when the member reads Hindi, then the e-mail is in Hindi with the same code and QR image', async () => {
    const userId = 'c3c3c3c3c3c3c3c3c3c3c3c3';
    await member(userId, 'meera.hindi@example.com');
    await publishTestEvent(svc, userUpdated, memberSnapshot(userId, 'hi'));
    await waitForConsumers(svc);
    const data = issued(userId);
    await publishTestEvent(svc, eventEntryCheckInIssued, data);
    await waitForConsumers(svc);
    const [mail] = readableMailsTo(svc.outboxDir, 'meera.hindi@example.com');
    expect(mail!.subject).toBe('Deccan Winter Trap Open के लिए आपका चेक-इन कोड');
    expect(mail!.body).toContain('Deccan Winter Trap Open के लिए आपकी एंट्री का भुगतान हो गया है।');
    expect(mail!.body).toContain('तारीख: सोमवार, 28 दिसंबर 2026');
    expect(mail!.body).toContain('रेंज: Hyderabad Rifle & Trap Club, Telangana');
    expect(mail!.body).toContain('डिसिप्लिन: ISSF Olympic Trap');
    expect(mail!.body).toContain(`आपका चेक-इन कोड: ${data.code}`);
    expect(mail!.body).toContain(`अपने QR कोड के साथ इवेंट पेज खोलें: https://trap.example/club-events?event=${EVENT}#check-in`);
    expect(scan(pngsTo('meera.hindi@example.com')[0]!.png)).toBe(`https://trap.example${data.path}`);
  });

  it('when the member has no verified address, then the code is e-mailed nowhere', async () => {
    const userId = 'c4c4c4c4c4c4c4c4c4c4c4c4';
    // verified once, then changed to an address not verified yet
    await member(userId, 'old.address@example.com');
    await member(userId, null);
    const before = readdirSync(svc.outboxDir).length;
    await publishTestEvent(svc, eventEntryCheckInIssued, issued(userId));
    await waitForConsumers(svc);
    expect(readdirSync(svc.outboxDir)).toHaveLength(before);
    expect(readableMailsTo(svc.outboxDir, 'old.address@example.com')).toEqual([]);
  });
});
