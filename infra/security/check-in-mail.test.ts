import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newMember, type Account } from './support/client.ts';
import { eventually } from './support/eventually.ts';
import { ROOT } from '../dev/lib/stack.ts';

/**
 * The check-in code by e-mail across the whole stack (auth takes the money, community keeps the
 * entries, notifications mails): a member who pays for an entry, and one the organiser records as
 * comp, each get one e-mail with their code; the code read out of the e-mail checks the entrant in
 * when the organiser scans it; an unpaid or cancelled entry gets no e-mail; and nobody but the
 * entrant sees the code: no other member by the API, not the organiser's list, no other inbox.
 */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? join(ROOT, '.data/mail-outbox');
const since = new Date().toISOString().replace(/[:.]/g, '-');
const CODE = /check-in code: ([0-9a-f]{24}\.[0-9a-f]{24}\.[A-Za-z0-9_-]{16,64})/;

/** The e-mails this run wrote, quoted-printable decoded, oldest first, with their recipient. */
async function mails(): Promise<{ to: string; text: string }[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml') && f >= since).sort();
  return Promise.all(
    files.map(async (f) => {
      const text = (await readFile(join(OUTBOX, f), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { to: /^To: (.*)$/m.exec(text)?.[1]?.trim() ?? '', text };
    }),
  );
}
const addressOf = (m: Account) => `${m.username}@example.com`;
const checkInMailsTo = async (m: Account) => (await mails()).filter((x) => x.to === addressOf(m) && /^Subject: .*check-in code/im.test(x.text));

/** The member opens the verification link e-mailed at registration, and notifications then holds the address as theirs. */
async function verified(m: Account): Promise<void> {
  const token = await eventually(async () => {
    const mail = (await mails()).find((x) => x.to === addressOf(m) && x.text.includes('verify-email?token='));
    const match = mail && /verify-email\?token=([^\s"&<]+)/.exec(mail.text);
    return match ? decodeURIComponent(match[1]!) : null;
  }, `${m.username}'s verification e-mail`);
  expect((await m.client.request('/api/email/verify', { json: { token } })).status).toBe(200);
  // only the member whose verified address it is may end its newsletter: a 200 says notifications knows it
  await eventually(
    async () => (await m.client.request('/api/newsletter/unsubscribe', { json: { email: addressOf(m) } })).status === 200,
    `${m.username}'s verified address to reach notifications`,
  );
}

/** The member enters the discipline (once the community knows them). */
const enter = (m: Account, eventId: string, discipline = 'olympic-trap') =>
  eventually(async () => {
    const res = await m.client.request(`/api/club-events/${eventId}/entries`, { json: { discipline } });
    return res.status === 201 ? (res.body as { id: string }) : null;
  }, `${m.username} to enter`);

describe('the check-in code by e-mail', () => {
  let admin: Account;
  let eventId: string;
  let payer: Account;
  let comped: Account;
  let unpaid: Account;
  let cancelling: Account;
  let other: Account;

  beforeAll(async () => {
    admin = await loginAs('admin');
    const member = (label: string) => newMember(label, undefined, { tier: 'range_pass' });
    [payer, comped, unpaid, cancelling, other] = await Promise.all([
      member('payer'),
      member('comped'),
      member('unpaid'),
      member('cancelling'),
      member('other'),
    ]);
    await Promise.all([payer, comped, unpaid, cancelling].map(verified));
    const start = new Date(Date.now() + 30 * 86_400_000);
    start.setUTCHours(3, 30, 0, 0);
    const made = await admin.client.request('/api/club-events', {
      json: {
        title: 'Sahyadri Check-in Cup',
        eventType: 'club_shoot',
        location: 'Pune Trap Range',
        state: 'Maharashtra',
        startDate: start.toISOString(),
        organizer: 'Pune Trap Range',
        maxParticipants: 20,
      },
    });
    expect(made.status, made.text).toBe(201);
    eventId = made.body.id;
    const fees = await admin.client.request(`/api/club-events/${eventId}/entry-fees`, {
      method: 'put',
      json: { fees: [{ discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 }] },
    });
    expect(fees.status, fees.text).toBe(200);
  });

  it('when a member pays for an entry, then they get one e-mail with their code, and the code from the e-mail checks them in', async () => {
    const entry = await enter(payer, eventId);
    // auth hears of the entry's price through community's event: the order may need a moment
    const orderId = await eventually(async () => {
      const res = await payer.client.request('/api/payments/event-entry-orders', { json: { entryId: entry.id } });
      return res.status === 201 ? (res.body.order.id as string) : null;
    }, 'the entry order');
    expect((await payer.client.request(`/api/payments/test-gateway/orders/${orderId}`, { json: { outcome: 'success' } })).status).toBe(200);

    const [mail] = await eventually(async () => {
      const found = await checkInMailsTo(payer);
      return found.length ? found : null;
    }, 'the check-in e-mail');
    expect(mail!.text).toContain('Sahyadri Check-in Cup');
    expect(mail!.text).toContain('Range: Pune Trap Range, Maharashtra');
    expect(mail!.text).toContain('Discipline: ISSF Olympic Trap');
    expect(mail!.text).toMatch(/Content-Type: image\/png/);
    expect(mail!.text).toContain(`/club-events?event=${eventId}#check-in`);
    const code = CODE.exec(mail!.text)![1]!;
    // the code the e-mail holds is the one the entrant's page shows
    const own = await payer.client.get(`/api/club-events/${eventId}/entries/${entry.id}/check-in-code`);
    expect(own.body.code).toBe(code);

    const scan = await admin.client.request(`/api/club-events/${eventId}/check-ins`, { json: { code } });
    expect(scan.status, scan.text).toBe(200);
    expect(scan.body).toMatchObject({ alreadyCheckedIn: false, entry: { id: entry.id, status: 'paid' } });
    expect(scan.body.entry.checkedInAt).not.toBeNull();

    // nobody else sees the code: another member and the organiser get a 404 for it, the organiser's list never
    // holds it, and no e-mail but the entrant's carries it
    const secret = code.split('.')[2]!;
    expect((await other.client.get(`/api/club-events/${eventId}/entries/${entry.id}/check-in-code`)).status).toBe(404);
    expect((await admin.client.get(`/api/club-events/${eventId}/entries/${entry.id}/check-in-code`)).status).toBe(404);
    expect((await admin.client.get(`/api/club-events/${eventId}/entries`)).text).not.toContain(secret);
    expect((await mails()).filter((m) => m.text.includes(secret)).map((m) => m.to)).toEqual([addressOf(payer)]);
    // still one e-mail
    expect(await checkInMailsTo(payer)).toHaveLength(1);
  });

  it('when the organiser records a comp entry for a member, then that member is e-mailed their code too; unpaid and cancelled entries get none', async () => {
    const pending = await enter(unpaid, eventId);
    const withdrawn = await enter(cancelling, eventId);
    const cancel = await cancelling.client.request(`/api/club-events/${eventId}/entries/${withdrawn.id}/cancel`, { json: {} });
    expect(cancel.body?.status, cancel.text).toBe('cancelled');
    const comp = await admin.client.request(`/api/club-events/${eventId}/entries/recorded`, {
      json: { kind: 'comp', discipline: 'olympic-trap', name: 'Comped Shooter', userId: comped.id },
    });
    expect(comp.status, comp.text).toBe(201);

    const [mail] = await eventually(async () => {
      const found = await checkInMailsTo(comped);
      return found.length ? found : null;
    }, 'the comp entry’s check-in e-mail');
    expect(mail!.text).toContain('The organiser recorded a complimentary entry for you at Sahyadri Check-in Cup.');
    const code = CODE.exec(mail!.text)![1]!;
    expect(code.split('.')[1]).toBe(comp.body.id);
    const scan = await admin.client.request(`/api/club-events/${eventId}/check-ins`, { json: { code } });
    expect(scan.status, scan.text).toBe(200);

    // the comp was recorded after the others entered, and its e-mail has come: theirs would have too
    expect(await checkInMailsTo(unpaid)).toEqual([]);
    expect(await checkInMailsTo(cancelling)).toEqual([]);
    expect(pending.id).toBeTruthy();
  });
});
