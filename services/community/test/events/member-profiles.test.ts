import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from '@trap/contracts';
import { eventually, fetchJson, type TestService } from '@trap/kit/testing';
import { drained, handled, newUserId, register, snapshot, startCommunityService, update } from '../support/community-service.ts';

let svc: TestService;
const members = async () => (await fetchJson(`${svc.url}/api/members?pageSize=100`)).body.items as { id: string; displayName: string }[];
const member = (id: string) => fetchJson(`${svc.url}/api/members/${id}`);
const profiles = () => svc.ctx.conn.collection('member_profiles');

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('member profiles read model, fed by auth events', () => {
  it('when auth publishes a registration and then an update, then /api/members shows the updated public profile', async () => {
    const userId = newUserId();
    const t0 = new Date('2026-02-01T10:00:00Z');
    await register(svc, snapshot({ userId, displayName: 'Kynan Trap', clubAffiliation: 'Delhi Gun Club' }, t0));
    await eventually(async () => (await members()).some((m) => m.id === userId));
    expect((await member(userId)).body).toEqual({
      id: userId,
      displayName: 'Kynan Trap',
      avatarUrl: null,
      level: 'beginner',
      clubAffiliation: 'Delhi Gun Club',
      isPublicProfile: true,
    });

    await update(
      svc,
      snapshot({ userId, displayName: 'Kynan T.', avatarUrl: 'https://img.example/k.png', level: 3 }, new Date(t0.getTime() + 60_000)),
    );
    await eventually(async () => (await member(userId)).body.displayName === 'Kynan T.');
    expect((await member(userId)).body).toMatchObject({ avatarUrl: 'https://img.example/k.png', level: 3 });
    expect(await profiles().countDocuments({ _id: userId as never })).toBe(1);
    expect(await profiles().findOne({ _id: userId as never })).not.toHaveProperty('email');
  });

  it('when the same event is delivered twice, then it is applied once', async () => {
    const userId = newUserId();
    const entry = await register(svc, snapshot({ userId, displayName: 'Once Only' }));
    await handled(svc, entry.id);
    const first = await profiles().findOne({ _id: userId as never });

    // A redelivery that slips past JetStream's duplicate window (another message id, same event).
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(userRegistered.subject), JSON.stringify(entry), { msgID: `redelivery-${entry.id}` });
    await drained(svc, userRegistered.subject);

    const second = await profiles().findOne({ _id: userId as never });
    expect(second!.syncedAt).toEqual(first!.syncedAt); // the handler did not run again
    expect(await svc.ctx.conn.collection('processed_events').countDocuments({ eventId: entry.id })).toBe(1);
    expect((await members()).filter((m) => m.id === userId)).toHaveLength(1);
  });

  it('when an older update arrives after a newer one, then the older one is ignored', async () => {
    const userId = newUserId();
    const t0 = new Date('2026-03-01T10:00:00Z');
    await handled(svc, (await register(svc, snapshot({ userId, displayName: 'First Name' }, t0))).id);
    await handled(svc, (await update(svc, snapshot({ userId, displayName: 'Newest Name' }, new Date(t0.getTime() + 120_000)))).id);
    await handled(svc, (await update(svc, snapshot({ userId, displayName: 'Stale Name' }, new Date(t0.getTime() + 60_000)))).id);
    expect((await member(userId)).body.displayName).toBe('Newest Name');
  });

  it('when a registration arrives after an update of the same user (two consumers race), then the update still wins', async () => {
    const userId = newUserId();
    const t0 = new Date('2026-03-02T10:00:00Z');
    await handled(svc, (await update(svc, snapshot({ userId, displayName: 'Renamed' }, new Date(t0.getTime() + 5_000)))).id);
    await handled(svc, (await register(svc, snapshot({ userId, displayName: 'Original' }, t0))).id);
    expect((await member(userId)).body.displayName).toBe('Renamed');
  });

  it('when a profile is private, then it is not listed and its page is 404, until its owner makes it public', async () => {
    const userId = newUserId();
    const t0 = new Date('2026-04-01T10:00:00Z');
    await handled(svc, (await register(svc, snapshot({ userId, displayName: 'Quiet Shooter', isPublicProfile: false }, t0))).id);
    expect(await profiles().countDocuments({ _id: userId as never })).toBe(1); // it is stored, just not shown
    expect((await members()).some((m) => m.id === userId)).toBe(false);
    const hidden = await member(userId);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('NOT_FOUND');

    await handled(
      svc,
      (await update(svc, snapshot({ userId, displayName: 'Quiet Shooter', isPublicProfile: true }, new Date(t0.getTime() + 1000)))).id,
    );
    expect((await member(userId)).status).toBe(200);
    await handled(
      svc,
      (await update(svc, snapshot({ userId, displayName: 'Quiet Shooter', isPublicProfile: false }, new Date(t0.getTime() + 2000)))).id,
    );
    expect((await member(userId)).status).toBe(404);
  });

  it('when an account is suspended or marked for deletion, then it leaves the directory', async () => {
    const userId = newUserId();
    const t0 = new Date('2026-05-01T10:00:00Z');
    await handled(svc, (await register(svc, snapshot({ userId, displayName: 'Soon Gone' }, t0))).id);
    expect((await member(userId)).status).toBe(200);
    await handled(
      svc,
      (
        await update(
          svc,
          snapshot({ userId, displayName: 'Soon Gone', accountStatus: 'marked_for_deletion' }, new Date(t0.getTime() + 1000)),
        )
      ).id,
    );
    expect((await member(userId)).status).toBe(404);
    expect((await members()).some((m) => m.id === userId)).toBe(false);
  });
});
