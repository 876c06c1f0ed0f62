import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted } from '@trap/contracts';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { handled, newUserId, publish, register, snapshot, startCommunityService, update } from '../support/community-service.ts';

let svc: TestService;
const page = (id: string) => fetchJson(`${svc.url}/api/members/${id}/profile`);
const stored = (id: string) => svc.ctx.conn.collection('member_profiles').findOne({ _id: id as never });

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('profile privacy and account deletion in the member profiles read model', () => {
  it("when a public profile's snapshot carries social links, shooting since and ids, then the profile page shows them", async () => {
    const userId = newUserId();
    await handled(
      svc,
      (
        await register(
          svc,
          snapshot({
            userId,
            displayName: 'Ira Sen',
            socialLinks: { instagram: 'https://instagram.com/ira' },
            shootingSince: '2018-01-01',
            nraiShooterId: 'NRAI-1',
            issfId: null,
          }),
        )
      ).id,
    );
    expect((await page(userId)).body.member).toMatchObject({
      displayName: 'Ira Sen',
      socialLinks: { instagram: 'https://instagram.com/ira' },
      shootingSince: '2018-01-01',
      nraiShooterId: 'NRAI-1',
      issfId: null,
    });
  });

  it('when auth.user.deleted arrives, then the copy keeps no personal field, a replay changes nothing and an older update does not bring it back', async () => {
    const userId = newUserId();
    const t0 = new Date('2026-06-01T10:00:00Z');
    await handled(svc, (await register(svc, snapshot({ userId, displayName: 'Leaving Member', bio: 'bye', location: 'Pune' }, t0))).id);
    const event = { userId, deletedAt: new Date(t0.getTime() + 60_000).toISOString() };
    await handled(svc, (await publish(svc, userDeleted, event)).id);
    const after = await stored(userId);
    expect(after).toMatchObject({
      displayName: 'Deleted member',
      accountStatus: 'deleted',
      bio: null,
      location: null,
      isPublicProfile: false,
    });
    expect((await page(userId)).status).toBe(404);

    await handled(svc, (await publish(svc, userDeleted, event)).id);
    expect(await stored(userId)).toMatchObject({ displayName: 'Deleted member', accountStatus: 'deleted' });

    await handled(svc, (await update(svc, snapshot({ userId, displayName: 'Leaving Member' }, new Date(t0.getTime() + 30_000)))).id);
    expect(await stored(userId)).toMatchObject({ displayName: 'Deleted member', accountStatus: 'deleted' });
  });
});
