import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { eventually } from '@trap/kit/testing';
import { DEFAULT_SETTINGS, SESSION_HEADERS, siteSettingsUpdated, type SecuritySettings } from '@trap/contracts';
import { registration, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

/** What the settings service publishes when an admin saves the settings screen. */
async function settingsSaved(security: Partial<SecuritySettings>, occurredAt?: string) {
  const entry = recordEvent(siteSettingsUpdated, {
    settings: { ...DEFAULT_SETTINGS, security: { ...DEFAULT_SETTINGS.security, ...security } },
    updatedBy: null,
  });
  await publishEnvelope(svc.ctx.bus, occurredAt ? { ...entry, occurredAt } : entry);
  return entry;
}

const register = (over = {}) => svc.call('/api/register', { json: registration(over) });

describe('security settings from settings.site.updated', () => {
  it('when an admin closes registration, then registering answers 403 with a clear message until it reopens', async () => {
    await settingsSaved({ allowRegistration: false });
    const closed = await eventually(async () => {
      const res = await register();
      return res.status === 403 ? res : null;
    });
    expect(closed.body.error.message).toBe('Registration is currently closed. Please try again later.');
    expect(closed.headers.get(SESSION_HEADERS.token)).toBeNull();
    await settingsSaved({ allowRegistration: true });
    await eventually(async () => (await register()).status === 201);
  });

  it('when the password policy changes, then registration enforces the new rules', async () => {
    await settingsSaved({ passwordMinLength: 12, passwordRequireSpecial: false, passwordRequireUppercase: false });
    const short = await eventually(async () => {
      const res = await register({ password: 'abcdefgh12' });
      return res.status === 400 && res.body.error.fields.password.includes('12') ? res : null;
    });
    expect(short.body.error.fields).toEqual({ password: 'Password must be at least 12 characters' });
    // no special character and no capital needed any more
    expect((await register({ password: 'abcdefghij12' })).status).toBe(201);
    await settingsSaved({});
    await eventually(async () => (await register({ password: 'abcdefghij12' })).status === 400);
  });

  it('when the session timeout changes, then new sessions (token and Redis) last that many minutes', async () => {
    await settingsSaved({ sessionTimeout: 30 });
    const res = await eventually(async () => {
      const r = await register();
      const left = Number(r.headers.get(SESSION_HEADERS.expires)) - Math.floor(Date.now() / 1000);
      return left <= 30 * 60 ? r : null;
    });
    const session = await svc.ctx.verify(res.headers.get(SESSION_HEADERS.token)!);
    const ttl = await svc.ctx.redis.ttl(`${svc.ctx.config.REDIS_PREFIX}session:${session.sessionId}`);
    expect(ttl).toBeGreaterThan(29 * 60);
    expect(ttl).toBeLessThanOrEqual(30 * 60);
    await settingsSaved({});
  });

  it('an older event arriving late never overwrites newer settings', async () => {
    const latest = await settingsSaved({ passwordMinLength: 10 });
    await eventually(async () => (await svc.auth.settings.current()).passwordMinLength === 10);
    const late = await settingsSaved({ passwordMinLength: 20 }, new Date(Date.parse(latest.occurredAt) - 60_000).toISOString());
    // the late event was handled (its consumer marker exists) but the copy kept the newer value
    await eventually(async () => svc.ctx.conn.collection('processed_events').findOne({ eventId: late.id }));
    expect((await svc.auth.settings.current()).passwordMinLength).toBe(10);
    await settingsSaved({});
  });
});
