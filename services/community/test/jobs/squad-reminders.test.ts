import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued } from '@trap/contracts';
import { eventually, fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { SQUAD_REMINDERS_JOB } from '../../src/jobs/squad-reminders.job.ts';
import { startCommunityWorker, type CommunityWorker } from '../../src/jobs/start-worker.ts';
import { handled, newUserId, register, snapshot, startCommunityService } from '../support/community-service.ts';

/**
 * The group sessions' day-before reminder: the community worker's hourly job tells the members going
 * to a session starting within a day, once, through community.notice.issued (kind upcoming).
 */
let svc: TestService;
let worker: CommunityWorker;
const url = (path: string) => `${svc.url}${path}`;
const HOUR = 3600_000;

beforeAll(async () => {
  svc = await startCommunityService();
  worker = await startCommunityWorker(loadCommunityConfig({ ...svc.env, PORT: '0' }, { worker: true }));
});
afterAll(async () => {
  await worker?.stop();
  await svc?.stop();
});

async function member(displayName: string) {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName }))).id);
  return { id, token: await svc.loginAs({ userId: id }) };
}
const noticesFor = async (id: string) =>
  (await publishedEvents(svc.ctx.bus, 'community'))
    .filter((e) => e.subject === communityNoticeIssued.subject && e.data.entityId === id && e.data.kind === 'upcoming')
    .map((e) => e.data);

describe('group session reminders', () => {
  it('when the job runs, then the members going to a session within a day are told once, and later sessions wait', async () => {
    const host = await member('Reminder Captain');
    const going = await member('Going Member');
    const maybe = await member('Maybe Member');
    const squad = await fetchJson(url('/api/squads'), { token: host.token, json: { name: 'Early Birds' } });
    for (const m of [going, maybe]) {
      await fetchJson(url(`/api/squads/${squad.body.id}/invitations`), { token: host.token, json: { userId: m.id } });
      await fetchJson(url(`/api/squads/${squad.body.id}/accept`), { token: m.token, method: 'POST' });
    }
    const plan = async (title: string, inHours: number) => {
      const res = await fetchJson(url(`/api/squads/${squad.body.id}/sessions`), {
        token: host.token,
        json: {
          title,
          date: new Date(Date.now() + inHours * HOUR).toISOString(),
          location: 'Bhopal MP Shooting Academy',
          notes: 'Gate opens 6:00',
        },
      });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const soon = await plan('Dawn doubles', 18);
    const later = await plan('Weekend league', 60);
    const answer = (who: { token: string }, id: string, status: string) =>
      fetchJson(url(`/api/group-sessions/${id}/rsvp`), { token: who.token, method: 'PUT', json: { rsvp: status } });
    await answer(going, soon, 'going');
    await answer(maybe, soon, 'maybe');
    await answer(going, later, 'going');

    await worker.squadReminders.add(SQUAD_REMINDERS_JOB, {});
    const [notice] = await eventually(async () => {
      const found = await noticesFor(soon);
      return found.length ? found : null;
    });
    expect(notice).toMatchObject({
      entityType: 'group_session',
      kind: 'upcoming',
      title: 'Coming up: Dawn doubles',
      actionUrl: `/squads?squad=${squad.body.id}`,
    });
    expect([...notice!.userIds].sort()).toEqual([host.id, going.id].sort());
    expect(notice!.message).toMatch(/^Early Birds: Dawn doubles starts .+ at Bhopal MP Shooting Academy\. Host's notes: Gate opens 6:00$/);

    // the session two and a half days away waits for its day (a second pass telling nobody again: test/api/squads.test.ts)
    await worker.relay?.flush();
    expect(await noticesFor(soon)).toHaveLength(1);
    expect(await noticesFor(later)).toEqual([]);
  });
});
