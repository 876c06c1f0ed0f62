import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { publishedEvents, startAuthService, type AuthTestService } from '../support/auth-service.ts';

const started: AuthTestService[] = [];
afterAll(async () => {
  for (const s of started.reverse()) await s.stop();
});

describe('demo accounts (DEMO_MODE=true)', () => {
  it('creates admin, superadmin, moderator, member, rangepass and coach once; a restart creates nothing new', async () => {
    const first = await startAuthService({ DEMO_MODE: 'true', DEMO_PASSWORD: 'Demo#Pass2026' }, { cleanup: 'none' });
    started.push(first);
    const users = await first.auth.User.find().sort({ username: 1 }).lean();
    expect(users.map((u) => [u.username, u.role, u.displayName])).toEqual([
      ['admin', 'admin', 'Site Admin'],
      ['coach', 'coach', 'Meera Iyer'],
      ['member', 'member', 'Arjun Mehta'],
      ['moderator', 'moderator', 'Forum Moderator'],
      ['rangepass', 'member', 'Rohan Verma'],
      ['superadmin', 'superadmin', 'Super Admin'],
    ]);
    const member = users.find((u) => u.username === 'member')!;
    expect(member).toMatchObject({
      isPublicProfile: true,
      clubAffiliation: 'Delhi Shooting Club',
      // DECISIONS: the demo member holds Pro Lane, the rangepass account the free tier
      membershipTier: 'pro_lane',
      membershipStatus: 'active',
    });
    expect(member.membershipEndDate!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(users.find((u) => u.username === 'rangepass')).toMatchObject({ membershipTier: 'range_pass', membershipStatus: 'active' });

    for (const u of ['admin', 'superadmin', 'moderator', 'member', 'rangepass', 'coach']) {
      const res = await first.call('/api/login', { json: { username: u, password: 'Demo#Pass2026' } });
      expect(res.status, u).toBe(200);
      expect(res.body.username).toBe(u);
    }
    await eventually(async () => (await publishedEvents(first.ctx.bus)).filter((e) => e.subject === 'auth.user.registered').length === 6);
    // demo addresses come verified, so each account owns its address (its newsletter subscription) at once
    await eventually(async () => (await publishedEvents(first.ctx.bus)).filter((e) => e.subject === 'auth.verified_email.changed').length === 6);
    const verified = (await publishedEvents(first.ctx.bus)).filter((e) => e.subject === 'auth.verified_email.changed');
    expect(verified.find((e) => e.data.userId === member._id.toString())?.data.verifiedEmail).toBe(member.email.toLowerCase());
    await first.stop();

    // Same database, namespace and prefix: the second start finds every account and adds none.
    const second = await startAuthService(
      {
        DEMO_MODE: 'true',
        DEMO_PASSWORD: 'Demo#Pass2026',
        MONGO_DB: first.env.MONGO_DB!,
        EVENT_NAMESPACE: first.env.EVENT_NAMESPACE!,
        REDIS_PREFIX: first.env.REDIS_PREFIX!,
      },
      { cleanup: 'all' },
    );
    started.push(second);
    expect(await second.auth.User.countDocuments()).toBe(6);
    await new Promise((r) => setTimeout(r, 300));
    expect((await publishedEvents(second.ctx.bus)).filter((e) => e.subject === 'auth.user.registered')).toHaveLength(6);
    expect((await second.call('/api/users/public')).body.map((m: { displayName: string }) => m.displayName)).toEqual(['Arjun Mehta', 'Meera Iyer']);
  });

  it('creates no demo account without DEMO_MODE', async () => {
    const svc = await startAuthService();
    started.push(svc);
    expect(await svc.auth.User.countDocuments()).toBe(0);
    expect((await svc.call('/api/login', { json: { username: 'admin', password: 'TrapDemo#2026' } })).status).toBe(401);
  });
});
