import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, fetchJson, type TestService } from '@trap/kit/testing';
import { publishedSettingsEvents, startSettingsService } from '../support/settings-service.ts';

let svc: TestService;
let adminToken: string;
const url = () => `${svc.url}/api/banner-settings`;

beforeAll(async () => {
  svc = await startSettingsService();
  adminToken = await svc.loginAs({ userId: 'a1a1a1a1a1a1a1a1a1a1a1a1', role: 'admin' });
});
afterAll(() => svc?.stop());

describe('announcement banner', () => {
  it('when no banner was set, then everyone gets a disabled, empty info banner', async () => {
    const res = await fetchJson(url());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: false, message: '', type: 'info', dismissible: true });
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('when an anonymous visitor or a moderator sets the banner, then it is 401 or 403', async () => {
    expect((await fetchJson(url(), { method: 'PUT', json: { enabled: true, message: 'x' } })).status).toBe(401);
    const moderator = await svc.loginAs({ userId: 'e5e5e5e5e5e5e5e5e5e5e5e5', role: 'moderator' });
    expect((await fetchJson(url(), { method: 'PUT', token: moderator, json: { enabled: true, message: 'x' } })).status).toBe(403);
  });

  it('when an admin sends an unknown banner type, then it is 400 with the field and nothing changes', async () => {
    const res = await fetchJson(url(), { method: 'PUT', token: adminToken, json: { enabled: 'yes', type: 'purple' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['enabled', 'type']);
    expect((await fetchJson(url())).body.enabled).toBe(false);
  });

  it('when an admin sets the banner, then everyone sees it, a later partial change keeps the rest, and each change is published', async () => {
    const set = await fetchJson(url(), {
      method: 'PUT',
      token: adminToken,
      json: { enabled: true, message: 'Range closed Monday', type: 'warning' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ enabled: true, message: 'Range closed Monday', type: 'warning', dismissible: true });
    const changed = await fetchJson(url(), { method: 'PUT', token: adminToken, json: { dismissible: false } });
    expect(changed.body).toEqual({ enabled: true, message: 'Range closed Monday', type: 'warning', dismissible: false });
    expect((await fetchJson(url())).body).toEqual(changed.body);

    await svc.relay.flush();
    const events = await publishedSettingsEvents(svc.ctx.bus);
    expect(events.map((e) => [e.subject, e.data.banner.dismissible])).toEqual([
      ['settings.banner.updated', true],
      ['settings.banner.updated', false],
    ]);
  });
});

describe('banner history', () => {
  it('when the banner is saved many times, then the newest save is served and only recent revisions are kept', async () => {
    for (let i = 1; i <= 25; i++) {
      const res = await fetchJson(url(), { method: 'PUT', token: adminToken, json: { message: `Notice ${i}` } });
      expect(res.status).toBe(200);
    }
    expect((await fetchJson(url())).body.message).toBe('Notice 25');
    await svc.relay.flush();
    const revisions = svc.ctx.conn.collection('system_settings');
    await eventually(async () => (await revisions.countDocuments({ key: 'banner' })) <= 21);
    const newest = await revisions.find({ key: 'banner' }).sort({ version: -1 }).limit(1).next();
    expect(newest!.settingsJson.message).toBe('Notice 25');
  });
});
