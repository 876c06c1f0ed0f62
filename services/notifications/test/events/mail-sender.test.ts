import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmitted, DEFAULT_SETTINGS, passwordChanged, siteSettingsUpdated, type SiteSettings } from '@trap/contracts';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { mailsTo, type OutboxMail } from '../support/mail-outbox.ts';

/** Every e-mail goes out under the sender and reply-to saved in Settings → Email. */
let svc: NotificationsTestService;
const CONFIGURED = 'Configured Sender <configured@trap.example>';
beforeAll(async () => {
  svc = await startNotificationsService({ MAIL_FROM: CONFIGURED });
});
afterAll(() => svc?.stop());

const header = (mail: OutboxMail | undefined, name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(mail?.text ?? '')?.[1]?.trim();

/** What the settings service publishes when an admin saves the settings screen. */
async function emailSettingsSaved(email: Partial<SiteSettings['email']>, occurredAt?: string) {
  const entry = recordEvent(siteSettingsUpdated, {
    settings: { ...DEFAULT_SETTINGS, email: { ...DEFAULT_SETTINGS.email, ...email } },
    updatedBy: null,
  });
  await publishEnvelope(svc.ctx.bus, occurredAt ? { ...entry, occurredAt } : entry);
  await waitForConsumers(svc);
}

let n = 0;
/** An account mail auth asks for (the password-changed notice), to a new address each time. */
async function passwordChangedMail(): Promise<OutboxMail | undefined> {
  const to = `member${++n}@example.com`;
  await publishTestEvent(svc, passwordChanged, {
    userId: `bbbbbbbbbbbbbbbbbbbbbbb${n}`,
    email: to,
    displayName: 'Asha',
    how: 'changed',
    at: new Date().toISOString(),
  });
  await waitForConsumers(svc);
  return mailsTo(svc.outboxDir, to)[0];
}

describe('the sender of every e-mail comes from Settings → Email', () => {
  it('when no e-mail settings were ever saved, then mails come from the configured sender', async () => {
    const mail = await passwordChangedMail();
    expect(header(mail, 'From')).toBe(CONFIGURED);
    expect(header(mail, 'Reply-To')).toBeUndefined();
  });

  it('when an admin saves a sender and reply-to, then the next mail uses them, and a later change applies to the one after without a restart', async () => {
    await emailSettingsSaved({
      fromName: 'Trap India Range Office',
      fromEmail: 'office@trapindia.example',
      replyToEmail: 'help@trapindia.example',
    });
    const first = await passwordChangedMail();
    expect(header(first, 'From')).toBe('Trap India Range Office <office@trapindia.example>');
    expect(header(first, 'Reply-To')).toBe('help@trapindia.example');

    await emailSettingsSaved({
      fromName: 'Trap India, Match Desk',
      fromEmail: 'matches@trapindia.example',
      replyToEmail: 'desk@trapindia.example',
    });
    const second = await passwordChangedMail();
    // a name with a comma is quoted, so mail clients read one sender
    expect(header(second, 'From')).toBe('"Trap India, Match Desk" <matches@trapindia.example>');
    expect(header(second, 'Reply-To')).toBe('desk@trapindia.example');
  });

  it('when the sender name is left empty, then the site name stands in for it', async () => {
    await emailSettingsSaved({ fromName: '', fromEmail: 'hello@trapindia.example', replyToEmail: 'support@trapindia.example' });
    const mail = await passwordChangedMail();
    expect(header(mail, 'From')).toBe(`${DEFAULT_SETTINGS.general.siteName} <hello@trapindia.example>`);
  });

  it('when a newsletter sign-up or a contact message sends mail, then it is from the saved sender too; a contact message still replies to its writer', async () => {
    await emailSettingsSaved({
      fromName: 'Trap India Desk',
      fromEmail: 'desk@trapindia.example',
      replyToEmail: 'replies@trapindia.example',
    });

    const res = await fetchJson(`${svc.url}/api/newsletter/subscribe`, { method: 'POST', json: { email: 'reader@example.com' } });
    expect(res.status).toBe(200);
    const [confirmation] = mailsTo(svc.outboxDir, 'reader@example.com');
    expect(header(confirmation, 'From')).toBe('Trap India Desk <desk@trapindia.example>');
    expect(header(confirmation, 'Reply-To')).toBe('replies@trapindia.example');

    await publishTestEvent(svc, contactSubmitted, {
      messageId: 'cccccccccccccccccccccccc',
      name: 'Vikram Singh',
      email: 'vikram@example.com',
      subject: 'Coaching',
      message: 'Hello',
      userId: null,
      submittedAt: new Date().toISOString(),
    });
    await waitForConsumers(svc);
    const [contact] = mailsTo(svc.outboxDir, 'admins@trapindia.local');
    expect(header(contact, 'From')).toBe('Trap India Desk <desk@trapindia.example>');
    expect(header(contact, 'Reply-To')).toBe('Vikram Singh <vikram@example.com>');
  });

  it('when an older settings event arrives after a newer one, then the newer sender stays', async () => {
    await emailSettingsSaved({
      fromName: 'Newest',
      fromEmail: 'newest@trapindia.example',
      replyToEmail: 'newest-replies@trapindia.example',
    });
    await emailSettingsSaved(
      { fromName: 'Stale', fromEmail: 'stale@trapindia.example', replyToEmail: 'stale-replies@trapindia.example' },
      new Date(Date.now() - 3600_000).toISOString(),
    );
    const mail = await passwordChangedMail();
    expect(header(mail, 'From')).toBe('Newest <newest@trapindia.example>');
    expect(header(mail, 'Reply-To')).toBe('newest-replies@trapindia.example');
  });
});
