import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { effectiveTier } from '@trap/contracts';
import { defineApi } from '@trap/contracts/api/index';
import { ApiRouter, createHttpApp, createLogger, createRedis, createTokenVerifier, SessionStore } from '@trap/kit';
import { cleanupTestEnv, fetchJson, listen, loginAs, testEnv, testKeys, TEST_AUDIENCE, TEST_ISSUER } from '@trap/kit/testing';

const env = testEnv('kittier');

const gatedApi = defineApi({
  readVault: {
    method: 'get',
    path: '/api/site-status/vault',
    summary: "A Shooter's Circle feature",
    tags: ['Test'],
    auth: 'required',
    tier: 'shooters_circle',
    response: { description: 'The vault', schema: z.object({ ok: z.boolean() }) },
  },
  readPathway: {
    method: 'get',
    path: '/api/site-status/pathway',
    summary: 'An Elite Trigger feature',
    tags: ['Test'],
    auth: 'required',
    tier: 'elite_trigger',
    response: { description: 'The standing', schema: z.object({ ok: z.boolean() }) },
  },
});

const DAY = 86_400_000;

describe('what each tier unlocks: the membership a call needs', () => {
  it('counts active and trial as their tier until the end date, cancelled until its end, pending and expired as Range Pass', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const later = now.getTime() + DAY;
    const earlier = now.getTime() - DAY;
    expect(effectiveTier({ membershipTier: 'pro_lane', membershipStatus: 'active', membershipEndDate: later }, now)).toBe('pro_lane');
    expect(effectiveTier({ membershipTier: 'pro_lane', membershipStatus: 'active', membershipEndDate: null }, now)).toBe('pro_lane');
    expect(effectiveTier({ membershipTier: 'pro_lane', membershipStatus: 'active', membershipEndDate: earlier }, now)).toBe('range_pass');
    expect(effectiveTier({ membershipTier: 'elite_trigger', membershipStatus: 'trial', membershipEndDate: later }, now)).toBe(
      'elite_trigger',
    );
    expect(effectiveTier({ membershipTier: 'elite_trigger', membershipStatus: 'trial', membershipEndDate: earlier }, now)).toBe(
      'range_pass',
    );
    expect(effectiveTier({ membershipTier: 'pro_lane', membershipStatus: 'cancelled', membershipEndDate: later }, now)).toBe('pro_lane');
    expect(effectiveTier({ membershipTier: 'pro_lane', membershipStatus: 'cancelled', membershipEndDate: earlier }, now)).toBe(
      'range_pass',
    );
    expect(effectiveTier({ membershipTier: 'pro_lane', membershipStatus: 'pending_payment', membershipEndDate: later }, now)).toBe(
      'range_pass',
    );
    expect(effectiveTier({ membershipTier: 'pro_lane', membershipStatus: 'expired', membershipEndDate: null }, now)).toBe('range_pass');
  });

  describe('through a service', () => {
    const redis = createRedis(env.REDIS_URL!);
    const sessions = new SessionStore(redis, env.REDIS_PREFIX);
    let server: Awaited<ReturnType<typeof listen>>;

    beforeAll(async () => {
      const verify = await createTokenVerifier({ publicKeyPem: testKeys().publicKeyPem, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
      const app = createHttpApp({
        logger: createLogger('tier-test', 'silent'),
        routes: (app) => {
          const api = new ApiRouter(app, { verify, sessions });
          api.handle(gatedApi.readVault, () => ({ ok: true }));
          api.handle(gatedApi.readPathway, () => ({ ok: true }));
        },
      });
      server = await listen(app);
    });
    afterAll(async () => {
      await server.close();
      redis.disconnect();
      await cleanupTestEnv(env);
    });

    const get = async (path: string, token: string) => fetchJson(`${server.url}${path}`, { token });

    it('when a Range Pass member calls a paid feature, then it is 403 TIER_REQUIRED naming the tier needed', async () => {
      const token = await loginAs(sessions, { userId: 'u-free', tier: 'range_pass' });
      const res = await get('/api/site-status/vault', token);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'TIER_REQUIRED', requiredTier: 'shooters_circle' });
      expect(res.body.error.message).toContain("Shooter's Circle");
    });

    it('when a higher tier calls, then it passes; a lower paid tier does not reach the tier above', async () => {
      const token = await loginAs(sessions, { userId: 'u-pro', tier: 'pro_lane' });
      expect((await get('/api/site-status/vault', token)).status).toBe(200);
      const pathway = await get('/api/site-status/pathway', token);
      expect(pathway.status).toBe(403);
      expect(pathway.body.error.requiredTier).toBe('elite_trigger');
    });

    it('when a paid member is still pending payment, then the token counts as Range Pass', async () => {
      const token = await loginAs(sessions, { userId: 'u-pending', tier: 'elite_trigger', membershipStatus: 'pending_payment' });
      expect((await get('/api/site-status/vault', token)).status).toBe(403);
    });

    it("when another member's tier decides a read, then tierOf gives their live membership, Range Pass without one, and a year paid stays readable past a month", async () => {
      expect(await sessions.tierOf('u-owner')).toBe('range_pass');
      const end = Date.now() + 300 * DAY;
      await sessions.setMembership('u-owner', { membershipTier: 'pro_lane', membershipStatus: 'active', membershipEndDate: end });
      expect(await sessions.tierOf('u-owner')).toBe('pro_lane');
      // kept a month past the end date, so a member who does not log in for weeks still counts as paid
      const ttl = await redis.ttl(`${env.REDIS_PREFIX}membership:u-owner`);
      expect(ttl).toBeGreaterThan((300 + 30) * 86_400);
      expect(await sessions.tierOf('u-owner', new Date(end + 1000))).toBe('range_pass');
      await sessions.setMembership('u-owner', { membershipTier: 'pro_lane', membershipStatus: 'pending_payment', membershipEndDate: null });
      expect(await sessions.tierOf('u-owner')).toBe('range_pass');
    });

    it('when auth records a change of membership, then the next call sees it without a new token', async () => {
      const token = await loginAs(sessions, { userId: 'u-change', tier: 'range_pass' });
      expect((await get('/api/site-status/vault', token)).status).toBe(403);
      await sessions.setMembership('u-change', {
        membershipTier: 'shooters_circle',
        membershipStatus: 'active',
        membershipEndDate: Date.now() + DAY,
      });
      expect((await get('/api/site-status/vault', token)).status).toBe(200);
      await sessions.setMembership('u-change', {
        membershipTier: 'shooters_circle',
        membershipStatus: 'expired',
        membershipEndDate: Date.now() - DAY,
      });
      expect((await get('/api/site-status/vault', token)).status).toBe(403);
    });

    it('when a copy of an older record arrives after a newer one (an event handled late), then the newer tier stays', async () => {
      const registered = new Date(Date.now() - 60_000);
      const upgraded = new Date();
      await sessions.setMembership(
        'u-late',
        { membershipTier: 'elite_trigger', membershipStatus: 'active', membershipEndDate: null },
        upgraded,
      );
      // the registration's Range Pass, read before the upgrade and written after it
      await sessions.setMembership(
        'u-late',
        { membershipTier: 'range_pass', membershipStatus: 'active', membershipEndDate: null },
        registered,
      );
      expect(await sessions.tierOf('u-late')).toBe('elite_trigger');
      // a copy of the same record or a later one is written
      await sessions.setMembership('u-late', { membershipTier: 'pro_lane', membershipStatus: 'active', membershipEndDate: null }, upgraded);
      expect(await sessions.tierOf('u-late')).toBe('pro_lane');
      await sessions.setMembership(
        'u-late',
        { membershipTier: 'range_pass', membershipStatus: 'active', membershipEndDate: null },
        new Date(upgraded.getTime() + 1),
      );
      expect(await sessions.tierOf('u-late')).toBe('range_pass');
    });
  });
});
