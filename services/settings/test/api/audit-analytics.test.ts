import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import {
  authStaffActionRecorded,
  communityStaffActionRecorded,
  invoiceIssued,
  practiceSessionLogged,
  userRegistered,
} from '@trap/contracts';
import { startSettingsService } from '../support/settings-service.ts';

let svc: TestService & { consumers?: unknown };
let boss: string;
beforeAll(async () => {
  svc = await startSettingsService();
  boss = await svc.loginAs({ userId: 'b0b0b0b0b0b0b0b0b0b0b0b0', role: 'superadmin' });
});
afterAll(() => svc?.stop());

const settle = () => waitForConsumers(svc as never);
const staffAction = (over: Record<string, unknown> = {}) => ({
  actorId: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  actorName: 'Asha Admin',
  actorRole: 'superadmin',
  action: 'user.change_role',
  itemType: 'user',
  itemId: 'c2c2c2c2c2c2c2c2c2c2c2c2',
  itemLabel: 'Ravi (@ravi)',
  before: { role: 'member' },
  after: { role: 'moderator' },
  reason: null,
  at: new Date().toISOString(),
  ...over,
});

describe('audit log (settings keeps every staff action from events)', () => {
  it('appends each staff action once, filters it, and only superadmins read it', async () => {
    const first = await publishTestEvent(svc, authStaffActionRecorded, staffAction());
    await publishTestEvent(
      svc,
      communityStaffActionRecorded,
      staffAction({ action: 'forum_topic.lock', itemType: 'forum_topic', itemId: 't1', actorName: 'Mo Mod' }),
    );
    await settle();
    // a redelivery of the same event (same id) changes nothing
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(first.subject), JSON.stringify(first), { msgID: `${first.id}-again` });
    await settle();

    const all = await fetchJson(`${svc.url}/api/superadmin/audit`, { token: boss });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((e: { action: string }) => e.action).sort()).toEqual(['forum_topic.lock', 'user.change_role']);
    const roleChange = all.body.items.find((e: { action: string }) => e.action === 'user.change_role');
    expect(roleChange).toMatchObject({ actorName: 'Asha Admin', source: 'auth', before: { role: 'member' }, after: { role: 'moderator' } });

    const byType = await fetchJson(`${svc.url}/api/superadmin/audit?itemType=forum_topic`, { token: boss });
    expect(byType.body.items.map((e: { actorName: string }) => e.actorName)).toEqual(['Mo Mod']);
    const byActor = await fetchJson(`${svc.url}/api/superadmin/audit?actor=asha`, { token: boss });
    expect(byActor.body.total).toBe(1);
    const future = await fetchJson(`${svc.url}/api/superadmin/audit?from=2999-01-01`, { token: boss });
    expect(future.body.total).toBe(0);
    expect((await fetchJson(`${svc.url}/api/superadmin/audit?from=yesterday`, { token: boss })).status).toBe(400);

    const admin = await svc.loginAs({ userId: 'a2a2a2a2a2a2a2a2a2a2a2a2', role: 'admin' });
    expect((await fetchJson(`${svc.url}/api/superadmin/audit`, { token: admin })).status).toBe(403);
    expect((await fetchJson(`${svc.url}/api/superadmin/audit`)).status).toBe(401);
  });

  it('cannot be edited or deleted through the product', async () => {
    const id = (await fetchJson(`${svc.url}/api/superadmin/audit`, { token: boss })).body.items[0]?.id ?? 'x';
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const path of ['/api/superadmin/audit', `/api/superadmin/audit/${id}`]) {
        const res = await fetchJson(`${svc.url}${path}`, { method, token: boss, json: {} });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await fetchJson(`${svc.url}/api/superadmin/audit`, { token: boss })).body.total).toBe(2);
  });
});

describe('settings saves are staff actions', () => {
  it('when an admin changes the primary colour, then the audit log has the change with before and after', async () => {
    const admin = await svc.loginAs({ userId: 'a4a4a4a4a4a4a4a4a4a4a4a4', role: 'admin' });
    const saved = await fetchJson(`${svc.url}/api/admin/settings`, {
      method: 'PUT',
      token: admin,
      json: { appearance: { primaryColor: '#123456' } },
    });
    expect(saved.status).toBe(200);
    const log = await eventually(async () => {
      const res = await fetchJson(`${svc.url}/api/superadmin/audit?itemType=settings`, { token: boss });
      return res.body.total === 1 ? res : undefined;
    });
    expect(log!.body.items[0]).toMatchObject({
      actorId: 'a4a4a4a4a4a4a4a4a4a4a4a4',
      actorRole: 'admin',
      action: 'settings.update',
      source: 'settings',
      before: { appearance: { primaryColor: '#0F3460' } },
      after: { appearance: { primaryColor: '#123456' } },
    });
  });
});

