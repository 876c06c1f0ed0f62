import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_MESSAGE, DEFAULT_SETTINGS, siteSettingsSchema } from '@trap/contracts';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { publishedSettingsEvents, startSettingsService } from '../support/settings-service.ts';

let svc: TestService;
let adminToken: string;
let memberToken: string;
const url = (path: string) => `${svc.url}${path}`;
const currentRevision = () => svc.ctx.conn.collection('system_settings').find({ key: 'site' }).sort({ version: -1 }).limit(1).next();

beforeAll(async () => {
  svc = await startSettingsService();
  adminToken = await svc.loginAs({ userId: 'a1a1a1a1a1a1a1a1a1a1a1a1', role: 'admin' });
  memberToken = await svc.loginAs({ userId: 'b2b2b2b2b2b2b2b2b2b2b2b2', role: 'member' });
});
afterAll(() => svc?.stop());

describe('site settings', () => {
  it('when nothing was ever saved, then anyone gets the SPEC 3.3 defaults', async () => {
    const res = await fetchJson(url('/api/admin/settings'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_SETTINGS);
    expect(res.body.appearance.primaryColor).toBe('#0F3460');
    expect(res.body.appearance.secondaryColor).toBe('#FF5722');
    expect(res.body.appearance.fontFamily).toBe('Work Sans');
    expect(res.body.general.tagline).toBe("India's Premier Trap Shooting Community");
    expect(res.body.security).toMatchObject({ sessionTimeout: 120, passwordMinLength: 8, passwordRequireSpecial: true });
    expect(res.body.notifications.digestFrequency).toBe('weekly');
  });

  it('when a client revalidates with the ETag it got, then it gets 304 until something changes', async () => {
    const first = await fetchJson(url('/api/admin/settings'));
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    // as a browser revalidates its cached copy (fetch would otherwise add `Cache-Control: no-cache`)
    const revalidate = { 'if-none-match': etag!, 'cache-control': 'max-age=0' };
    expect((await fetchJson(url('/api/admin/settings'), { headers: revalidate })).status).toBe(304);
    await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { general: { phoneNumber: '+91 22 5555 0100' } },
    });
    const changed = await fetchJson(url('/api/admin/settings'), { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(changed.body.general.phoneNumber).toBe('+91 22 5555 0100');
    await fetchJson(url('/api/admin/settings'), { method: 'PUT', token: adminToken, json: { general: { phoneNumber: '' } } });
  });

  it('when an anonymous visitor saves settings, then it is 401', async () => {
    const res = await fetchJson(url('/api/admin/settings'), { method: 'PUT', json: { general: { siteName: 'Hacked' } } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('when a member saves settings, then it is 403 and nothing changes', async () => {
    const res = await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: memberToken,
      json: { general: { siteName: 'Hacked' } },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect((await fetchJson(url('/api/admin/settings'))).body.general.siteName).toBe(DEFAULT_SETTINGS.general.siteName);
  });

  it('when an admin sends invalid values, then it is 400 with a message per field and nothing is stored or published', async () => {
    await svc.relay.flush();
    const before = (await fetchJson(url('/api/admin/settings'))).body;
    const eventsBefore = (await publishedSettingsEvents(svc.ctx.bus)).length;
    const res = await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { general: { siteName: '' }, security: { sessionTimeout: -5 }, notifications: { digestFrequency: 'hourly' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'general.siteName',
      'notifications.digestFrequency',
      'security.sessionTimeout',
    ]);
    expect((await fetchJson(url('/api/admin/settings'))).body).toEqual(before);
    await svc.relay.flush();
    expect(await publishedSettingsEvents(svc.ctx.bus)).toHaveLength(eventsBefore);
  });

  it('when an admin saves part of a section, then it merges with the rest, persists, and publishes settings.site.updated once', async () => {
    await svc.relay.flush();
    const eventsBefore = (await publishedSettingsEvents(svc.ctx.bus)).length;
    const versionBefore = (await currentRevision())?.version ?? 0;
    const res = await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { general: { siteName: 'Trap Club India', enableMaintenance: true }, security: { sessionTimeout: 60 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.general).toEqual({ ...DEFAULT_SETTINGS.general, siteName: 'Trap Club India', enableMaintenance: true });
    expect(res.body.security).toEqual({ ...DEFAULT_SETTINGS.security, sessionTimeout: 60 });
    expect(res.body.appearance).toEqual(DEFAULT_SETTINGS.appearance);

    // A later partial save keeps what the first one set.
    const second = await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { general: { tagline: 'Pull!' } },
    });
    expect(second.body.general).toMatchObject({ siteName: 'Trap Club India', enableMaintenance: true, tagline: 'Pull!' });

    const read = await fetchJson(url('/api/admin/settings'));
    expect(read.body).toEqual(second.body);
    const stored = await currentRevision();
    expect(siteSettingsSchema.parse(stored!.settingsJson)).toEqual(second.body);
    expect(stored!.version).toBe(versionBefore + 2);

    await svc.relay.flush();
    await svc.relay.flush();
    const events = (await publishedSettingsEvents(svc.ctx.bus)).slice(eventsBefore);
    expect(events.map((e) => e.subject)).toEqual(['settings.site.updated', 'settings.site.updated']);
    expect(events[0]!.data).toEqual({ settings: res.body, updatedBy: 'a1a1a1a1a1a1a1a1a1a1a1a1' });
    expect(events[1]!.data.settings).toEqual(second.body);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
    expect((await currentRevision())!._outbox ?? []).toEqual([]);
  });

  it('when an admin saves colours, then valid hex is stored normalised and anything else is ignored (SPEC 5)', async () => {
    const ok = await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { appearance: { primaryColor: 'abc', secondaryColor: '#12ab9f' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.appearance).toMatchObject({ primaryColor: '#AABBCC', secondaryColor: '#12AB9F' });
    const ignored = await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { appearance: { primaryColor: 'blue', secondaryColor: '#12345', fontFamily: 'Inter' } },
    });
    expect(ignored.status).toBe(200);
    expect(ignored.body.appearance).toMatchObject({ primaryColor: '#AABBCC', secondaryColor: '#12AB9F', fontFamily: 'Inter' });
  });

  it('when an admin picks a brand colour no text reads on, then it is refused with the contrast it would have and nothing changes', async () => {
    const before = (await fetchJson(url('/api/admin/settings'))).body;
    // mid grey: white text 3.9:1, the dark text 4.1:1 on it
    const res = await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { appearance: { primaryColor: '#808080', fontFamily: 'Roboto' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['appearance.primaryColor']).toBe(
      'Text on this colour reads at 4.1:1 in light mode; at least 4.5:1 is needed. Try #767676 (darker) or #888888 (lighter).',
    );
    expect((await fetchJson(url('/api/admin/settings'))).body).toEqual(before);
    // a readable shade of it is taken
    const darker = await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { appearance: { primaryColor: '#595959' } },
    });
    expect(darker.status).toBe(200);
    expect(darker.body.appearance.primaryColor).toBe('#595959');
  });

  it('when admins save different fields at the same moment, then every change survives', async () => {
    const saves = [
      { general: { phoneNumber: '+91 11 0000 0001' } },
      { email: { emailFooter: 'See you at the range' } },
      { notifications: { digestFrequency: 'daily' } },
      { security: { passwordMinLength: 10 } },
    ];
    const results = await Promise.all(
      saves.map((json) => fetchJson(url('/api/admin/settings'), { method: 'PUT', token: adminToken, json })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const read = (await fetchJson(url('/api/admin/settings'))).body;
    expect(read.general.phoneNumber).toBe('+91 11 0000 0001');
    expect(read.email.emailFooter).toBe('See you at the range');
    expect(read.notifications.digestFrequency).toBe('daily');
    expect(read.security.passwordMinLength).toBe(10);
  });

  it('when a superadmin saves settings, then it is allowed (superadmin has every admin capability)', async () => {
    const token = await svc.loginAs({ userId: 'c3c3c3c3c3c3c3c3c3c3c3c3', role: 'superadmin' });
    const res = await fetchJson(url('/api/admin/settings'), { method: 'PUT', token, json: { email: { fromName: 'Trap Desk' } } });
    expect(res.status).toBe(200);
    expect(res.body.email.fromName).toBe('Trap Desk');
  });

  it('when a logged-out (revoked) admin token is used, then it is 401', async () => {
    const token = await svc.loginAs({ userId: 'd4d4d4d4d4d4d4d4d4d4d4d4', role: 'admin', sessionId: 'revoked-session-1' });
    await svc.ctx.sessions.revoke('revoked-session-1');
    const res = await fetchJson(url('/api/admin/settings'), { method: 'PUT', token, json: { general: { siteName: 'X' } } });
    expect(res.status).toBe(401);
  });
});

describe('site status', () => {
  it('when maintenance is off, then the status says so with the default message, support e-mail and site name', async () => {
    await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { general: { enableMaintenance: false, maintenanceMessage: '' } },
    });
    const res = await fetchJson(url('/api/site-status'));
    expect(res.status).toBe(200);
    const settings = (await fetchJson(url('/api/admin/settings'))).body;
    expect(res.body).toEqual({
      maintenance: false,
      message: DEFAULT_MAINTENANCE_MESSAGE,
      supportEmail: settings.general.supportEmail,
      siteName: settings.general.siteName,
    });
  });

  it('when an admin turns maintenance on with a message, then the status carries it', async () => {
    await fetchJson(url('/api/admin/settings'), {
      method: 'PUT',
      token: adminToken,
      json: { general: { enableMaintenance: true, maintenanceMessage: 'Back at 6 pm', supportEmail: 'help@trap.example' } },
    });
    const res = await fetchJson(url('/api/site-status'));
    expect(res.body).toMatchObject({ maintenance: true, message: 'Back at 6 pm', supportEmail: 'help@trap.example' });
  });
});
