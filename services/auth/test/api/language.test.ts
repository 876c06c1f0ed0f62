import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { DEFAULT_SETTINGS, LANGUAGE_MESSAGE, siteSettingsUpdated } from '@trap/contracts';
import { eventsFor, publishedEvents, registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

/** What the settings service publishes when an admin saves the site's default language. */
const defaultLanguageSaved = (defaultLanguage: string) =>
  publishEnvelope(
    svc.ctx.bus,
    recordEvent(siteSettingsUpdated, {
      settings: { ...DEFAULT_SETTINGS, general: { ...DEFAULT_SETTINGS.general, defaultLanguage } },
      updatedBy: null,
    }),
  );

describe("a member's language", () => {
  it('when a member chooses Hindi, then their account, profile, data download and the profile event say so', async () => {
    const { user, token } = await registerUser(svc);
    expect(user.language).toBe('en');
    const res = await svc.call('/api/user', { method: 'PATCH', token, json: { language: 'hi' } });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('hi');
    expect((await svc.call('/api/user', { token })).body.language).toBe('hi');
    expect((await svc.call('/api/user/profile', { token })).body.language).toBe('hi');
    expect((await svc.call('/api/user/export', { token })).body.account.language).toBe('hi');
    // notifications learns it from the profile event, to write to the member in Hindi
    const event = await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.updated', user.id)[0] ?? null);
    expect(event.data.language).toBe('hi');
    // and back to English
    await svc.call('/api/user', { method: 'PATCH', token, json: { language: 'en' } });
    expect((await svc.call('/api/user', { token })).body.language).toBe('en');
  });

  it('when the language is not one the site speaks, then 400 names the field and nothing changes', async () => {
    const { user, token } = await registerUser(svc);
    for (const language of ['fr', 'HI', '', null, 1]) {
      const res = await svc.call('/api/user', { method: 'PATCH', token, json: { displayName: 'Changed Name', language } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ language: LANGUAGE_MESSAGE });
    }
    const me = await svc.call('/api/user', { token });
    expect(me.body).toMatchObject({ displayName: user.displayName, language: 'en' });
  });

  it("when the site's default language is Hindi, then a new account starts in Hindi (its registration event too), older ones keep theirs", async () => {
    const { user: before, token: beforeToken } = await registerUser(svc);
    await defaultLanguageSaved('hi');
    try {
      const { user } = await eventually(async () => {
        const r = await registerUser(svc);
        return r.user.language === 'hi' ? r : null;
      });
      const registered = await eventually(
        async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.registered', user.id)[0] ?? null,
      );
      expect(registered.data.language).toBe('hi');
      // the welcome mail's event names the language too: notifications may read it before the registration
      const welcome = await eventually(
        async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.email_verification.requested', user.id)[0] ?? null,
      );
      expect(welcome.data.language).toBe('hi');
      expect((await svc.call('/api/user', { token: beforeToken })).body).toMatchObject({ id: before.id, language: 'en' });
    } finally {
      await defaultLanguageSaved('en');
    }
  });

  it('when a visitor registers from a page in Hindi, then the account starts in Hindi (its registration event too) whatever the site default; a bad language is a 400', async () => {
    const { user } = await registerUser(svc, { language: 'hi' });
    expect(user.language).toBe('hi');
    const registered = await eventually(
      async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.registered', user.id)[0] ?? null,
    );
    expect(registered.data.language).toBe('hi');
    expect((await registerUser(svc, { language: 'en' })).user.language).toBe('en');
    const bad = await svc.call('/api/register', {
      json: {
        username: 'lang_fr_visitor',
        password: 'Shooter#2026x',
        email: 'fr@example.com',
        displayName: 'Visitor',
        membershipTier: 'range_pass',
        language: 'fr',
      },
    });
    expect(bad.status).toBe(400);
  });
});