describe('the site’s default language', () => {
  it('when a super-admin sets it to Hindi, then it is saved, announced, read by every visitor and audited; anything but en or hi is a 400 naming the field', async () => {
    const refused = await fetchJson(`${svc.url}/api/admin/settings`, {
      method: 'PUT',
      token: boss,
      json: { general: { defaultLanguage: 'fr' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'general.defaultLanguage': "Choose the site's language: 'en' (English) or 'hi' (Hindi)" });
    expect((await fetchJson(`${svc.url}/api/admin/settings`)).body.general.defaultLanguage).toBe('en');

    const saved = await fetchJson(`${svc.url}/api/admin/settings`, {
      method: 'PUT',
      token: boss,
      json: { general: { defaultLanguage: 'hi' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.general.defaultLanguage).toBe('hi');
    // the public read every page makes (the shell, the server renderer)
    expect((await fetchJson(`${svc.url}/api/admin/settings`)).body.general.defaultLanguage).toBe('hi');
    const log = await eventually(async () => {
      const res = await fetchJson(`${svc.url}/api/superadmin/audit?itemType=settings&actor=b0b0b0b0b0b0b0b0b0b0b0b0`, { token: boss });
      return res.body.items.some((e: { after: { general?: { defaultLanguage?: string } } }) => e.after.general?.defaultLanguage === 'hi')
        ? res
        : undefined;
    });
    expect(log!.body.items.find((e: { after: { general?: unknown } }) => e.after.general)).toMatchObject({
      actorRole: 'superadmin',
      action: 'settings.update',
      before: { general: { defaultLanguage: 'en' } },
      after: { general: { defaultLanguage: 'hi' } },
    });
    // back to English for the tests after this one
    await fetchJson(`${svc.url}/api/admin/settings`, { method: 'PUT', token: boss, json: { general: { defaultLanguage: 'en' } } });
  });
});

describe('analytics read model (fed by events)', () => {
  it('counts sign-ups, sessions logged and revenue per IST day', async () => {
    const now = new Date().toISOString();
    const user = (n: number) => ({
      userId: `u${n}`,
      username: `u${n}`,
      displayName: `U ${n}`,
      avatarUrl: null,
      role: 'member' as const,
      isCoach: false,
      level: null,
      clubAffiliation: null,
      isPublicProfile: false,
      membershipTier: 'range_pass' as const,
      accountStatus: 'active',
      createdAt: now,
      updatedAt: now,
      email: 'u@example.com',
    });
    await publishTestEvent(svc, userRegistered, user(1));
    await publishTestEvent(svc, userRegistered, user(2));
    await publishTestEvent(svc, practiceSessionLogged, { sessionId: 's1', userId: 'u1', title: 'Morning', date: now, totalScore: 21 });
    await publishTestEvent(svc, invoiceIssued, {
      ...{ userId: 'u1', email: 'u@example.com', displayName: 'U 1', invoiceId: 'i1', invoiceNumber: 'INV-1', tier: 'pro_lane' },
      ...{ tierLabel: 'Pro Lane', amountPaise: 900_000, taxPaise: 137_288, taxablePaise: 762_712, ratePercent: 18 },
      ...{ membershipEndDate: now, issuedAt: now, link: 'https://example.com/i1' },
    });
    await settle();
    const res = await fetchJson(`${svc.url}/api/superadmin/analytics?days=7`, { token: boss });
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(7);
    expect(res.body.totals).toMatchObject({ signups: 2, sessions_logged: 1, paid_invoices: 1, revenue_paise: 900_000 });
    expect(res.body.series.signups.at(-1)).toBe(2);
    expect(res.body.revenueThisMonthPaise).toBe(900_000);
    const member = await svc.loginAs({ userId: 'a3a3a3a3a3a3a3a3a3a3a3a3', role: 'member' });
    expect((await fetchJson(`${svc.url}/api/superadmin/analytics`, { token: member })).status).toBe(403);
  });
});
