import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from '@trap/contracts';
import { fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { publishedPracticeEvents, registeredMember, startPracticeService } from '../support/practice-service.ts';
import { memberLevel } from '../../src/modules/progression/skills.ts';

let svc: TestService;
const MEMBER = 'd5d5d5d5d5d5d5d5d5d5d5d5';

beforeAll(async () => {
  svc = await startPracticeService({ DEMO_MODE: 'true' });
});
afterAll(() => svc?.stop());

describe('demo member progression', () => {
  it('when the demo member is seeded (even twice), then their skills are in progress, their level follows six months of sessions, and it is published once', async () => {
    await publishTestEvent(svc, userRegistered, registeredMember(MEMBER, 'member'));
    await waitForConsumers(svc);
    await publishTestEvent(svc, userRegistered, registeredMember(MEMBER, 'member'));
    await waitForConsumers(svc);
    const token = await svc.loginAs({ userId: MEMBER, role: 'member' });
    const roadmap = (await fetchJson(`${svc.url}/api/skills`, { token })).body;
    // skills alone make level 6 (Advanced); the demo's completed challenges add their rewards
    expect(memberLevel(roadmap.progression.skillXp)).toBe(6);
    expect(roadmap.progression.totalXp).toBe(roadmap.progression.skillXp + roadmap.progression.challengeXp);
    expect(roadmap.progression.level).toBe(memberLevel(roadmap.progression.totalXp));
    expect(roadmap.progression.levelLabel).toBe('Advanced');
    expect(roadmap.progression.sessions).toBeGreaterThan(40);
    const levels = Object.fromEntries(roadmap.skills.map((s: { id: string; level: number }) => [s.id, s.level]));
    // in progress: most skills mid-way (3 or 4 of 5), none maxed; the demo shoots no doubles
    expect(Object.values(levels).filter((l) => l === 3 || l === 4).length).toBeGreaterThanOrEqual(9);
    expect(Object.values(levels)).not.toContain(5);
    expect(levels['doubles']).toBe(0);
    // the demo's weak station 4 picks what to practise next
    expect(roadmap.practiseNext.reason).toMatch(/^Station 4 is your weakest/);
    const events = (await publishedPracticeEvents(svc.ctx.bus)).filter(
      (e) => e.subject === 'practice.member.level_changed' && e.data.userId === MEMBER,
    );
    // published once per change: revisions 1..n, each a new level, the last one the level now (a replayed seed adds none)
    expect(events.map((e) => e.data.revision)).toEqual(events.map((_, i) => i + 1));
    events.forEach((e, i) => expect(e.data.level).not.toBe(i === 0 ? 1 : events[i - 1]!.data.level));
    expect(events.at(-1)!.data.level).toBe(roadmap.progression.level);
  });
});
