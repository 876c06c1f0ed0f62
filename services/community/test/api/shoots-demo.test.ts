import { describe, expect, it } from 'vitest';
import { shootFinished } from '@trap/contracts';
import { fetchJson, publishedEvents, startTestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { buildCommunityService } from '../../src/service.ts';
import { handled, newUserId, register, snapshot } from '../support/community-service.ts';

describe('demo shoots (DEMO_MODE)', () => {
  it('when the service starts, then a live shoot is on with a squad for the demo admin to score; when the demo member registers, then a finished shoot sends their results once', async () => {
    const demo = await startTestService({
      service: 'community',
      build: buildCommunityService,
      config: loadCommunityConfig,
      env: { DEMO_MODE: 'true' },
      cleanup: 'all',
    });
    try {
      const admin = await demo.loginAs({ userId: newUserId(), role: 'admin' });
      const live = await fetchJson(`${demo.url}/api/shoots/code/TRAP26`, { token: admin });
      expect(live.status).toBe(200);
      expect(live.body.status).toBe('live');
      expect(live.body.squads.map((s: { hasScorer: boolean }) => s.hasScorer)).toEqual([true, true, false]);
      const board = (await fetchJson(`${demo.url}/api/shoots/${live.body.id}/leaderboard`)).body;
      expect(board.targetsScored).toBeGreaterThan(100);
      // the demo admin takes the DTL squad and scores
      const squad = live.body.squads[2];
      expect(
        (await fetchJson(`${demo.url}/api/shoots/${live.body.id}/squads/${squad.id}/scorer`, { token: admin, json: { code: 'TRAP26' } }))
          .status,
      ).toBe(200);
      const scored = await fetchJson(`${demo.url}/api/shoots/${live.body.id}/squads/${squad.id}/targets`, {
        token: admin,
        json: { id: 'demo-admin-target-1', shooterId: squad.shooters[0].id, round: 1, outcome: 'first' },
      });
      expect(scored.status).toBe(200);

      const memberId = newUserId();
      const registered = snapshot({ userId: memberId, username: 'member', displayName: 'Arjun Mehta' });
      await handled(demo, (await register(demo, registered)).id);
      await handled(demo, (await register(demo, registered)).id);
      await demo.relay.flush();
      const finished = (await publishedEvents(demo.ctx.bus, 'community')).filter((e) => e.subject.endsWith(shootFinished.subject));
      expect(finished).toHaveLength(1);
      expect(finished[0]!.data.results.map((r: { userId: string }) => r.userId)).toEqual([memberId]);
      expect(finished[0]!.data.results[0].rounds).toHaveLength(2);
    } finally {
      await demo.stop();
    }
  });
});
