import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceMemberLevelChanged, userDeleted } from '@trap/contracts';
import { eventually, fetchJson, type TestService } from '@trap/kit/testing';
import { MemberProfileRepository } from '../../src/read-models/member-profiles/member-profile.repository.ts';
import { handled, newUserId, publish, register, snapshot, startCommunityService, update } from '../support/community-service.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

const level = (userId: string, lvl: number, revision: number) =>
  publish(svc, practiceMemberLevelChanged, {
    userId,
    level: lvl,
    levelLabel: lvl === 1 ? 'Beginner' : lvl <= 3 ? 'Intermediate' : 'Advanced',
    totalXp: lvl * 1000,
    revision,
  });

const shown = async (userId: string) => {
  const res = await fetchJson(`${svc.url}/api/members/${userId}`);
  return res.body?.member?.level ?? res.body?.level;
};
const inDirectory = async (userId: string) => {
  const res = await fetchJson(`${svc.url}/api/members?pageSize=100`);
  return res.body.items.find((m: { id: string }) => m.id === userId)?.level;
};

describe('practice.member.level_changed', () => {
  it("when practice publishes a member's level, then the directory and the profile page show it instead of auth's, and an auth update keeps it", async () => {
    const id = newUserId();
    await handled(svc, (await register(svc, snapshot({ userId: id, displayName: 'Level Riser' }))).id);
    expect(await inDirectory(id)).toBe('beginner');
    await handled(svc, (await level(id, 2, 1)).id);
    expect(await inDirectory(id)).toBe(2);
    expect(await shown(id)).toBe(2);
    // auth's own `level` field arriving later does not hide practice's
    await handled(svc, (await update(svc, snapshot({ userId: id, displayName: 'Level Riser', level: 'beginner' }))).id);
    expect(await inDirectory(id)).toBe(2);
  });

  it('when level events are replayed or arrive out of order, then the highest revision stays', async () => {
    const id = newUserId();
    await handled(svc, (await register(svc, snapshot({ userId: id, displayName: 'Out Of Order' }))).id);
    await handled(svc, (await level(id, 4, 3)).id);
    await handled(svc, (await level(id, 2, 1)).id);
    await handled(svc, (await level(id, 3, 2)).id);
    await handled(svc, (await level(id, 4, 3)).id);
    expect(await inDirectory(id)).toBe(4);
  });

  // the kit redelivers after 0.2 s, 1 s, 5 s, 15 s: on a loaded machine the profile may take a few of them
  it('when the level comes before the profile, then it is retried and shows once the profile arrives', async () => {
    const id = newUserId();
    await level(id, 3, 1);
    await handled(svc, (await register(svc, snapshot({ userId: id, displayName: 'Early Level' }))).id);
    await eventually(async () => ((await inDirectory(id)) === 3 ? true : null), { timeoutMs: 25_000 });
  });

  it('when the profile is stored between the level finding none and asking whether it exists, then the level is applied, not dropped as stale', async () => {
    const id = newUserId();
    const repo = new MemberProfileRepository(svc.ctx.conn);
    // auth's registration lands just after the level's write found no profile (another consumer, at that moment)
    const store = (repo as unknown as { store: { update: (...args: unknown[]) => Promise<unknown> } }).store;
    const update = store.update.bind(store);
    let landed = false;
    store.update = async (...args) => {
      const after = await update(...args);
      if (!landed) {
        landed = true;
        await repo.applySnapshot(snapshot({ userId: id, displayName: 'Raced Level' }));
      }
      return after;
    };
    expect(await repo.applyLevel(id, 4, 1)).toBe('applied');
    const doc = await svc.ctx.conn.collection('member_profiles').findOne({ _id: id as never });
    expect(doc).toMatchObject({ progressLevel: 4, progressLevelRevision: 1 });
  });

  it("when the member is deleted, then the tombstone shows no level and a late level event doesn't bring one back", async () => {
    const id = newUserId();
    await handled(svc, (await register(svc, snapshot({ userId: id, displayName: 'Leaving Soon' }))).id);
    await handled(svc, (await level(id, 5, 1)).id);
    await handled(svc, (await publish(svc, userDeleted, { userId: id, deletedAt: new Date().toISOString() })).id);
    await handled(svc, (await level(id, 6, 2)).id);
    const doc = await svc.ctx.conn.collection('member_profiles').findOne({ _id: id as never });
    expect(doc).toMatchObject({ accountStatus: 'deleted', progressLevel: null });
  });
});
