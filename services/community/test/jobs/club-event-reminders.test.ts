import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued } from '@trap/contracts';
import { eventually, fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { EVENT_REMINDERS_JOB } from '../../src/jobs/event-reminders.job.ts';
import { startCommunityWorker, type CommunityWorker } from '../../src/jobs/start-worker.ts';
import { newUserId, startCommunityService } from '../support/community-service.ts';

/**
 * The day-before reminder: the community worker's hourly job tells the members registered for an
 * event starting within a day, once, through community.notice.issued (kind upcoming).
 */
let svc: TestService;
let worker: CommunityWorker;
const url = (path: string) => `${svc.url}${path}`;
const HOUR = 3600_000;

beforeAll(async () => {
  svc = await startCommunityService();
  // The worker is its own process in production; here it shares the run's database, namespace and prefix.
  worker = await startCommunityWorker(loadCommunityConfig({ ...svc.env, PORT: '0' }, { worker: true }));
});
afterAll(async () => {
  await worker?.stop();
  await svc?.stop();
});

async function event(token: string, title: string, startsInHours: number) {
  const startDate = new Date(Date.now() + startsInHours * HOUR).toISOString();
  const res = await fetchJson(url('/api/club-events'), {
    token,
    json: {
      title,
      eventType: 'club_shoot',
      location: 'Garden City Trap Club, Bengaluru',
      state: 'Karnataka',
      startDate,
      organizer: 'Garden City Trap Club',
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const registerFor = async (id: string) => {
  const userId = newUserId();
  const res = await fetchJson(url(`/api/club-events/${id}/registration`), { token: await svc.loginAs({ userId }), method: 'POST' });
  expect(res.status).toBe(201);
  return userId;
};
const noticesFor = async (id: string) =>
  (await publishedEvents(svc.ctx.bus, 'community'))
    .filter((e) => e.subject === communityNoticeIssued.subject && e.data.entityId === id)
    .map((e) => e.data);

describe('day-before reminders', () => {
  it('when the job runs, then members registered for an event starting within a day are told once, and later events wait', async () => {
    const admin = await svc.loginAs({ userId: newUserId(), role: 'admin' });
    const soon = await event(admin, 'Garden City Sunday Shoot', 20);
    const later = await event(admin, 'Garden City League Round 2', 72);
    const empty = await event(admin, 'Garden City Twilight Shoot', 22);
    const members = [await registerFor(soon), await registerFor(soon)];
    await registerFor(later);

    await worker.eventReminders.add(EVENT_REMINDERS_JOB, {});
    const [notice] = await eventually(async () => {
      const found = await noticesFor(soon);
      return found.length ? found : null;
    });
    expect(notice).toMatchObject({
      entityType: 'club_event',
      userIds: members,
      kind: 'upcoming',
      title: 'Coming up: Garden City Sunday Shoot',
      actionUrl: `/club-events?event=${soon}`,
    });
    expect(notice!.message).toMatch(/^Garden City Sunday Shoot starts .+ at Garden City Trap Club, Bengaluru, Karnataka\.$/);

    // a second run (the next hour) tells nobody again; the event three days away waits for its day
    expect(await worker.clubEvents.sendReminders(new Date())).toBe(0);
    await worker.relay?.flush();
    expect(await noticesFor(soon)).toHaveLength(1);
    expect(await noticesFor(later)).toEqual([]);
    expect(await noticesFor(empty)).toEqual([]);

    // two days on, the later event is within its day
    expect(await worker.clubEvents.sendReminders(new Date(Date.now() + 50 * HOUR))).toBe(1);
    await worker.relay?.flush();
    expect(await noticesFor(later)).toEqual([expect.objectContaining({ kind: 'upcoming', userIds: [expect.any(String)] })]);
  });
});
