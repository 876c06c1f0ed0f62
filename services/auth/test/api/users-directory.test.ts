import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, MEMBERSHIP_STATUSES, TIERS, userStatsSchema } from '@trap/contracts';
import { registerStaff, registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.stop());

const DAY = 86_400_000;

/** The stats as the database says them now: one count per figure over `users`, as the page read them before its read model. */
async function storedStats(now = new Date()) {
  const count = (filter: object) => svc.auth.User.countDocuments(filter);
  const live = { accountStatus: { $ne: 'deleted' } };
  const each = async (field: string, values: readonly string[], base: object) =>
    Object.fromEntries(await Promise.all(values.map(async (v) => [v, await count({ ...base, [field]: v })])));
  const since = (days: number) => new Date(now.getTime() - days * DAY);
  return {
    total: await count(live),
    byTier: await each('membershipTier', TIERS, live),
    byMembershipStatus: await each('membershipStatus', MEMBERSHIP_STATUSES, live),
    byAccountStatus: await each('accountStatus', ACCOUNT_STATUSES, {}),
    signups7d: await count({ ...live, createdAt: { $gte: since(7) } }),
    signups30d: await count({ ...live, createdAt: { $gte: since(30) } }),
    active7d: await count({ ...live, lastLogin: { $gte: since(7) } }),
    active30d: await count({ ...live, lastLogin: { $gte: since(30) } }),
  };
}

describe("the staff users pages' read model (Redis rows kept by each write, rebuilt from users)", () => {
  it('the stats and the list follow every write at once, and match the stored users', async () => {
    const boss = await registerStaff(svc, 'superadmin');
    const a = await registerUser(svc, { displayName: 'Directory Alpha' });
    const b = await registerUser(svc, { displayName: 'Directory Beta' });
    const stats = async () => (await svc.call('/api/superadmin/users/stats', { token: boss.token })).body;
    const before = await stats();
    expect(userStatsSchema.strict().parse(before)).toEqual(await storedStats());

    // a staff change, a membership change and a login are each seen by the very next read
    expect(
      (
        await svc.call(`/api/superadmin/users/${a.user.id}/status`, {
          method: 'PUT',
          token: boss.token,
          json: { accountStatus: 'suspended' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await svc.call(`/api/users/${b.user.id}/membership`, {
          method: 'PUT',
          token: boss.token,
          json: { membershipTier: 'elite_trigger', membershipStatus: 'active' },
        })
      ).status,
    ).toBe(200);
    const after = await stats();
    expect(after.byAccountStatus.suspended).toBe(before.byAccountStatus.suspended + 1);
    expect(after.byTier.elite_trigger).toBe(before.byTier.elite_trigger + 1);
    expect(after).toEqual(await storedStats());

    const suspended = await svc.call('/api/superadmin/users?status=suspended&q=directory', { token: boss.token });
    expect(suspended.body.items.map((u: { id: string }) => u.id)).toEqual([a.user.id]);
    const all = await svc.call('/api/superadmin/users?q=DIRECTORY&limit=1', { token: boss.token });
    // newest first (by id), the total of the whole filter, one item per page
    expect(all.body).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(all.body.items.map((u: { id: string }) => u.id)).toEqual([b.user.id]);
    expect(all.body.items[0]).toMatchObject({ displayName: 'Directory Beta', membershipTier: 'elite_trigger', accountStatus: 'active' });
  });

  it('after a crash that lost refreshes (rows missing, stale or of removed users), a restart rebuilds it to match the stored users', async () => {
    const boss = await registerStaff(svc, 'superadmin');
    const c = await registerUser(svc, { displayName: 'Directory Gamma' });
    const prefix = svc.ctx.config.REDIS_PREFIX;
    const rowsKey = `${prefix}users-admin:rows`;
    // writes whose refresh never happened (the process died between the database write and Redis):
    await svc.auth.User.updateOne({ _id: c.user.id }, { $set: { membershipTier: 'elite_trigger', lastLogin: new Date() } });
    await svc.ctx.redis.hset(
      rowsKey,
      'ffffffffffffffffffffffff',
      JSON.stringify({ id: 'ffffffffffffffffffffffff', updatedAt: '2020-01-01T00:00:00.000Z' }),
    );
    const someone = Object.keys(await svc.ctx.redis.hgetall(rowsKey)).find((id) => id !== c.user.id && id.length === 24)!;
    await svc.ctx.redis.hdel(rowsKey, someone);
    const stale = (await svc.call('/api/superadmin/users/stats', { token: boss.token })).body;
    expect(stale).not.toEqual(await storedStats());

    // the restarted process rebuilds before it serves (a second process on the same database and prefix)
    const restarted = await startAuthService(
      { MONGO_DB: svc.env.MONGO_DB!, REDIS_PREFIX: prefix, EVENT_NAMESPACE: svc.env.EVENT_NAMESPACE! },
      { cleanup: 'none' },
    );
    try {
      const token = await restarted.loginAs({ userId: boss.user.id, role: 'superadmin' });
      const rebuilt = (await restarted.call('/api/superadmin/users/stats', { token })).body;
      expect(rebuilt).toEqual(await storedStats());
      const list = await restarted.call('/api/superadmin/users?limit=100', { token });
      const stored = await svc.auth.User.find({ accountStatus: { $ne: 'deleted' } }, { _id: 1 })
        .sort({ _id: -1 })
        .lean();
      expect(list.body.items.map((u: { id: string }) => u.id)).toEqual(stored.map((u) => u._id.toString()));
      expect(list.body.items.find((u: { id: string }) => u.id === c.user.id)).toMatchObject({ membershipTier: 'elite_trigger' });
    } finally {
      await restarted.stop();
    }
  });

  it('while the read model is gone (Redis flushed of it) the next read rebuilds it', async () => {
    const boss = await registerStaff(svc, 'superadmin');
    const prefix = svc.ctx.config.REDIS_PREFIX;
    await svc.ctx.redis.del(`${prefix}users-admin:rows`, `${prefix}users-admin:ready`);
    expect((await svc.call('/api/superadmin/users/stats', { token: boss.token })).body).toEqual(await storedStats());
    expect(await svc.ctx.redis.hlen(`${prefix}users-admin:rows`)).toBe(await svc.auth.User.countDocuments({}));
  });
});
