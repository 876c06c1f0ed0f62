import { describe, expect, it } from 'vitest';
import { fetchJson, startTestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { buildCommunityService } from '../../src/service.ts';
import { DEMO_ENTRIES_EVENT_ID } from '../../src/modules/event-entries/event-entries.demo.ts';
import { newUserId } from '../support/community-service.ts';

describe('demo event entries (DEMO_MODE)', () => {
  it('when the service starts, then the demo event has paid entries with checked-in entrants, and its organiser gets a squad proposal from them', async () => {
    const demo = await startTestService({
      service: 'community',
      build: buildCommunityService,
      config: loadCommunityConfig,
      env: { DEMO_MODE: 'true' },
      cleanup: 'all',
    });
    try {
      const admin = await demo.loginAs({ userId: newUserId(), role: 'admin', tier: 'elite_trigger' });
      const list = await fetchJson(`${demo.url}/api/club-events/${DEMO_ENTRIES_EVENT_ID}/entries`, { token: admin });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.items).toHaveLength(20);
      expect(list.body.items.filter((e: { checkedInAt: string | null }) => e.checkedInAt)).toHaveLength(17);
      const proposal = await fetchJson(`${demo.url}/api/club-events/${DEMO_ENTRIES_EVENT_ID}/squad-proposal`, { token: admin });
      expect(proposal.status, JSON.stringify(proposal.body)).toBe(200);
      expect(proposal.body.checkedIn).toBe(17);
      expect(proposal.body.squads.map((s: { discipline: string; shooters: unknown[] }) => [s.discipline, s.shooters.length])).toEqual([
        ['olympic-trap', 5],
        ['olympic-trap', 4],
        ['olympic-trap', 4],
        ['down-the-line', 4],
      ]);
    } finally {
      await demo.stop();
    }
  });
});
