import { describe, expect, it } from 'vitest';
import { fetchJson, startTestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { buildCommunityService } from '../../src/service.ts';
import { handled, newUserId, register, snapshot } from '../support/community-service.ts';

describe('demo squads (DEMO_MODE)', () => {
  it('when the demo member registers, then they have two squads with upcoming group sessions among the fictional members, and an invitation; a replay adds nothing', async () => {
    const demo = await startTestService({
      service: 'community',
      build: buildCommunityService,
      config: loadCommunityConfig,
      env: { DEMO_MODE: 'true' },
      cleanup: 'all',
    });
    try {
      const memberId = newUserId();
      const registered = snapshot({ userId: memberId, username: 'member', displayName: 'Arjun Mehta' });
      await handled(demo, (await register(demo, registered)).id);
      const token = await demo.loginAs({ userId: memberId });
      const overview = (await fetchJson(`${demo.url}/api/squads`, { token })).body;
      expect(overview.mine.map((s: { name: string }) => s.name).sort()).toEqual(['Delhi Dawn Patrol', 'Patiala Finals Group']);
      expect(overview.invitations).toEqual([
        expect.objectContaining({ name: 'Mumbai Weekend Clays', invitedBy: expect.objectContaining({ id: 'demo-friend-01' }) }),
      ]);

      const dawn = overview.mine.find((s: { name: string }) => s.name === 'Delhi Dawn Patrol');
      const squad = (await fetchJson(`${demo.url}/api/squads/${dawn.id}`, { token })).body;
      expect(squad).toMatchObject({ myRole: 'owner', memberCount: 4 });
      expect(squad.members.map((m: { displayName: string }) => m.displayName)).toContain('Karan Malhotra');
      const sessions = (await fetchJson(`${demo.url}/api/squads/${dawn.id}/sessions`, { token })).body;
      expect(sessions.upcoming.map((s: { title: string }) => s.title)).toEqual(['Saturday 75 targets', 'Finals simulation']);
      expect(sessions.upcoming[1]).toMatchObject({ myRsvp: 'waitlisted', goingCount: 3, maxParticipants: 3, waitlistCount: 1 });
      expect(sessions.past).toEqual([expect.objectContaining({ status: 'completed' })]);

      // a replayed registration stores nothing twice
      await handled(demo, (await register(demo, registered)).id);
      expect((await fetchJson(`${demo.url}/api/squads`, { token })).body.mine).toHaveLength(2);
      expect((await fetchJson(`${demo.url}/api/squads/${dawn.id}/sessions`, { token })).body.upcoming).toHaveLength(2);
    } finally {
      await demo.stop();
    }
  });
});
